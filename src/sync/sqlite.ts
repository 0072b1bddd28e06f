import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { loadNodeSqlite } from '../internal/node-sqlite.ts';
import type { Dialect, SqlDatabase } from './database.ts';
import { Mirror } from './mirror.ts';

const SQLITE: Dialect = {
  types: { id: 'INTEGER', number: 'REAL', boolean: 'INTEGER', text: 'TEXT', json: 'TEXT' },
  param: () => '?',
  boolean: (value) => (value ? 1 : 0),
  time: (expression) => `julianday(${expression})`,
};

/**
 * SQLite through Node's built-in `node:sqlite` (unflagged from Node 22.13): no native module to download or
 * compile. WAL journal: a killed process loses nothing it committed; a sync and a webhook receiver may share the
 * file (each waits up to 5 s for the other's transaction, the wait set before anything takes a lock).
 */
class SqliteDatabase implements SqlDatabase {
  readonly dialect = SQLITE;
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.#db = db;
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL');
  }

  async exec(sql: string): Promise<void> {
    this.#db.exec(sql);
  }

  async query(sql: string, params: readonly unknown[] = []): Promise<Record<string, unknown>[]> {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    const values = params as SQLInputValue[];
    if (/^\s*SELECT|\bRETURNING\b/i.test(sql)) return statement.all(...values) as Record<string, unknown>[];
    statement.run(...values);
    return [];
  }

  async transaction(work: () => Promise<void>): Promise<void> {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      await work();
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}

/** Opens (creating it if needed) a SQLite mirror in the file at `path`. */
export async function openSqliteMirror(path: string): Promise<Mirror> {
  return new Mirror(await openSqliteDatabase(path));
}

/** Opens (creating it if needed) the SQLite file at `path` as a database the mirror writes through. */
export async function openSqliteDatabase(path: string): Promise<SqlDatabase> {
  const sqlite = await loadNodeSqlite();
  return new SqliteDatabase(new sqlite.DatabaseSync(path));
}
