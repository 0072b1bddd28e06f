import { copyFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sync } from '../../src/sync/changes.ts';
import { syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { SYNC_RESOURCES } from '../../src/sync/sources.ts';
import { openSqliteMirror } from '../../src/sync/sqlite.ts';
import { call, movableClock, sandboxFor, sdk } from '../sandbox/support.ts';
import { deletedKeys, liveKeys, mirroredRows, serviceRecords, tempDb } from '../support/sync-mirror.ts';

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;

/** Stores the first `batches` batches of a sync into the mirror at `file`, then stops, as a killed run. */
async function stopAfter(sandbox: Sandbox, file: string, batches: number): Promise<number> {
  const mirror = await openSqliteMirror(file);
  let stored = 0;
  try {
    await mirror.prepare(SYNC_RESOURCES);
    const cursor = await mirror.cursor();
    for await (const batch of sync(sdk(sandbox), cursor === undefined ? {} : { cursor })) {
      if (stored === batches) break;
      await mirror.apply(batch);
      stored += 1;
    }
  } finally {
    await mirror.close();
  }
  return stored;
}

async function syncAll(sandbox: Sandbox, file: string, options: { full?: boolean } = {}) {
  const mirror = await openSqliteMirror(file);
  try {
    await syncIntoMirror(sdk(sandbox), mirror, options);
  } finally {
    await mirror.close();
  }
}

/**
 * Changes and deletions of every resource, made in the sandbox an hour after the first sync. The people and
 * the pack changed have no visit: an enrollments row shows its person's name and its plan, and a change of
 * those shows in visits before the window only to a `--full` run (visits.test.ts).
 */
async function changeTheStudio(sandbox: Sandbox) {
  const token = sandbox.tokens.staff;
  const visits = await sdk(sandbox)
    .reports.enrollments.select('visit_id', 'person_id', 'plan_id', 'service_date', 'state')
    .all();
  const invoices = await serviceRecords(sandbox.url, token, 'invoices');
  const busy = new Set([
    ...invoices.map((invoice) => (invoice.person as { id: number }).id),
    ...visits.map((visit) => visit.person_id),
  ]);
  const [renamed, leaving] = (await serviceRecords(sandbox.url, token, 'people')).filter(
    (person) => !busy.has(person.id as number),
  );
  await call(sandbox, 'PUT', `/api/v2/desk/people/${renamed?.id}`, {
    token,
    body: { person: { first_name: 'Re' } },
  });
  await call(sandbox, 'DELETE', `/api/v2/desk/people/${leaving?.id}`, { token });
  const paying = new Set(visits.map((visit) => visit.plan_id));
  const pack = (await serviceRecords(sandbox.url, token, 'plans')).find(
    (plan) => plan.type === 'Pack' && !paying.has(plan.id as number),
  );
  expect((await call(sandbox, 'DELETE', `/api/v2/desk/packs/${pack?.id}`, { token })).status).toBe(200);
  const recent = visits.filter((v) => v.visit_id !== null && (v.service_date as string) > '2026-02-23');
  const [completed, removed] = recent.filter((visit) => visit.state === 'registered');
  const complete = { visit: { state_event: 'complete' } };
  await call(sandbox, 'PUT', `/api/v2/desk/visits/${completed?.visit_id}`, { token, body: complete });
  await call(sandbox, 'DELETE', `/api/v2/desk/visits/${removed?.visit_id}`, { token });
}

describe('a sync stopped after any batch, then resumed', () => {
  it('leaves the mirror equal to a clean full sync, every row of every table, for a first and an incremental run', {
    timeout: 120_000,
  }, async () => {
    const clock = movableClock();
    const sandbox = await sandboxFor({ clients: 60, now: clock.now });
    const first = tempDb('first.db');
    const batchesOfFirst = await stopAfter(sandbox, first, Number.POSITIVE_INFINITY);
    clock.advance(3_600_000);
    await changeTheStudio(sandbox);
    clock.advance(60_000);
    const clean = tempDb('clean.db');
    await syncAll(sandbox, clean);

    const incremental = tempDb('incremental.db');
    copyFileSync(first, incremental);
    const batchesOfIncremental = await stopAfter(sandbox, incremental, Number.POSITIVE_INFINITY);
    expect(batchesOfIncremental).toBeGreaterThanOrEqual(5);
    expect(batchesOfIncremental).toBeLessThan(batchesOfFirst);

    // Stopped after each batch of the incremental run (a kill -9 loses at most the batch being written:
    // its transaction), then resumed: the same mirror as a clean full sync, whatever the stop.
    for (let stop = 1; stop < batchesOfIncremental; stop++) {
      const file = tempDb(`stopped-${stop}.db`);
      copyFileSync(first, file);
      expect(await stopAfter(sandbox, file, stop)).toBe(stop);
      await syncAll(sandbox, file);
      for (const table of SYNC_RESOURCES) {
        expect(mirroredRows(file, table), `${table}, stopped after ${stop}`).toEqual(
          mirroredRows(clean, table),
        );
        expect(deletedKeys(file, table), `${table}, stopped after ${stop}`).toEqual(
          deletedKeys(incremental, table),
        );
      }
    }
    // The rows deleted are those of the first sync the service no longer has: a person, a pack, a visit...
    for (const table of SYNC_RESOURCES) {
      const kept = new Set(liveKeys(clean, table));
      expect(deletedKeys(incremental, table), table).toEqual(
        liveKeys(first, table).filter((key) => !kept.has(key)),
      );
    }
    expect(SYNC_RESOURCES.map((table) => deletedKeys(incremental, table).length)).toEqual([1, 0, 1, 1]);

    // Stopped after each batch of a first run, then resumed: the same.
    for (const stop of [1, Math.floor(batchesOfFirst / 2), batchesOfFirst - 1]) {
      const file = tempDb(`first-stopped-${stop}.db`);
      expect(await stopAfter(sandbox, file, stop)).toBe(stop);
      await syncAll(sandbox, file);
      for (const table of SYNC_RESOURCES) {
        expect(mirroredRows(file, table, 'true'), `${table}, stopped after ${stop}`).toEqual(
          mirroredRows(clean, table, 'true'),
        );
      }
    }
  });
});
