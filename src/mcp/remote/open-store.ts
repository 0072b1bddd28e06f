import { InputError } from '../../core/errors.ts';
import { withoutPassword } from '../../core/url-password.ts';
import { memoryStore } from './memory-store.ts';
import { sealedStore } from './sealed-store.ts';
import type { RemoteStore } from './store.ts';
import { importStoreKey, MAKE_A_KEY, STORE_KEY_VARIABLE } from './store-key.ts';

/** Where to keep the remote server's state. */
export interface OpenRemoteStoreOptions {
  /** A SQLite file path (default `pike13-mcp.db`), `postgres://…`, `redis://…`, or `memory`. */
  store?: string;
  /** The key that encrypts values at rest: 32 bytes, base64 (`PIKE13_MCP_STORE_KEY`). */
  key?: string;
}

/** The SQLite file the store is in when none is named: in the working directory. */
export const DEFAULT_STORE = 'pike13-mcp.db';

/** The one store that needs no key: this process's memory, which nothing outlives. */
const MEMORY = /^memory:?$/i;
const POSTGRES = /^postgres(?:ql)?:\/\//i;
const REDIS = /^rediss?:\/\//i;
const SQLITE = /^sqlite:(?:\/\/)?/i;
const OTHER_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Opens the store the options name, its values sealed with `key`. Every store but `memory` outlives the
 * process and holds Pike13 tokens: without a key it is refused, and a key that did not seal it too.
 */
export async function openRemoteStore(options: OpenRemoteStoreOptions = {}): Promise<RemoteStore> {
  const store = (options.store ?? DEFAULT_STORE).trim();
  if (MEMORY.test(store)) return memoryStore();
  if (store === '' || (OTHER_URL.test(store) && !POSTGRES.test(store) && !REDIS.test(store))) {
    throw new InputError('store: a SQLite file path, a postgres:// or redis:// URL, or memory', 'store');
  }
  if (options.key === undefined || options.key.trim() === '') {
    throw new InputError(
      `${STORE_KEY_VARIABLE} is not set: the store keeps Pike13 tokens sealed with it (${MAKE_A_KEY}); ` +
        'or choose --store memory (one process, forgotten on restart)',
      'key',
    );
  }
  await importStoreKey(options.key); // a malformed key is refused before a file or connection is opened
  const inner = await openBackend(store);
  try {
    return await sealedStore(inner, options.key);
  } catch (error) {
    await inner.close();
    throw error;
  }
}

function openBackend(store: string): Promise<RemoteStore> {
  if (POSTGRES.test(store)) return import('./postgres-store.ts').then((m) => m.openPostgresStore(store));
  if (REDIS.test(store)) return import('./redis-store.ts').then((m) => m.openRedisStore(store));
  return import('./sqlite-store.ts').then((m) => m.openSqliteStore(store.replace(SQLITE, '')));
}

/** Where the store is, for a banner: the kind and its place, a URL's password hidden. */
export function describeStore(store: string = DEFAULT_STORE): string {
  const named = store.trim();
  if (MEMORY.test(named)) return 'memory (one process, forgotten on restart)';
  if (POSTGRES.test(named)) return `Postgres ${withoutPassword(named)}`;
  if (REDIS.test(named)) return `Redis ${withoutPassword(named)}`;
  return `SQLite file ${named.replace(SQLITE, '')}`;
}
