import { memoryStore } from './memory-store.ts';
import type { RemoteStore } from './store.ts';

/** Where to keep the remote server's state. */
export interface OpenRemoteStoreOptions {
  /** A file path (SQLite), `postgres://…` or `redis://…`. */
  store?: string;
  /** The key that encrypts values at rest: 32 bytes, base64 (`PIKE13_MCP_STORE_KEY`). */
  key?: string;
}

/** Opens the store the options name. Until the persistent stores land: this process's memory. */
export async function openRemoteStore(_options: OpenRemoteStoreOptions = {}): Promise<RemoteStore> {
  return memoryStore();
}
