import Bottleneck from 'bottleneck';
import type { Redis } from 'ioredis';
import { type Limiter, type LimiterStore, slackWindow } from '../core/limiter.ts';
import { RedisLimiter } from './limiter.ts';

/** Options of `redisLimiterStore`. */
export interface RedisLimiterStoreOptions {
  /** Start of every limiter id, hence of its Redis keys (`b_<prefix>…`); apps sharing one Redis use their own. Default `pike13:`. */
  prefix?: string;
  /** Gets the Redis failures no request sees (heartbeats, pauses, a returned slot); default `console.warn`. */
  onError?: (error: unknown) => void;
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
  const onError = options.onError ?? ((error: unknown) => console.warn('pike13: shared rate limit:', error));
  // Not lazy: bottleneck waits for 'ready' before its first command, which a lazy client never reaches.
  const own = client.duplicate({ lazyConnect: false });
  // `Redis` given so that bottleneck never falls back to its own `eval("require")("ioredis")`.
  const connection = new Bottleneck.IORedisConnection({ client: own, Redis: client.constructor });
  connection.on('error', onError);
  const limiters = new Map<string, RedisLimiter>();
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
      const limiter = new RedisLimiter(id, limit, windowMs, { make, client: own, onError, onRetire });
      limiters.set(id, limiter);
      return limiter;
    },
    async close() {
      const all = [...limiters.values()];
      limiters.clear();
      await Promise.all(all.map((limiter) => limiter.close()));
      await connection.disconnect();
    },
  };
}

/**
 * A bottleneck on the shared connection: a reservoir of `limit` refilled every window (a fixed window,
 * where the in-process limiter slides; a 429 still pauses everyone until the service's reset).
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
    reservoir: limit,
    reservoirRefreshAmount: limit,
    reservoirRefreshInterval: interval,
    // Waiters are woken by a tick after the refill: tick often enough that they lose little of the window.
    heartbeatInterval: Math.min(1000, Math.max(50, Math.round(interval / 20))),
    // Redis forgets a limiter four windows after its last request (the limiter retires after two).
    timeout: 4 * interval,
  };
  return new Bottleneck(settings);
}
