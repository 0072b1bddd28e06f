import type { Redis } from 'ioredis';
import { redactSecrets, safeCause } from '../../core/redact.ts';
import { passwordsIn, withoutPassword } from '../../core/url-password.ts';
import type { RemoteStore, StoreSpace } from './store.ts';
import { canHold, checkPut } from './store-input.ts';

/** Where the store's keys start, so that it can share a Redis with the SDK's limits and other apps. */
const PREFIX = 'pike13-mcp:';

/**
 * The store in Redis through `ioredis` (an optional peer): one string a record, expired by Redis itself,
 * so growth stays bounded with no sweep. `take` is `GETDEL` (Redis 6.2 or later), atomic by Redis's design.
 */
class RedisStore implements RemoteStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  async put(space: StoreSpace, key: string, value: unknown, ttlMs?: number): Promise<void> {
    const json = checkPut(space, key, value, ttlMs);
    if (ttlMs === undefined) await this.#redis.set(this.#key(space, key), json);
    else await this.#redis.set(this.#key(space, key), json, 'PX', ttlMs);
  }

  async get(space: StoreSpace, key: string): Promise<unknown> {
    if (!canHold(space, key)) return undefined;
    return parsed(await this.#redis.get(this.#key(space, key)));
  }

  async take(space: StoreSpace, key: string): Promise<unknown> {
    if (!canHold(space, key)) return undefined;
    return parsed(await this.#redis.getdel(this.#key(space, key)));
  }

  async delete(space: StoreSpace, key: string): Promise<void> {
    if (!canHold(space, key)) return;
    await this.#redis.del(this.#key(space, key));
  }

  async close(): Promise<void> {
    if (this.#redis.status === 'end') return;
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }

  #key(space: StoreSpace, key: string): string {
    return `${this.#prefix}${space}:${key}`;
  }
}

function parsed(text: string | null): unknown {
  return text === null ? undefined : JSON.parse(text);
}

/** Options of `openRedisStore`. */
export interface RedisStoreOptions {
  /** Where the store's keys start (default `pike13-mcp:`). */
  prefix?: string;
}

/** Connects to the Redis at `url` (`redis://…` or `rediss://…`); needs the `ioredis` package. */
export async function openRedisStore(url: string, options: RedisStoreOptions = {}): Promise<RemoteStore> {
  let Client: typeof Redis;
  try {
    const loaded = await import('ioredis');
    Client = loaded.Redis ?? loaded.default;
  } catch (cause) {
    throw new Error('Redis needs the ioredis package: npm install ioredis', { cause });
  }
  const redis = new Client(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; its errors reach the calls that fail, never an unheard event.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const secrets = passwordsIn(url);
    const message = redactSecrets(`cannot open the Redis store at ${withoutPassword(url)}`, secrets);
    throw new Error(message, { cause: safeCause(error, secrets) });
  }
  return new RedisStore(redis, options.prefix ?? PREFIX);
}
