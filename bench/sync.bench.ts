import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';
import { keyOf } from '../src/sync/columns.ts';
import { syncIntoMirror } from '../src/sync/into-mirror.ts';
import { openMirror } from '../src/sync/open.ts';
import { SYNC_RESOURCES } from '../src/sync/sources.ts';
import type { SyncResource } from '../src/sync/types.ts';
import { VISIT_FIELDS } from '../src/sync/visits.ts';
import { startPostgres } from '../test/support/postgres-cluster.ts';

/**
 * `pike13 sync` of a 10,000-client sandbox at the service's limits (the sandbox's rate limits on: 180 a
 * minute per token), the SDK's own limiter pacing it: requests, 429s, the rate in each full minute, the
 * request count of an incremental run right after, and the sizes of the SQLite file and the Postgres
 * tables. Then every mirrored row is compared with the service's record, read from a twin of the sandbox
 * (its saved state, rate limits off, so that checking does not wait on the limit).
 */
const CLIENTS = Number(process.env.SYNC_BENCH_CLIENTS ?? 10_000);

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;

type Log = { at: number; status: number; path: string }[];

function countingClient(url: string, token: string, log: Log, rateLimit = true) {
  return new Pike13({
    baseUrl: url,
    accessToken: token,
    ...(rateLimit ? {} : { rateLimit: false }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request);
      log.push({ at: performance.now(), status: response.status, path: new URL(request.url).pathname });
      return response;
    },
  });
}

/** The requests of a run by endpoint: `GET /api/v2/desk/people × 2, …`. */
function byEndpoint(log: Log): string {
  const counts = new Map<string, number>();
  for (const { path } of log) counts.set(path, (counts.get(path) ?? 0) + 1);
  return [...counts].map(([path, n]) => `${path} × ${n}`).join(', ');
}

/** A request of the owner (its own rate bucket: the sync's token is not spent). */
async function change(url: string, token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
}

/**
 * A few changes and deletions between the runs: people renamed and one deleted (people with no visit and
 * no invoice: a visit's row shows its client's name, and old visits change only for `--full`), a pack no
 * visit used deleted, a visit of the window completed and one deleted.
 */
async function changeTheStudio(twin: Sandbox, url: string, token: string): Promise<string> {
  const [twinUrl, reading] = [twin.url, twin.tokens.staff];
  const reader = new Pike13({ baseUrl: twinUrl, accessToken: reading, rateLimit: false });
  const visits = await reader.reports.enrollments
    .select('visit_id', 'person_id', 'plan_id', 'service_date', 'state')
    .all();
  const invoices = (await serviceRecords(twinUrl, reading, 'invoices')) as { person: { id: number } }[];
  const busy = new Set([...visits.map((v) => v.person_id), ...invoices.map((i) => i.person.id)]);
  const people = (await serviceRecords(twinUrl, reading, 'people')) as { id: number }[];
  const idle = people.filter((person) => !busy.has(person.id)).slice(0, 6);
  for (const person of idle.slice(0, 5)) {
    await change(url, token, 'PUT', `/api/v2/desk/people/${person.id}`, {
      person: { first_name: 'Renamed' },
    });
  }
  await change(url, token, 'DELETE', `/api/v2/desk/people/${idle[5]?.id}`);
  const paying = new Set(visits.map((visit) => visit.plan_id));
  const plans = (await serviceRecords(twinUrl, reading, 'plans')) as { id: number; type: string }[];
  const pack = plans.find((plan) => plan.type === 'Pack' && !paying.has(plan.id));
  await change(url, token, 'DELETE', `/api/v2/desk/packs/${pack?.id}`);
  const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const recent = visits.filter((v) => v.state === 'registered' && (v.service_date as string) > today);
  await change(url, token, 'PUT', `/api/v2/desk/visits/${recent[0]?.visit_id}`, {
    visit: { state_event: 'complete' },
  });
  await change(url, token, 'DELETE', `/api/v2/desk/visits/${recent[1]?.visit_id}`);
  return `5 people renamed, 1 deleted, 1 pack deleted, 1 visit completed, 1 deleted`;
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
  if (resource === 'visits') {
    const reader = new Pike13({ baseUrl: url, accessToken: token, rateLimit: false });
    const rows = await reader.reports.enrollments.select(...VISIT_FIELDS).all();
    const visits = rows.filter((row) => row.visit_id !== null);
    return visits.sort((a, b) => (a.visit_id as number) - (b.visit_id as number));
  }
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

async function mirroredRecords(db: string, resource: SyncResource): Promise<unknown[]> {
  const mirror = await openMirror(db);
  await mirror.close();
  const key = keyOf(resource);
  if (db.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    const { rows } = await client.query(
      `SELECT "_raw" FROM "${resource}" WHERE "_deleted_at" IS NULL ORDER BY "${key}"`,
    );
    await client.end();
    return rows.map((row) => row._raw);
  }
  const { DatabaseSync } = await import('node:sqlite');
  const sqlite = new DatabaseSync(db, { readOnly: true });
  const rows = sqlite
    .prepare(`SELECT "_raw" FROM "${resource}" WHERE "_deleted_at" IS NULL ORDER BY "${key}"`)
    .all();
  sqlite.close();
  return rows.map((row) => JSON.parse(row._raw as string));
}

const sandbox = await createSandbox({ clients: CLIENTS });
const dir = await mkdtemp(join(tmpdir(), 'pike13-sync-bench-'));
const file = join(dir, 'studio.db');
const postgres = await startPostgres();
try {
  const first: Log = [];
  const ms = await timedSync(countingClient(sandbox.url, sandbox.tokens.staff, first), file);
  const throttled = first.filter((r) => r.status === 429).length;
  const minutes = perFullMinute(first);
  const lowest = Math.min(...minutes);
  console.log(
    `   first full sync: ${first.length} requests in ${(ms / 1000).toFixed(1)} s, ${throttled} × 429; requests in each full minute: ${minutes.join(', ')} (lowest ${((100 * lowest) / 180).toFixed(1)} % of 180)`,
  );
  const before = await createSandbox({ data: sandbox.save(), rateLimit: false });
  const changes = await changeTheStudio(before, sandbox.url, sandbox.tokens.owner);
  await before.close();
  const second: Log = [];
  const incrementalMs = await timedSync(countingClient(sandbox.url, sandbox.tokens.staff, second), file);
  console.log(
    `   incremental run right after (${changes}): ${second.length} requests in ${(incrementalMs / 1000).toFixed(1)} s, ${second.filter((r) => r.status === 429).length} × 429: ${byEndpoint(second)}`,
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
  const deleted = SYNC_RESOURCES.map((resource) => {
    const row = sqlite
      .prepare(`SELECT count(*) AS n FROM "${resource}" WHERE "_deleted_at" IS NOT NULL`)
      .get();
    return `${resource} ${row?.n}`;
  });
  const cursor = sqlite.prepare('SELECT length("cursor") AS n FROM pike13_sync').get();
  sqlite.close();
  console.log(
    `   rows marked deleted in SQLite: ${deleted.join(', ')}; the stored cursor: ${cursor?.n} bytes`,
  );
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const sizes = await client.query(
    `SELECT sum(pg_total_relation_size(quote_ident(name))) AS bytes FROM unnest($1::text[]) AS name`,
    [[...SYNC_RESOURCES, 'pike13_sync', 'pike13_sync_reread']],
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
