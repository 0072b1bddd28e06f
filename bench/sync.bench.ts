import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';
import { syncIntoMirror } from '../src/sync/into-mirror.ts';
import { openMirror } from '../src/sync/open.ts';
import { SYNC_RESOURCES } from '../src/sync/sources.ts';
import { startPostgres } from '../test/support/postgres-cluster.ts';

/**
 * `pike13 sync` of a 10,000-client sandbox at the service's limits (the sandbox's rate limits on: 180 a
 * minute per token), the SDK's own limiter pacing it: requests, 429s, the rate in each full minute, the
 * request count of an incremental run right after, and the sizes of the SQLite file and the Postgres
 * tables. Then every mirrored row is compared with the service's record, read from a twin of the sandbox
 * (its saved state, rate limits off, so that checking does not wait on the limit).
 */
const CLIENTS = 10_000;

function countingClient(url: string, token: string, log: { at: number; status: number }[], rateLimit = true) {
  return new Pike13({
    baseUrl: url,
    accessToken: token,
    ...(rateLimit ? {} : { rateLimit: false }),
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      log.push({ at: performance.now(), status: response.status });
      return response;
    },
  });
}

async function timedSync(client: Pike13, db: string) {
  const mirror = await openMirror(db);
  const started = performance.now();
  await syncIntoMirror(client, mirror);
  await mirror.close();
  return performance.now() - started;
}

/** Requests in each full minute from the first request (the last, partial minute left out). */
function perFullMinute(log: { at: number }[]): number[] {
  const start = log[0]?.at ?? 0;
  const minutes: number[] = [];
  for (const { at } of log) {
    const index = Math.floor((at - start) / 60_000);
    minutes[index] = (minutes[index] ?? 0) + 1;
  }
  const full = Math.floor(((log.at(-1)?.at ?? start) - start) / 60_000);
  return minutes.slice(0, full).map((n) => n ?? 0);
}

async function serviceRecords(url: string, token: string, resource: string) {
  const records: unknown[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${url}/api/v2/desk/${resource}?page=${page}&per_page=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as Record<string, unknown>;
    records.push(...(body[resource] as unknown[]));
    if (!body.next) return records.sort((a, b) => (a as { id: number }).id - (b as { id: number }).id);
  }
}

async function mirroredRecords(db: string, resource: string): Promise<unknown[]> {
  const mirror = await openMirror(db);
  await mirror.close();
  if (db.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    const { rows } = await client.query(
      `SELECT "_raw" FROM "${resource}" WHERE "_deleted_at" IS NULL ORDER BY "id"`,
    );
    await client.end();
    return rows.map((row) => row._raw);
  }
  const { DatabaseSync } = await import('node:sqlite');
  const sqlite = new DatabaseSync(db, { readOnly: true });
  const rows = sqlite
    .prepare(`SELECT "_raw" FROM "${resource}" WHERE "_deleted_at" IS NULL ORDER BY "id"`)
    .all();
  sqlite.close();
  return rows.map((row) => JSON.parse(row._raw as string));
}

const sandbox = await createSandbox({ clients: CLIENTS });
const dir = await mkdtemp(join(tmpdir(), 'pike13-sync-bench-'));
const file = join(dir, 'studio.db');
const postgres = await startPostgres();
try {
  const first: { at: number; status: number }[] = [];
  const ms = await timedSync(countingClient(sandbox.url, sandbox.tokens.staff, first), file);
  const throttled = first.filter((r) => r.status === 429).length;
  const minutes = perFullMinute(first);
  const lowest = Math.min(...minutes);
  console.log(
    `   first full sync: ${first.length} requests in ${(ms / 1000).toFixed(1)} s, ${throttled} × 429; requests in each full minute: ${minutes.join(', ')} (lowest ${((100 * lowest) / 180).toFixed(1)} % of 180)`,
  );
  const second: { at: number; status: number }[] = [];
  const incrementalMs = await timedSync(countingClient(sandbox.url, sandbox.tokens.staff, second), file);
  console.log(
    `   incremental run right after: ${second.length} requests in ${(incrementalMs / 1000).toFixed(1)} s`,
  );

  const twin = await createSandbox({ data: sandbox.save(), rateLimit: false });
  const pgMs = await timedSync(countingClient(twin.url, twin.tokens.staff, [], false), postgres.url);
  console.log(`   the same studio into Postgres (limits off): ${(pgMs / 1000).toFixed(1)} s`);
  for (const resource of SYNC_RESOURCES) {
    // Postgres gives jsonb back with its keys reordered: compared as values, not as text.
    const records = await serviceRecords(twin.url, twin.tokens.staff, resource);
    const sqlite = await mirroredRecords(file, resource);
    const postgresRows = await mirroredRecords(postgres.url, resource);
    const count = records.length;
    if (!isDeepStrictEqual(sqlite, records)) throw new Error(`${resource}: the SQLite mirror differs`);
    if (!isDeepStrictEqual(postgresRows, records))
      throw new Error(`${resource}: the Postgres mirror differs`);
    console.log(
      `   ${resource}: ${count.toLocaleString('en-US')} rows, SQLite and Postgres equal to the service, every row`,
    );
  }
  await twin.close();

  const { DatabaseSync } = await import('node:sqlite');
  const sqlite = new DatabaseSync(file);
  sqlite.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  sqlite.close();
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const sizes = await client.query(
    `SELECT sum(pg_total_relation_size(quote_ident(name))) AS bytes FROM unnest($1::text[]) AS name`,
    [[...SYNC_RESOURCES, 'pike13_sync']],
  );
  await client.end();
  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  console.log(
    `   database sizes: SQLite file ${mb(statSync(file).size)}, Postgres tables ${mb(Number(sizes.rows[0].bytes))}`,
  );
} finally {
  await postgres.stop();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
}
