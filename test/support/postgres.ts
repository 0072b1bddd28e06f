import pg from 'pg';
import { describe } from 'vitest';
import { keyOf } from '../../src/sync/columns.ts';
import type { SyncResource } from '../../src/sync/types.ts';
import { POSTGRES_BIN } from './postgres-cluster.ts';

export { type OwnPostgres, startPostgres } from './postgres-cluster.ts';

if (POSTGRES_BIN === undefined && process.env.CI) {
  throw new Error('PostgreSQL is not installed: CI needs it (.ci/run installs postgresql)');
}
if (POSTGRES_BIN === undefined) {
  console.warn('Postgres sync tests skipped: no initdb here (apt-get install postgresql)');
}

/** `describe` where a Postgres cluster can be started by a test, `describe.skip` otherwise (outside CI only). */
export const describeWithPostgres = POSTGRES_BIN === undefined ? describe.skip : describe;

/** The live rows of a mirrored Postgres table, every column but the sync's clock, `_raw` as parsed JSON. */
export async function postgresRows(url: string, table: string, where = '"_deleted_at" IS NULL') {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const key = keyOf(table as SyncResource);
    const { rows } = await client.query(`SELECT * FROM "${table}" WHERE ${where} ORDER BY "${key}"`);
    return rows.map(({ _synced_at, _sweep, ...row }) => row as Record<string, unknown>);
  } finally {
    await client.end();
  }
}
