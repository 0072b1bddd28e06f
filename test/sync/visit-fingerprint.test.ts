import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { openSqliteMirror } from '../../src/sync/sqlite.ts';
import { call, movableClock, sandboxFor } from '../sandbox/support.ts';
import { mirroredRows, rewritten, serviceVisits, tempDb, writtenAt } from '../support/sync-mirror.ts';

const SLOW = { timeout: 60_000 };
type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;
type Visit = Record<string, unknown>;

/**
 * One visits run into the mirror; the report queries it sent: `group` (each date's counts), `stamped` (the
 * visits stamped since the last run) or `rows` (the visits of some dates).
 */
async function syncVisits(sandbox: Sandbox, file: string): Promise<string[]> {
  const sent: string[] = [];
  const client = new Pike13({
    baseUrl: sandbox.url,
    accessToken: sandbox.tokens.staff,
    rateLimit: false,
    maxRetries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const body = (await request.clone().json()) as {
        data: { attributes: { group?: string; filter: unknown } };
      };
      const { group, filter } = body.data.attributes;
      const stamped = JSON.stringify(filter).includes('"completed_at"');
      sent.push(group !== undefined ? 'group' : stamped ? 'stamped' : 'rows');
      return fetch(request);
    },
  });
  const mirror = await openSqliteMirror(file);
  try {
    await syncIntoMirror(client, mirror, { resources: ['visits'] });
  } finally {
    await mirror.close();
  }
  return sent;
}

/** The mirror's live visits (not marked deleted), as their raw JSON, in id order. */
const liveVisits = (file: string) =>
  mirroredRows(file, 'visits', '"_deleted_at" IS NULL').map((row) => JSON.parse(row._raw as string));

describe('an incremental sync of visits narrowed by fingerprints, against the sandbox', () => {
  it('sends one query when nothing changed, and finds each kind of change between runs', SLOW, async () => {
    const clock = movableClock();
    const sandbox = await sandboxFor({ clients: 60, now: clock.now });
    const token = sandbox.tokens.staff;
    const file = tempDb();
    const all = () => serviceVisits(sandbox.url, token);
    expect(await syncVisits(sandbox, file)).toEqual(['rows', 'rows']);
    // Nothing changed: the counts and the stamps, no visit read again, no row written again.
    let before = writtenAt(file, 'visits');
    expect(await syncVisits(sandbox, file)).toEqual(['group', 'stamped']);
    expect(rewritten(before, writtenAt(file, 'visits'))).toEqual([]);

    const visits = await all();
    const future = visits.filter((v) => (v.service_date as string) > '2026-03-03');
    const registered = future.filter((v) => v.state === 'registered');
    expect(registered.length).toBeGreaterThan(8);
    const put = async (visit: Visit, event: string) =>
      expect(
        (
          await call(sandbox, 'PUT', `/api/v2/desk/visits/${visit.visit_id}`, {
            token,
            body: { visit: { state_event: event } },
          })
        ).status,
      ).toBe(200);
    const remove = async (visit: Visit) =>
      expect((await call(sandbox, 'DELETE', `/api/v2/desk/visits/${visit.visit_id}`, { token })).status).toBe(
        200,
      );
    const book = async (personId: unknown, occurrenceId: unknown) => {
      const answer = await call(sandbox, 'POST', '/api/v2/desk/visits', {
        token,
        body: { visit: { person_id: personId, event_occurrence_id: occurrenceId } },
      });
      expect(answer.status).toBe(201);
      return (answer.body as { visits: [{ id: number }] }).visits[0].id;
    };
    const elsewhere = (visit: Visit) =>
      future.find(
        (v) =>
          v.service_date !== visit.service_date && v.person_id !== visit.person_id && v.person_id !== null,
      ) as Visit;
    const [a, b, c, d, e, f] = registered as unknown as [Visit, Visit, Visit, Visit, Visit, Visit];
    const changes: [string, () => Promise<unknown>, () => number][] = [
      ['completed', () => put(a, 'complete'), () => a.visit_id as number],
      ['no-show', () => put(b, 'noshow'), () => b.visit_id as number],
      ['late cancel', () => put(c, 'late_cancel'), () => c.visit_id as number],
      ['reset', () => put(a, 'reset'), () => a.visit_id as number],
      ['cancelled (deleted)', () => remove(d), () => d.visit_id as number],
    ];
    let created = 0;
    changes.push([
      'created',
      async () => {
        created = await book(elsewhere(e).person_id, e.event_occurrence_id);
      },
      () => created,
    ]);
    // A visit moved to another class of another date: the service deletes it and books the new one.
    let moved = 0;
    changes.push([
      'moved',
      async () => {
        const to = elsewhere(f);
        await remove(f);
        moved = await book(f.person_id, to.event_occurrence_id);
      },
      () => moved,
    ]);
    // Two changes of one date that keep its counts: one visit reset to registered, another completed.
    const rest = registered.slice(6);
    const done = rest.find((v) => rest.some((r) => r !== v && r.service_date === v.service_date)) as Visit;
    const undone = rest.find((r) => r !== done && r.service_date === done.service_date) as Visit;
    changes.push(['completed, to reset later', () => put(done, 'complete'), () => done.visit_id as number]);
    changes.push([
      'compensating',
      async () => {
        await put(done, 'reset');
        await put(undone, 'complete');
      },
      () => undone.visit_id as number,
    ]);
    for (const [name, change, idOf] of changes) {
      clock.advance(3_600_000);
      await change();
      before = writtenAt(file, 'visits');
      const sent = await syncVisits(sandbox, file);
      expect({ name, sent }).toEqual({ name, sent: ['group', 'stamped', 'rows'] });
      expect(rewritten(before, writtenAt(file, 'visits'))).toContain(idOf());
      expect(liveVisits(file)).toEqual(await all());
    }
    expect(mirroredRows(file, 'visits', `"visit_id" = ${d.visit_id}`)).toEqual([
      expect.objectContaining({ _deleted_at: expect.any(String) }),
    ]);
    expect(await syncVisits(sandbox, file)).toEqual(['group', 'stamped']);
  });
});
