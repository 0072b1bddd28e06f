import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { onTestFinished } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { columnsOf, columnValue, keyOf } from '../../src/sync/columns.ts';
import type { SyncResource } from '../../src/sync/types.ts';
import { VISIT_FIELDS } from '../../src/sync/visits.ts';

/** A SQLite file in a temporary folder, removed when the test ends. */
export function tempDb(name = 'studio.db'): string {
  const dir = mkdtempSync(join(tmpdir(), 'pike13-sync-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, name);
}

/**
 * The SDK against the sandbox at `url`, every request it sends recorded as `METHOD path?query`, and the
 * body of each POST.
 */
export function countingClient(url: string, token: string) {
  const sent: string[] = [];
  const bodies: unknown[] = [];
  const client = new Pike13({
    baseUrl: url,
    accessToken: token,
    rateLimit: false,
    maxRetries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const target = new URL(request.url);
      sent.push(`${request.method} ${target.pathname}${target.search}`);
      if (request.method === 'POST') bodies.push(await request.clone().json());
      return fetch(request);
    },
  });
  return { client, sent, bodies };
}

/** Every record of a desk list as the service sends it (raw JSON, every page), by id. */
export async function serviceRecords(
  url: string,
  token: string,
  resource: string,
): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const perPage = resource === 'people' ? '' : '&per_page=100';
    const answer = await fetch(`${url}/api/v2/desk/${resource}?page=${page}${perPage}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as Record<string, unknown>;
    records.push(...(body[resource] as Record<string, unknown>[]));
    if (!body.next) break;
  }
  return records.sort((a, b) => (a.id as number) - (b.id as number));
}

/** Every enrollment of the service that is a visit (waitlist entries left out), by visit id. */
export async function serviceVisits(url: string, token: string) {
  const reader = new Pike13({ baseUrl: url, accessToken: token, rateLimit: false, maxRetries: 0 });
  const rows = await reader.reports.enrollments.select(...VISIT_FIELDS).all();
  const visits = rows.filter((row) => row.visit_id !== null);
  return visits.sort((a, b) => (a.visit_id as number) - (b.visit_id as number));
}

/** The live rows of a mirrored SQLite table (deleted ones left out), every column but the sync's clock. */
export function mirroredRows(
  file: string,
  table: string,
  where = '"_deleted_at" IS NULL',
): Record<string, unknown>[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const key = keyOf(table as SyncResource);
    const rows = db.prepare(`SELECT * FROM "${table}" WHERE ${where} ORDER BY "${key}"`).all();
    return rows.map(({ _synced_at, _sweep, ...row }) => ({ ...row }));
  } finally {
    db.close();
  }
}

/** The keys of a mirrored table's rows that match `where`, in key order. */
export const keysOf = (file: string, table: SyncResource, where: string) =>
  mirroredRows(file, table, where).map((row) => row[keyOf(table)] as number);

/** The keys of the rows the mirror marked deleted. */
export const deletedKeys = (file: string, table: SyncResource) =>
  keysOf(file, table, '"_deleted_at" IS NOT NULL');

/** The keys of the rows of `table` still live in the mirror. */
export const liveKeys = (file: string, table: SyncResource) => keysOf(file, table, '"_deleted_at" IS NULL');

/** The query of a page of visits: every detail field, rows with a visit id, keyset pages of 500. */
export const visitsQuery = (page: Record<string, unknown>) => ({
  data: {
    type: 'queries',
    attributes: {
      fields: VISIT_FIELDS,
      filter: ['nemp', 'visit_id'],
      sort: ['key+'],
      page: { limit: 500, ...page },
    },
  },
});

/** When the mirror last wrote each row of a SQLite table (`_synced_at`), by the row's key. */
export function writtenAt(file: string, table: SyncResource): Map<number, unknown> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const key = keyOf(table);
    const rows = db.prepare(`SELECT "${key}" AS "key", "_synced_at" FROM "${table}"`).all();
    return new Map(rows.map((row) => [row.key as number, row._synced_at]));
  } finally {
    db.close();
  }
}

/** The keys of the rows the mirror wrote between two `writtenAt`, in order. */
export function rewritten(before: Map<number, unknown>, after: Map<number, unknown>): number[] {
  const ids = [...after].filter(([id, at]) => before.get(id) !== at).map(([id]) => id);
  return ids.sort((a, b) => a - b);
}

/** The typed columns a mirrored SQLite row of `resource` holds for `record` (booleans as 0 and 1). */
export function typedColumns(
  resource: SyncResource,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const column of columnsOf(resource)) {
    const value = columnValue(column, record);
    typed[column.name] = typeof value === 'boolean' ? Number(value) : value;
  }
  return typed;
}
