import type { Pool } from 'pg';
import { redactSecrets, safeCause } from '../../core/redact.ts';
import { passwordsIn, withoutPassword } from '../../core/url-password.ts';
import type { RemoteStore, StoreSpace } from './store.ts';
import { canHold, checkPut } from './store-input.ts';

/** Connections a process keeps: enough for concurrent sign-ins, few enough for a fleet on one server. */
const POOL_SIZE = 5;
/** How many expired rows a write removes at most: growth stays bounded, no write pays for a backlog. */
const SWEEP_BATCH = 100;
/** One lock id for the schema's creation, so that processes starting together never race on it. */
const SCHEMA_LOCK = 0x70316d63;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS pike13_mcp_store (
    space text NOT NULL,
    key text NOT NULL,
    value text NOT NULL,
    expires_at timestamptz,
    PRIMARY KEY (space, key)
  );
  CREATE INDEX IF NOT EXISTS pike13_mcp_store_expiry ON pike13_mcp_store (expires_at)
    WHERE expires_at IS NOT NULL;
`;

/** Still live at the database's clock: every process of a fleet agrees on what has expired. */
const LIVE = '(expires_at IS NULL OR expires_at > clock_timestamp())';

/**
 * The store in one Postgres table through `pg` (an optional peer), shared by every process of a fleet.
 * `take` is one `DELETE … RETURNING`: of concurrent takes, the row lock lets exactly one have the row.
 */
class PostgresStore implements RemoteStore {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async put(space: StoreSpace, key: string, value: unknown, ttlMs?: number): Promise<void> {
    const json = checkPut(space, key, value, ttlMs);
    await this.#pool.query(
      `WITH swept AS (
         DELETE FROM pike13_mcp_store WHERE (space, key) IN (SELECT space, key FROM pike13_mcp_store
           WHERE expires_at <= clock_timestamp() LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED))
       INSERT INTO pike13_mcp_store (space, key, value, expires_at)
       VALUES ($1, $2, $3, clock_timestamp() + $4::bigint * interval '1 millisecond')
       ON CONFLICT (space, key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
      [space, key, json, ttlMs ?? null],
    );
  }

  async get(space: StoreSpace, key: string): Promise<unknown> {
    if (!canHold(space, key)) return undefined;
    const { rows } = await this.#pool.query(
      `SELECT value FROM pike13_mcp_store WHERE space = $1 AND key = $2 AND ${LIVE}`,
      [space, key],
    );
    return parsed(rows[0]);
  }

  async take(space: StoreSpace, key: string): Promise<unknown> {
    if (!canHold(space, key)) return undefined;
    const { rows } = await this.#pool.query(
      `DELETE FROM pike13_mcp_store WHERE space = $1 AND key = $2 RETURNING value, ${LIVE} AS live`,
      [space, key],
    );
    return rows[0]?.live ? parsed(rows[0]) : undefined;
  }

  async delete(space: StoreSpace, key: string): Promise<void> {
    if (!canHold(space, key)) return;
    await this.#pool.query('DELETE FROM pike13_mcp_store WHERE space = $1 AND key = $2', [space, key]);
  }

  async close(): Promise<void> {
    if (!this.#pool.ended) await this.#pool.end();
  }
}

function parsed(row: { value: string } | undefined): unknown {
  return row === undefined ? undefined : JSON.parse(row.value);
}

/** Connects to the Postgres database at `url` (`postgres://…`) and creates the store's table if needed. */
export async function openPostgresStore(url: string): Promise<RemoteStore> {
  let pg: { Pool: typeof Pool };
  try {
    const loaded = await import('pg');
    pg = loaded.default ?? loaded;
  } catch (cause) {
    throw new Error('Postgres needs the pg package: npm install pg', { cause });
  }
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection the server drops is replaced on the next query; unheard, its error ends the process.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK})`);
      await client.query(SCHEMA);
      await client.query('COMMIT');
      client.release();
    } catch (error) {
      client.release(true); // dropped, never reused in the middle of a failed transaction
      throw error;
    }
  } catch (error) {
    await pool.end().catch(() => {});
    const secrets = passwordsIn(url);
    const message = redactSecrets(`cannot open the Postgres store at ${withoutPassword(url)}`, secrets);
    throw new Error(message, { cause: safeCause(error, secrets) });
  }
  return new PostgresStore(pool);
}
