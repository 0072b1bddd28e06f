import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { sync } from '../../src/sync/changes.ts';
import { syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { openSqliteMirror } from '../../src/sync/sqlite.ts';
import { call, movableClock, sandboxFor, sdk } from '../sandbox/support.ts';
import {
  mirroredRows,
  rewritten,
  serviceVisits as serviceVisitsOf,
  tempDb,
  typedColumns,
  visitsQuery,
  writtenAt,
} from '../support/sync-mirror.ts';

const SLOW = { timeout: 60_000 };
type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;

/** The SDK against the sandbox, the body of every report query it sends recorded. */
function recordingClient(sandbox: Sandbox) {
  const bodies: unknown[] = [];
  const client = new Pike13({
    baseUrl: sandbox.url,
    accessToken: sandbox.tokens.staff,
    rateLimit: false,
    maxRetries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      expect(`${request.method} ${new URL(request.url).pathname}`).toBe(
        'POST /desk/api/v3/reports/enrollments/queries',
      );
      bodies.push(await request.clone().json());
      return fetch(request);
    },
  });
  return { client, bodies };
}

/** Every visit of the sandbox, by visit id. */
const serviceVisits = (sandbox: Sandbox) => serviceVisitsOf(sandbox.url, sandbox.tokens.staff);

async function syncVisits(sandbox: Sandbox, file: string) {
  const { client, bodies } = recordingClient(sandbox);
  const mirror = await openSqliteMirror(file);
  try {
    await syncIntoMirror(client, mirror, { resources: ['visits'] });
  } finally {
    await mirror.close();
  }
  return bodies;
}

/** The incremental run's first query: each date's counts of the window, `service_date` after `date`. */
const fingerprintQuery = (date: string) => ({
  data: {
    type: 'queries',
    attributes: {
      group: 'service_date',
      filter: [
        'and',
        [
          ['nemp', 'visit_id'],
          ['gt', 'service_date', date],
        ],
      ],
      fields: [
        'visit_count',
        'completed_enrollment_count',
        'late_canceled_enrollment_count',
        'noshowed_enrollment_count',
        'registered_enrollment_count',
        'reserved_enrollment_count',
        'is_paid_count',
      ],
      page: { limit: 500 },
    },
  },
});

/** The incremental run's second query: the window's visits stamped after `time` (a state entered since). */
const stampedQuery = (date: string, time: string) => {
  const query = visitsQuery({});
  const stamps = ['registered_at', 'completed_at', 'noshow_at', 'cancelled_at'].map((field) => [
    'gt',
    field,
    time,
  ]);
  const filter = [
    'and',
    [
      ['nemp', 'visit_id'],
      ['gt', 'service_date', date],
      ['or', stamps],
    ],
  ];
  return { data: { ...query.data, attributes: { ...query.data.attributes, filter } } };
};

/** The query of the visits of only the dates whose counts moved. */
const datesQuery = (dates: string[]) => {
  const query = visitsQuery({});
  const eq = dates.map((date) => ['eq', 'service_date', date]);
  const filter = ['and', [['nemp', 'visit_id'], eq.length === 1 ? eq[0] : ['or', eq]]];
  return { data: { ...query.data, attributes: { ...query.data.attributes, filter } } };
};

/** The rows of the mirror's visits, as their raw JSON. */
const mirroredVisits = (file: string) =>
  mirroredRows(file, 'visits').map((row) => JSON.parse(row._raw as string));

describe('sync of visits, from the enrollments report of the sandbox', () => {
  it('mirrors every visit, row and typed column, in keyset pages', SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 60 });
    const file = tempDb();
    const bodies = await syncVisits(sandbox, file);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual(visitsQuery({}));
    expect(bodies[1]).toEqual(visitsQuery({ starting_after: expect.stringMatching(/^\S+$/) }));
    const visits = await serviceVisits(sandbox);
    // Waitlist entries (no visit_id) are left out.
    const enrollments = await sdk(sandbox).reports.enrollments.select('visit_id').all();
    expect(visits.length).toBeLessThan(enrollments.length);
    const rows = mirroredRows(file, 'visits');
    expect(rows.map((row) => JSON.parse(row._raw as string))).toEqual(visits);
    const typed = visits.map((visit) => typedColumns('visits', visit));
    expect(rows.map(({ _raw, _deleted_at, _merged_into_id, ...columns }) => columns)).toEqual(typed);
  });

  it(
    'a later run reads the window from 7 days before the last, writes what changed in it and marks what left it',
    SLOW,
    async () => {
      const clock = movableClock();
      const sandbox = await sandboxFor({ clients: 60, now: clock.now });
      const token = sandbox.tokens.staff;
      const file = tempDb();
      await syncVisits(sandbox, file);
      const before = writtenAt(file, 'visits');
      const visits = await serviceVisits(sandbox);
      // The sandbox's clock reads 2026-03-02T12:00:00Z: the next window is after 2026-02-23.
      const inWindow = visits.filter((visit) => (visit.service_date as string) > '2026-02-23');
      const registered = inWindow.find((visit) => visit.state === 'registered')?.visit_id as number;
      const removed = inWindow.find((visit) => visit.visit_id !== registered)?.visit_id as number;
      const old = visits.find((visit) => (visit.service_date as string) < '2026-02-01')?.visit_id as number;
      expect(inWindow.length).toBeLessThan(500);
      clock.advance(3_600_000);
      for (const id of [removed, old]) {
        expect((await call(sandbox, 'DELETE', `/api/v2/desk/visits/${id}`, { token })).status).toBe(200);
      }
      const completed = await call(sandbox, 'PUT', `/api/v2/desk/visits/${registered}`, {
        token,
        body: { visit: { state_event: 'complete' } },
      });
      expect(completed.status).toBe(200);

      const bodies = await syncVisits(sandbox, file);
      // The counts find the two dates that moved, the stamps (after the first run began, by the service's
      // clock, less a second) the one completed; only the visits of those dates are read again.
      const dates = inWindow
        .filter((visit) => visit.visit_id === registered || visit.visit_id === removed)
        .map((visit) => visit.service_date as string);
      expect(bodies).toEqual([
        fingerprintQuery('2026-02-23'),
        stampedQuery('2026-02-23', '2026-03-02T11:59:59.000Z'),
        datesQuery([...new Set(dates)].sort()),
      ]);
      // The changed visit is written again, the one deleted in the window marked; no other row is touched.
      expect(rewritten(before, writtenAt(file, 'visits'))).toEqual(
        [registered, removed].sort((a, b) => a - b),
      );
      expect(mirroredRows(file, 'visits', `"visit_id" = ${registered}`)).toEqual([
        expect.objectContaining({ state: 'completed', _deleted_at: null }),
      ]);
      expect(mirroredRows(file, 'visits', `"visit_id" = ${removed}`)).toEqual([
        expect.objectContaining({ _deleted_at: expect.any(String) }),
      ]);
      // A visit deleted before the window is not seen by an incremental run: --full records it.
      expect(mirroredRows(file, 'visits', `"visit_id" = ${old}`)).toEqual([
        expect.objectContaining({ _deleted_at: null }),
      ]);
      const service = await serviceVisits(sandbox);
      expect(mirroredVisits(file).filter((visit) => visit.visit_id !== old)).toEqual(service);

      const mirror = await openSqliteMirror(file);
      await syncIntoMirror(sdk(sandbox), mirror, { resources: ['visits'], full: true });
      await mirror.close();
      expect(mirroredVisits(file)).toEqual(service);
      expect(mirroredRows(file, 'visits', `"visit_id" = ${old}`)).toEqual([
        expect.objectContaining({ _deleted_at: expect.any(String) }),
      ]);
    },
  );

  it(
    'a run resumed from the cursor of its first page reads the page after it: nothing skipped or repeated',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 60 });
      const { client, bodies } = recordingClient(sandbox);
      const ids: number[] = [];
      let cursor: string | undefined;
      for await (const batch of sync(client, { resources: ['visits'] })) {
        for (const change of batch.changes) if (change.op === 'upsert') ids.push(change.id);
        cursor = batch.cursor;
        break;
      }
      expect(ids).toHaveLength(500);
      const ends: string[] = [];
      for await (const batch of sync(client, { resources: ['visits'], cursor })) {
        for (const change of batch.changes) {
          if (change.op === 'upsert') ids.push(change.id);
          else ends.push(change.op);
        }
      }
      expect(bodies).toEqual([visitsQuery({}), visitsQuery({ starting_after: expect.any(String) })]);
      expect(ends).toEqual(['sweep-end']);
      const expected = (await serviceVisits(sandbox)).map((visit) => visit.visit_id);
      expect([...ids].sort((a, b) => a - b)).toEqual(expected);
    },
  );
});
