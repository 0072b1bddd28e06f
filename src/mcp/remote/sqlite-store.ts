import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { loadNodeSqlite } from '../../internal/node-sqlite.ts';
import type { RemoteStore, StoreSpace } from './store.ts';
import { canHold, checkPut } from './store-input.ts';

/** How many expired rows a write removes at most: growth stays bounded, no write pays for a backlog. */
const SWEEP_BATCH = 100;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS pike13_mcp_store (
    space TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    expires_at INTEGER,
    PRIMARY KEY (space, key)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS pike13_mcp_store_expiry ON pike13_mcp_store (expires_at)
    WHERE expires_at IS NOT NULL;
`;

/** A row as read back: the JSON text and when it expires (ms since the epoch), if it does. */
interface Row {
  value: string;
  expires_at: number | null;
}

/**
 * The store in one SQLite file through Node's `node:sqlite`. Each call is one statement, so `take` (a
 * `DELETE … RETURNING`) is atomic across every connection and process on the file. WAL journal, and a
 * 5 s wait for another process's write.
 */
class SqliteStore implements RemoteStore {
  readonly #db: DatabaseSync;
  readonly #put: StatementSync;
  readonly #get: StatementSync;
  readonly #take: StatementSync;
  readonly #delete: StatementSync;
  readonly #sweep: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL');
    db.exec(SCHEMA);
    this.#put = db.prepare(
      `INSERT INTO pike13_mcp_store (space, key, value, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (space, key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
    );
    this.#get = db.prepare('SELECT value, expires_at FROM pike13_mcp_store WHERE space = ? AND key = ?');
    this.#take = db.prepare(
      'DELETE FROM pike13_mcp_store WHERE space = ? AND key = ? RETURNING value, expires_at',
    );
    this.#delete = db.prepare('DELETE FROM pike13_mcp_store WHERE space = ? AND key = ?');
    this.#sweep = db.prepare(
      `DELETE FROM pike13_mcp_store WHERE (space, key) IN (SELECT space, key FROM pike13_mcp_store
       WHERE expires_at IS NOT NULL AND expires_at <= ? LIMIT ${SWEEP_BATCH})`,
    );
  }

  async put(space: StoreSpace, key: string, value: unknown, ttlMs?: number): Promise<void> {
    const json = checkPut(space, key, value, ttlMs);
    const now = Date.now();
    this.#sweep.run(now);
    this.#put.run(space, key, json, ttlMs === undefined ? null : now + ttlMs);
  }

  async get(space: StoreSpace, key: string): Promise<unknown> {
    if (!canHold(space, key)) return undefined;
    return live(this.#get.get(space, key) as Row | undefined);
  }

  async take(space: StoreSpace, key: string): Promise<unknown> {
    if (!canHold(space, key)) return undefined;
    return live(this.#take.get(space, key) as Row | undefined);
  }

  async delete(space: StoreSpace, key: string): Promise<void> {
    if (!canHold(space, key)) return;
    this.#delete.run(space, key);
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}

/** The row's value, unless it has expired (an expired row is swept later, never returned). */
function live(row: Row | undefined): unknown {
  if (row === undefined) return undefined;
  if (row.expires_at !== null && row.expires_at <= Date.now()) return undefined;
  return JSON.parse(row.value);
}

/** Opens (creating it if needed) the store in the SQLite file at `path`. */
export async function openSqliteStore(path: string): Promise<RemoteStore> {
  const sqlite = await loadNodeSqlite();
  let db: DatabaseSync;
  try {
    db = new sqlite.DatabaseSync(path);
  } catch (cause) {
    throw new Error(`cannot open the SQLite store at ${path}`, { cause });
  }
  try {
    return new SqliteStore(db);
  } catch (cause) {
    db.close();
    throw new Error(`cannot use ${path} as the store (not a SQLite file, or not writable)`, { cause });
  }
}
