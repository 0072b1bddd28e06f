import Bottleneck from 'bottleneck';
import type { Redis } from 'ioredis';
import { type ConnectionError, InputError } from '../core/errors.ts';
import { type Limiter, type LimiterStore, slackWindow } from '../core/limiter.ts';
import { sharedLimiter } from '../core/limiter-registry.ts';
import { storeConnection, subscriberOf } from './connection.ts';
import { describeRedis, StoreHealth } from './health.ts';
import { RedisLimiter } from './limiter.ts';

/** Options of `redisLimiterStore`. */
export interface RedisLimiterStoreOptions {
  /** Start of every limiter id, hence of its Redis keys (`b_<prefix>…`); apps sharing one Redis use their own. Default `pike13:`. */
  prefix?: string;
  /** Gets the Redis failures no request sees (heartbeats, pauses, a returned slot; an outage once); default `console.warn`. */
  onError?: (error: unknown) => void;
  /**
   * While Redis is unreachable: `'fail'` (default) rejects each call at once with a `ConnectionError`
   * naming the store, sending nothing; `'local'` limits each process on its own, with the in-process
   * limiter (a fleet of N may then send up to N times the limit, until the service's 429s pause it).
   * Either way the store goes back to Redis as soon as it answers again.
   */
  onOutage?: 'fail' | 'local';
}

/** A `LimiterStore` whose windows live in Redis, shared by every process that uses the same Redis and prefix. */
export interface RedisLimiterStore extends LimiterStore {
  /** Stops every limiter and ends the store's own two Redis connections; the client given stays open. */
  close(): Promise<void>;
}

/**
 * Rate limits shared between processes through Redis, on bottleneck's clustering (its Lua scripts take
 * each slot atomically). Pass it as `rateLimit: { store }` to every client that must share the limits.
 * The store opens two connections of its own, duplicated from `client` (commands, and bottleneck's
 * pub/sub); `close()` ends them.
 */
export function redisLimiterStore(client: Redis, options: RedisLimiterStoreOptions = {}): RedisLimiterStore {
  const prefix = options.prefix ?? 'pike13:';
  const fallback = outageMode(options.onOutage) === 'local';
  const report = options.onError ?? ((error: unknown) => console.warn('pike13: shared rate limit:', error));
  const own = client.duplicate(failFast(client));
  const connection = storeConnection(own);
  const limiters = new Map<string, RedisLimiter>();
  let closing = false;
  const health = new StoreHealth(describeRedis(client), [own, subscriberOf(connection)], {
    down(error: ConnectionError) {
      if (closing) return;
      report(error);
      for (const limiter of limiters.values()) limiter.redisDown();
    },
    up() {
      for (const limiter of limiters.values()) limiter.redisUp();
    },
  });
  // While Redis is down, every heartbeat and reconnection fails: the outage is reported once, above. A
  // connection's own error (a reset) reaches bottleneck's listener before the health's: it is judged a
  // microtask later, once the health has taken it as the outage it reports.
  const onError = (error: unknown) => {
    queueMicrotask(() => {
      if (health.state() !== 'down' && !closing) report(error);
    });
  };
  connection.on('error', onError);
  const onRetire = (limiter: RedisLimiter) => {
    if (limiters.get(limiter.id) === limiter) limiters.delete(limiter.id);
  };

  return {
    limiter(key: string, limit: number, windowMs: number): Limiter {
      const id = `${prefix}${key}@${limit}/${windowMs}`;
      const existing = limiters.get(id);
      if (existing) return existing;
      const make = () => {
        const bottleneck = clusteredBottleneck(id, connection, limit, windowMs);
        bottleneck.on('error', onError);
        return bottleneck;
      };
      const local = fallback ? () => sharedLimiter(key, limit, windowMs) : undefined;
      const context = { make, client: own, health, fallback: local, onError, onRetire };
      const limiter = new RedisLimiter(id, limit, windowMs, context);
      limiters.set(id, limiter);
      return limiter;
    },
    async close() {
      closing = true;
      const all = [...limiters.values()];
      limiters.clear();
      await Promise.all(all.map((limiter) => limiter.close()));
      // QUIT needs a ready connection (no offline queue): one still connecting, or lost, is just dropped.
      await connection.disconnect(health.state() === 'up');
    },
  };
}

/**
 * The store's own connection: not lazy (bottleneck waits for 'ready' before its first command, which a
 * lazy client never reaches), and failing fast while Redis is down instead of queueing commands and
 * retrying them for seconds: no offline queue, no retry of a command, and (unless the client sets one)
 * 2 s at most for an answer from a Redis that holds the connection but does not answer.
 */
function failFast(client: Redis) {
  return {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: client.options.commandTimeout ?? 2_000,
  };
}

function outageMode(mode: unknown): 'fail' | 'local' {
  if (mode === undefined || mode === 'fail' || mode === 'local') return mode ?? 'fail';
  throw new InputError(`onOutage must be 'fail' or 'local', not ${JSON.stringify(mode)}`, 'onOutage');
}

/**
 * A bottleneck on the shared connection: a reservoir of `limit` refilled every window (a fixed window,
 * where the in-process limiter slides; a 429 still pauses everyone until the service's reset). A state it
 * creates starts with one slot, until the service's first answer says how many are left (`follow.ts`), or
 * the processes give back the grants of a state Redis lost (`give-back.ts`).
 */
function clusteredBottleneck(
  id: string,
  connection: Bottleneck.IORedisConnection,
  limit: number,
  windowMs: number,
): Bottleneck {
  const interval = slackWindow(windowMs);
  const settings: Bottleneck.ConstructorOptions & { heartbeatInterval: number } = {
    id,
    datastore: 'ioredis',
    connection,
    reservoir: 1,
    reservoirRefreshAmount: limit,
    reservoirRefreshInterval: interval,
    // Waiters are woken by a tick after the refill: tick often enough that they lose little of the window.
    heartbeatInterval: Math.min(1000, Math.max(50, Math.round(interval / 20))),
    // Redis forgets a limiter four windows after its last request (the limiter retires after two).
    timeout: 4 * interval,
  };
  return new Bottleneck(settings);
}
