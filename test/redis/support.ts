import { Redis } from 'ioredis';
import { describe, onTestFinished } from 'vitest';
import {
  type RedisLimiterStore,
  type RedisLimiterStoreOptions,
  redisLimiterStore,
} from '../../src/redis/index.ts';
import { countingService } from './fixtures.ts';

export { client, getPerson } from './fixtures.ts';

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

let runs = 0;

/** A prefix no other run of the tests uses, so reruns never see an earlier run's windows. */
export function uniquePrefix(): string {
  runs++;
  return `pike13-test:${process.pid}-${Date.now().toString(36)}-${runs}:`;
}

/** A new connection to the test Redis (one per simulated process), quit when the test ends. */
export function connect(): Redis {
  const redis = new Redis(REDIS_URL);
  onTestFinished(async () => {
    await redis.quit();
  });
  return redis;
}

/** A store on a connection of its own (one simulated process); both are closed when the test ends. */
export function openStore(options: RedisLimiterStoreOptions = {}): RedisLimiterStore {
  const store = redisLimiterStore(connect(), { prefix: uniquePrefix(), ...options });
  // Registered after the connection's quit, so it runs first: after-test hooks run as a stack.
  onTestFinished(() => store.close());
  return store;
}

/** The counting loopback service of `fixtures.ts`, closed when the test ends. */
export async function service(answer?: Parameters<typeof countingService>[0]) {
  const started = await countingService(answer);
  onTestFinished(started.close);
  return started;
}
