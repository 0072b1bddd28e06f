import { describe, expect, it } from 'vitest';
import { type SyncIntoOptions, syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { openSqliteMirror } from '../../src/sync/sqlite.ts';
import type { SyncResource } from '../../src/sync/types.ts';
import { call, movableClock, sandboxFor } from '../sandbox/support.ts';
import {
  countingClient,
  mirroredRows,
  rewritten,
  serviceRecords,
  tempDb,
  typedColumns,
  writtenAt,
} from '../support/sync-mirror.ts';

const RESOURCES: SyncResource[] = ['people', 'invoices', 'plans'];
const SLOW = { timeout: 60_000 };

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;

/** One run of `syncIntoMirror` into the SQLite file: the requests it sent. */
async function syncOnce(sandbox: Sandbox, file: string, options: SyncIntoOptions = {}) {
  const { client, sent } = countingClient(sandbox.url, sandbox.tokens.staff);
  const mirror = await openSqliteMirror(file);
  try {
    await syncIntoMirror(client, mirror, options);
  } finally {
    await mirror.close();
  }
  return sent;
}

/**
 * The requests of an incremental run of a small studio, six in all, in two lanes read side by side. The
 * Core API's lane: a page of changed people, a page of the clients report's deleted people, a page of
 * changed invoices, the person plans report (one page of 500 rows, diffed against the last run's). The
 * visits' lane: the window's counts by date and its visits stamped since the last run (the bodies are
 * checked in visits.test.ts).
 */
const INCREMENTAL_RUN = [
  [
    expect.stringMatching(/^GET \/api\/v2\/desk\/people\?page=1&updated_since=[^&]+&sort=id$/),
    'POST /desk/api/v3/reports/clients/queries',
    expect.stringMatching(/^GET \/api\/v2\/desk\/invoices\?page=1&per_page=100&updated_since=[^&]+$/),
    'POST /desk/api/v3/reports/person_plans/queries',
  ],
  ['POST /desk/api/v3/reports/enrollments/queries', 'POST /desk/api/v3/reports/enrollments/queries'],
];

/** The requests of a run by lane, each in the order sent: the Core API's lists, then the visits. */
const lanes = (sent: string[]) => [
  sent.filter((request) => !request.includes('/enrollments/')),
  sent.filter((request) => request.includes('/enrollments/')),
];

/** Every live row equals the service's record: its raw JSON, and each typed column its field. */
async function expectMirrorEqualsService(sandbox: Sandbox, file: string, resources = RESOURCES) {
  for (const resource of resources) {
    const records = await serviceRecords(sandbox.url, sandbox.tokens.staff, resource);
    const rows = mirroredRows(file, resource);
    expect(rows.map((row) => JSON.parse(row._raw as string))).toEqual(records);
    const expected = records.map((record) => typedColumns(resource, record));
    expect(rows.map(({ _raw, _deleted_at, _merged_into_id, ...typed }) => typed)).toEqual(expected);
    expect(records.length).toBeGreaterThan(0);
  }
}

describe('syncIntoMirror into SQLite, against the sandbox', () => {
  it(
    'a first sync equals the service, every row and column; a second reads only what changed',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 60 });
      const file = tempDb();
      await syncOnce(sandbox, file);
      await expectMirrorEqualsService(sandbox, file);
      const second = await syncOnce(sandbox, file);
      expect(lanes(second)).toEqual(INCREMENTAL_RUN);
      await expectMirrorEqualsService(sandbox, file);
    },
  );

  it('changes and deletions made between runs arrive through the next incremental run', SLOW, async () => {
    const clock = movableClock();
    const sandbox = await sandboxFor({ clients: 40, now: clock.now });
    const file = tempDb();
    const token = sandbox.tokens.staff;
    const leaving = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token,
      body: { person: { first_name: 'Short', last_name: 'Stay' } },
    });
    const leavingId = leaving.body.people[0].id as number;
    await syncOnce(sandbox, file);
    clock.advance(60_000);
    expect((await call(sandbox, 'DELETE', `/api/v2/desk/people/${leavingId}`, { token })).status).toBe(200);
    // An invoice embeds its person's name, and renaming the person does not change the invoice (its
    // updated_at stays): a person without invoices is renamed, so that every invoice row stays comparable.
    const payers = new Set(
      (await serviceRecords(sandbox.url, token, 'invoices')).map((i) => (i.person as { id: number }).id),
    );
    const renamed = (await serviceRecords(sandbox.url, token, 'people')).find(
      (p) => !payers.has(p.id as number),
    );
    await call(sandbox, 'PUT', `/api/v2/desk/people/${renamed?.id}`, {
      token,
      body: { person: { first_name: 'Renamed' } },
    });
    const created = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token,
      body: { person: { first_name: 'New', last_name: 'Client' } },
    });
    const pack = (await serviceRecords(sandbox.url, token, 'plans')).find((plan) => plan.type === 'Pack');
    expect((await call(sandbox, 'DELETE', `/api/v2/desk/packs/${pack?.id}`, { token })).status).toBeLessThan(
      300,
    );

    const plansBefore = writtenAt(file, 'plans');
    const sent = await syncOnce(sandbox, file);
    expect(lanes(sent)).toEqual(INCREMENTAL_RUN);
    // Only the plan the report no longer has is written (marked deleted).
    expect(rewritten(plansBefore, writtenAt(file, 'plans'))).toEqual([pack?.id]);
    expect(mirroredRows(file, 'people', `"id" = ${leavingId}`)).toEqual([
      expect.objectContaining({ id: leavingId, first_name: 'Short', _deleted_at: expect.any(String) }),
    ]);
    await expectMirrorEqualsService(sandbox, file);
    const people = mirroredRows(file, 'people', `"id" IN (${renamed?.id}, ${created.body.people[0].id})`);
    expect(people.map((row) => row.first_name)).toEqual(['Renamed', 'New']);
    const gone = mirroredRows(file, 'plans', `"id" = ${pack?.id}`);
    expect(gone).toEqual([expect.objectContaining({ id: pack?.id, _deleted_at: expect.any(String) })]);
  });

  it('--full records as deleted the people the service no longer has', SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 30 });
    const file = tempDb();
    const token = sandbox.tokens.staff;
    const created = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token,
      body: { person: { first_name: 'Short', last_name: 'Stay' } },
    });
    const id = created.body.people[0].id as number;
    await syncOnce(sandbox, file);
    expect((await call(sandbox, 'DELETE', `/api/v2/desk/people/${id}`, { token })).status).toBeLessThan(300);
    await syncOnce(sandbox, file, { full: true, resources: ['people'] });
    expect(mirroredRows(file, 'people', `"id" = ${id}`)).toEqual([
      expect.objectContaining({ id, first_name: 'Short', _deleted_at: expect.any(String) }),
    ]);
    await expectMirrorEqualsService(sandbox, file, ['people']);
  });
});
