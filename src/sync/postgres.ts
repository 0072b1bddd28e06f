import type { Client } from 'pg';
import { redactSecrets, safeCause } from '../core/redact.ts';
import { passwordsIn, withoutPassword } from '../core/url-password.ts';
import type { Dialect, SqlDatabase } from './database.ts';
import { Mirror } from './mirror.ts';

export { withoutPassword };

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
  } catch (error) {
    // pg's error may quote the URL or its parts: the cause goes through the SDK's safeCause, the password
    // redacted wherever it appears.
    const secrets = passwordsIn(url);
    const message = redactSecrets(`cannot connect to Postgres at ${withoutPassword(url)}`, secrets);
    throw new Error(message, { cause: safeCause(error, secrets) });
  }
  return new Mirror(new PostgresDatabase(client));
}
