/** Where the remote MCP server keeps its OAuth state, shared by every process of a fleet. */
export interface RemoteStore {
  /** Stores a JSON value under `key` in `space`; it is gone after `ttlMs` when given. */
  put(space: StoreSpace, key: string, value: unknown, ttlMs?: number): Promise<void>;
  /** The value, or `undefined` when absent or expired. */
  get(space: StoreSpace, key: string): Promise<unknown>;
  /** Gets and deletes in one step: of two concurrent takes of one key, exactly one gets the value. */
  take(space: StoreSpace, key: string): Promise<unknown>;
  /** Deletes the value (no error when absent). */
  delete(space: StoreSpace, key: string): Promise<void>;
  /** Releases connections and files. */
  close(): Promise<void>;
}

/** The kinds of record: registered clients, sign-ins in progress, codes, access and refresh tokens, Pike13 grants. */
export type StoreSpace = 'clients' | 'pending' | 'codes' | 'access' | 'refresh' | 'pike13';
