import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { connect as connectSocket, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { describe } from 'vitest';
import {
  type RedisLimiterStore,
  type RedisLimiterStoreOptions,
  redisLimiterStore,
} from '../../src/redis/index.ts';
import { freePort } from '../support/loopback.ts';
import type { OnFinished } from '../support/on-finished.ts';
import { countingService } from './fixtures.ts';

export { client, getPerson, windowedService } from './fixtures.ts';

/** Where the tests find Redis: `REDIS_URL`, or the one `.ci/run` starts on loopback. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisAnswers();
if (!reachable && process.env.CI) {
  throw new Error(
    `Redis does not answer at ${REDIS_URL}: CI needs it (.ci/run starts one on 127.0.0.1:6379)`,
  );
}
if (!reachable) {
  console.warn(
    `test/redis skipped: no Redis at ${REDIS_URL} (start one, or set REDIS_URL; CI fails instead)`,
  );
}

/** `describe` when Redis answers, `describe.skip` otherwise (outside CI only). */
export const describeWithRedis = reachable ? describe : describe.skip;

const serverInstalled = spawnSync('redis-server', ['--version']).status === 0;
if (!serverInstalled && process.env.CI) {
  throw new Error('redis-server is not installed: CI needs it (.ci/run installs it) to test outages');
}
if (!serverInstalled) {
  console.warn('Redis outage and fleet tests skipped: no redis-server here (apt-get install redis-server)');
}

/** `describe` where `redis-server` can be started by a test (to stop it), `describe.skip` otherwise (outside CI only). */
export const describeWithRedisServer = serverInstalled ? describe : describe.skip;

let runs = 0;

/** A prefix no other run of the tests uses, so reruns never see an earlier run's windows. */
export function uniquePrefix(): string {
  runs++;
  return `pike13-test:${process.pid}-${Date.now().toString(36)}-${runs}:`;
}

/** A new connection to the test Redis (one per simulated process), quit when the test ends. */
export function connect(finished: OnFinished): Redis {
  const redis = new Redis(REDIS_URL);
  finished(async () => {
    await redis.quit();
  });
  return redis;
}

/**
 * A store on a connection of the test Redis's own (one simulated process); both are closed when the test
 * ends.
 */
export function openStore(options: RedisLimiterStoreOptions, finished: OnFinished): RedisLimiterStore {
  const store = redisLimiterStore(connect(finished), { prefix: uniquePrefix(), ...options });
  // Registered after the connection's quit, so it runs first: after-test hooks run as a stack.
  finished(() => store.close());
  return store;
}

/**
 * A store on a connection of its own to `url` (a Redis that may stop, or a proxy of one): retried every
 * `retryMs` (50), its errors left to the store; closed when the test ends.
 */
export function storeOn(url: string, options: RedisLimiterStoreOptions, finished: OnFinished, retryMs = 50) {
  const redis = new Redis(url, { retryStrategy: () => retryMs });
  redis.on('error', () => {});
  const store = redisLimiterStore(redis, options);
  finished(async () => {
    await store.close();
    redis.disconnect();
  });
  return store;
}

/** The counting loopback service of `fixtures.ts`, closed when the test ends. */
export async function service(
  answer: Parameters<typeof countingService>[0] | undefined,
  finished: OnFinished,
) {
  const started = await countingService(answer);
  finished(started.close);
  return started;
}

/** Starts `redis-server` on `port`, without persistence; resolves once it accepts connections. */
async function launchRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let tries = 0; tries < 100; tries++) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connectSocket(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.end());
    });
    if (accepted) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

/** Stops a `redis-server` by its pid (SIGKILL: as it crashes, with no goodbye to its clients); resolves once it has exited. */
async function stopRedis(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** A `redis-server` of the test's own on a free loopback port, to stop (or kill) and start again (empty); stopped after the test. */
export async function ownRedis(finished: OnFinished) {
  const port = await freePort();
  let child = await launchRedis(port);
  const server = {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopRedis(child),
    kill: () => stopRedis(child, 'SIGKILL'),
    async start() {
      child = await launchRedis(port);
    },
  };
  finished(() => stopRedis(child));
  return server;
}

/** How a proxy joins a client's connection to its own upstream one to Redis. */
export type Splice = (client: Socket, upstream: Socket) => void;

/** Both ways, as the bytes come. */
const passThrough: Splice = (client, upstream) => {
  client.pipe(upstream).pipe(client);
};

/**
 * A TCP proxy on loopback to the Redis at `target` (a URL): each connection to it gets one of its own to
 * Redis, joined by `splice`. Closed after the test; `reset()` resets every connection (a TCP RST, as a
 * Redis that crashes or a network fault sends) and refuses new ones.
 */
export async function redisProxy(target: string, finished: OnFinished, splice: Splice = passThrough) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connectSocket(Number(port || 6379), hostname);
    keep(client);
    keep(upstream);
    splice(client, upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxyPort = (server.address() as { port: number }).port;
  const closeAll = (end: (socket: Socket) => void) => {
    server.close();
    for (const socket of sockets) end(socket);
  };
  finished(() => closeAll((socket) => socket.destroy()));
  return {
    url: `redis://127.0.0.1:${proxyPort}`,
    port: proxyPort,
    reset: () => closeAll((socket) => socket.resetAndDestroy()),
  };
}
