import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { sync } from '../../src/sync/changes.ts';
import { syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { openSqliteMirror } from '../../src/sync/sqlite.ts';
import { VISIT_FIELDS } from '../../src/sync/visits.ts';
import { call, sandboxFor, sdk } from '../sandbox/support.ts';
import { mirroredRows, tempDb, typedColumns } from '../support/sync-mirror.ts';

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

/** The query of a page of visits: every detail field, rows with a visit id, keyset pages of 500. */
const visitsQuery = (page: Record<string, unknown>) => ({
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

/** Every enrollment of the service that is a visit (waitlist entries left out), by visit id. */
async function serviceVisits(sandbox: Sandbox) {
  const rows = await sdk(sandbox)
    .reports.enrollments.select(...VISIT_FIELDS)
    .all();
  const visits = rows.filter((row) => row.visit_id !== null);
  expect(visits.length).toBeLessThan(rows.length);
  return visits.sort((a, b) => (a.visit_id as number) - (b.visit_id as number));
}

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

describe('sync of visits, from the enrollments report of the sandbox', () => {
  it(
    'mirrors every visit, row and typed column, in keyset pages; a visit gone is marked deleted',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 60 });
      const file = tempDb();
      const bodies = await syncVisits(sandbox, file);
      expect(bodies).toHaveLength(2);
      expect(bodies[0]).toEqual(visitsQuery({}));
      expect(bodies[1]).toEqual(visitsQuery({ starting_after: expect.stringMatching(/^\S+$/) }));
      const visits = await serviceVisits(sandbox);
      const rows = mirroredRows(file, 'visits');
      expect(rows.map((row) => JSON.parse(row._raw as string))).toEqual(visits);
      const typed = visits.map((visit) => typedColumns('visits', visit));
      expect(rows.map(({ _raw, _deleted_at, _merged_into_id, ...columns }) => columns)).toEqual(typed);

      const gone = visits[3]?.visit_id as number;
      const deleted = await call(sandbox, 'DELETE', `/api/v2/desk/visits/${gone}`, {
        token: sandbox.tokens.staff,
      });
      expect(deleted.status).toBeLessThan(300);
      await syncVisits(sandbox, file);
      expect(mirroredRows(file, 'visits', `"visit_id" = ${gone}`)).toEqual([
        expect.objectContaining({ visit_id: gone, _deleted_at: expect.any(String) }),
      ]);
      expect(mirroredRows(file, 'visits').map((row) => JSON.parse(row._raw as string))).toEqual(
        await serviceVisits(sandbox),
      );
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
