import { InputError } from '../../core/errors.ts';
import type { StoreSpace } from './store.ts';

const SPACES: ReadonlySet<string> = new Set<StoreSpace>([
  'clients',
  'pending',
  'codes',
  'access',
  'refresh',
  'pike13',
]);
/** A SHA-256 in hex is 64; a client id or a URL-shaped client id stays well under this. */
const MAX_KEY = 2048;
/** A year: longer than any credential the server gives, short enough to catch seconds taken for ms. */
const MAX_TTL_MS = 366 * 86_400_000;

/**
 * Refuses a space the contract does not name and a key that is not a non-empty string. `false` for a key
 * longer than any record's: a lookup of it (a hostile client id) finds nothing, without a query.
 */
export function canHold(space: StoreSpace, key: string): boolean {
  if (typeof space !== 'string' || !SPACES.has(space)) {
    throw new InputError(`space: one of ${[...SPACES].join(', ')}`, 'space');
  }
  if (typeof key !== 'string' || key === '') throw new InputError('key: a non-empty string', 'key');
  return key.length <= MAX_KEY;
}

/** Refuses a lifetime that is not a positive whole number of milliseconds (or too long for a timer). */
export function checkTtl(ttlMs: number | undefined): void {
  if (ttlMs === undefined) return;
  if (!Number.isSafeInteger(ttlMs) || ttlMs <= 0 || ttlMs > MAX_TTL_MS) {
    throw new InputError(`ttlMs: a whole number of milliseconds from 1 to ${MAX_TTL_MS}`, 'ttlMs');
  }
}

/** The value as JSON text; a value JSON cannot hold (`undefined`, a function, a cycle, a bigint) is refused. */
export function toJson(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (cause) {
    throw new InputError('value: a JSON value (no cycles, no bigint)', 'value', { cause });
  }
  if (text === undefined) throw new InputError('value: a JSON value, not undefined or a function', 'value');
  return text;
}

/** Checks all of a `put`'s input, then gives the value as JSON text. */
export function checkPut(space: StoreSpace, key: string, value: unknown, ttlMs: number | undefined): string {
  if (!canHold(space, key)) throw new InputError(`key: at most ${MAX_KEY} characters`, 'key');
  checkTtl(ttlMs);
  return toJson(value);
}
