import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ConnectionError, InputError } from '../core/errors.ts';
import type { DedupeStore } from '../webhooks/dedupe.ts';
import { describeRedis } from './health.ts';

/** Options of `redisDedupe`. */
export interface RedisDedupeOptions {
  /** Start of every key; receivers that must share their dedupe use the same. Default `pike13:webhook:`. */
  prefix?: string;
  /** How long a handled notification is remembered, in ms; default 5 days (the service retries for 4). */
  ttlMs?: number;
  /**
   * How long a claim holds while its handler runs, in ms (default 60 000): a receiver that dies while
   * handling leaves a claim that lapses, so that the service's retry is handled elsewhere.
   */
  leaseMs?: number;
  /** Longest wait for Redis, in ms (default 2 000): past it the delivery fails with 500, and is retried. */
  timeoutMs?: number;
}

const DAY_MS = 86_400_000;

/** Turns a claim of this store into a handled mark (or forgets it), only while the claim is still its own. */
const SETTLE_SCRIPT = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == 'forget' then return redis.call('del', KEYS[1]) end
redis.call('set', KEYS[1], 'handled', 'PX', ARGV[3])
return 1
`;

/**
 * A dedupe store shared by every receiver on one Redis, so that a fleet behind one target handles each
 * notification once. `add` claims the notification (`SET NX` with a lease, atomic), `done` keeps it for
 * `ttlMs`, `delete` (a failed handler) releases it so that the service's retry is handled. When Redis
 * does not answer, `add` rejects with `ConnectionError`: the receiver answers 500 and the service
 * retries later; nothing is dropped, and nothing is handled twice unknowingly.
 */
export function redisDedupe(client: Redis, options: RedisDedupeOptions = {}): DedupeStore {
  const prefix = options.prefix ?? 'pike13:webhook:';
  const ttlMs = positive(options.ttlMs, 5 * DAY_MS, 'ttlMs');
  const leaseMs = positive(options.leaseMs, 60_000, 'leaseMs');
  const timeoutMs = positive(options.timeoutMs, 2_000, 'timeoutMs');
  const claim = `claimed:${randomUUID()}`;
  const keyOf = (key: string) => `${prefix}${createHash('sha256').update(key).digest('hex')}`;
  const bounded = <T>(command: Promise<T>) => withTimeout(command, timeoutMs, describeRedis(client));
  return {
    async add(key) {
      return (await bounded(client.set(keyOf(key), claim, 'PX', leaseMs, 'NX'))) === 'OK';
    },
    async done(key) {
      await bounded(client.eval(SETTLE_SCRIPT, 1, keyOf(key), claim, 'keep', String(ttlMs)));
    },
    async delete(key) {
      await bounded(client.eval(SETTLE_SCRIPT, 1, keyOf(key), claim, 'forget', '0'));
    },
  };
}

/** The command's answer, or a `ConnectionError` naming the store once `ms` pass without one. */
function withTimeout<T>(command: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ConnectionError(`the dedupe store (${name}) did not answer within ${ms} ms`)),
      ms,
    );
  });
  const failed = command.catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConnectionError(`the dedupe store (${name}) failed: ${reason}`);
  });
  return Promise.race([failed, late]).finally(() => clearTimeout(timer));
}

function positive(value: number | undefined, fallback: number, param: string): number {
  if (value === undefined) return fallback;
  if (Number.isSafeInteger(value) && value > 0) return value;
  throw new InputError(`${param} must be a positive whole number of ms`, param);
}
