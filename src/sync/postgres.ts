import type { Client } from 'pg';
import { redactUrl } from '../core/redact.ts';
import type { Dialect, SqlDatabase } from './database.ts';
import { Mirror } from './mirror.ts';

const POSTGRES: Dialect = {
  types: { id: 'bigint', number: 'double precision', boolean: 'boolean', text: 'text', json: 'jsonb' },
  param: (n) => `$${n}`,
  boolean: (value) => value,
  time: (expression) => `(${expression})::timestamptz`,
};

/** Postgres through `pg` (an optional peer dependency), one connection, one transaction a batch. */
class PostgresDatabase implements SqlDatabase {
  readonly dialect = POSTGRES;
  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  async exec(sql: string): Promise<void> {
    await this.#client.query(sql);
  }

  async query(sql: string, params: readonly unknown[] = []): Promise<Record<string, unknown>[]> {
    return (await this.#client.query(sql, [...params])).rows;
  }

  async transaction(work: () => Promise<void>): Promise<void> {
    await this.#client.query('BEGIN');
    try {
      await work();
      await this.#client.query('COMMIT');
    } catch (error) {
      await this.#client.query('ROLLBACK');
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.#client.end();
  }
}

/** Connects to the Postgres database at `url` (`postgres://…`) as a mirror; needs the `pg` package. */
export async function openPostgresMirror(url: string): Promise<Mirror> {
  let pg: { Client: typeof Client };
  try {
    const loaded = await import('pg');
    pg = loaded.default ?? loaded;
  } catch (cause) {
    throw new Error('Postgres needs the pg package: npm install pg', { cause });
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (cause) {
    throw new Error(`cannot connect to Postgres at ${withoutPassword(url)}`, { cause });
  }
  return new Mirror(new PostgresDatabase(client));
}

/**
 * The URL with its password replaced, for messages: a secret never appears in an error. A password in the
 * query (`pg` reads `?password=`) goes the way of the SDK's other secret params (`redactUrl`).
 */
export function withoutPassword(url: string): string {
  if (!URL.canParse(url)) return 'the given URL';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return redactUrl(parsed.toString());
}
