import { InputError } from '../core/errors.ts';
import type { ParsedNotification } from './notification.ts';
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

/** A longer key is not kept: the service's are under 100 characters, a store must not hold a body's worth each. */
const MAX_KEY_LENGTH = 1024;

/**
 * What identifies a notification across retries: webhook, topic, resource id and `updated_at`;
 * `undefined` (not deduplicated) without a resource id or when those are far longer than the service's.
 */
export function dedupeKey(notification: ParsedNotification): string | undefined {
  const resource = resourceOf(notification);
  const id = resource?.id;
  if (typeof id !== 'number' && typeof id !== 'string') return undefined;
  const updatedAt = typeof resource?.updated_at === 'string' ? resource.updated_at : '';
  const key = JSON.stringify([notification.webhook_id, notification.topic, id, updatedAt]);
  return key.length > MAX_KEY_LENGTH ? undefined : key;
}
