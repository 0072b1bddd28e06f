import { InputError } from '../core/errors.ts';
import { sha256 } from './digest.ts';
import { isObject } from './envelope.ts';
import type { ParsedNotification } from './notification-types.ts';
import { resourceOf } from './read.ts';

/** Where the receiver remembers the notifications it took; share one (Redis, a database) between instances. */
export interface DedupeStore {
  /** Records `key`; false when it was already there (the notification is a duplicate). */
  add(key: string): boolean | Promise<boolean>;
  /** Forgets `key`, so that the retry of a notification whose handling failed is handled again. */
  delete(key: string): unknown;
  /** The notification of `key` was handled: a store that leases its claims (Redis) keeps it for good. */
  done?(key: string): unknown;
}

/** The default store: the most recently seen `maxEntries` keys, in memory, the stalest dropped first. */
export class MemoryDedupeStore implements DedupeStore {
  private readonly keys = new Set<string>();
  private readonly maxEntries: number;

  constructor(maxEntries = 10_000) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new InputError('maxEntries must be a positive integer', 'maxEntries');
    }
    this.maxEntries = maxEntries;
  }

  /** Records `key`, or marks it as just seen; false when it was already there. */
  add(key: string): boolean {
    const seen = this.keys.delete(key);
    this.keys.add(key);
    if (this.keys.size > this.maxEntries) this.keys.delete(this.keys.values().next().value as string);
    return !seen;
  }

  /** Forgets `key`. */
  delete(key: string): void {
    this.keys.delete(key);
  }
}

/** A longer key is not kept: the service's are under 200 characters, a store must not hold a body's worth each. */
const MAX_KEY_LENGTH = 1024;

/** Every object's keys in one order, so that the same data digests the same however its keys came. */
const sortedKeys = (_key: string, value: unknown) =>
  isObject(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value;

/** The SHA-256 of `data` as canonical JSON, in hex; `undefined` for data nested too deep to write out. */
async function digestOf(data: unknown): Promise<string | undefined> {
  let text: string;
  try {
    text = JSON.stringify(data, sortedKeys);
  } catch {
    return undefined;
  }
  return Array.from(await sha256(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What identifies a delivery across the service's retries (it resends the same body): webhook, topic,
 * resource id, `updated_at` and a digest of `data`, so that two changes of a record within one second of
 * `updated_at` are two notifications. `target_url` (it carries the secret) is left out. `undefined` (not
 * deduplicated) without a resource id, for data too deep to digest, or for a topic or `updated_at` far
 * longer than the service's.
 */
export async function dedupeKey(notification: ParsedNotification): Promise<string | undefined> {
  const resource = resourceOf(notification);
  const id = resource?.id;
  if (typeof id !== 'number' && typeof id !== 'string') return undefined;
  const updatedAt = typeof resource?.updated_at === 'string' ? resource.updated_at : '';
  const digest = await digestOf(notification.data);
  if (digest === undefined) return undefined;
  const key = JSON.stringify([notification.webhook_id, notification.topic, id, updatedAt, digest]);
  return key.length > MAX_KEY_LENGTH ? undefined : key;
}
