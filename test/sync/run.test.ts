import { copyFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sync } from '../../src/sync/changes.ts';
import { syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { openSqliteMirror } from '../../src/sync/sqlite.ts';
import type { SyncResource } from '../../src/sync/types.ts';
import { call, movableClock, sandboxFor } from '../sandbox/support.ts';
import {
  countingClient,
  deletedKeys,
  mirroredRows,
  rewritten,
  serviceVisits,
  tempDb,
  visitsQuery,
  writtenAt,
} from '../support/sync-mirror.ts';

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;
type Diffed = Extract<SyncResource, 'visits'>;

const DAY = 86_400_000;
const SLOW = { timeout: 180_000 };

/**
 * What a consumer of `sync()` keeps besides each batch's changes: the batch's cursor only (its digests
 * dropped), or the digests too (in the mirror's table) while it resumes from the batch's cursor it kept.
 */
type Keeps = 'the cursor' | 'the cursor and the digests';

/** A consumer's read: the batches it stored, the cursor of the last, the requests sent and POST bodies. */
interface Consumed {
  batches: number;
  cursor: string | undefined;
  sent: string[];
  bodies: unknown[];
}

/**
 * A consumer that writes each batch's changes into the SQLite mirror at `file` and keeps the batch's cursor
 * itself (never the mirror's `cursor()`, which puts the digests back); it stops after `stop` batches.
 */
async function consume(
  sandbox: Sandbox,
  file: string,
  options: { resource: Diffed; cursor: string | undefined; keeps: Keeps; stop?: number },
): Promise<Consumed> {
  const { client, sent, bodies } = countingClient(sandbox.url, sandbox.tokens.staff);
  const mirror = await openSqliteMirror(file);
  const read: Consumed = { batches: 0, cursor: options.cursor, sent, bodies };
  try {
    await mirror.prepare([options.resource]);
    const from = options.cursor === undefined ? {} : { cursor: options.cursor };
    for await (const batch of sync(client, { resources: [options.resource], ...from })) {
      const { digests, ...changes } = batch;
      await mirror.apply(options.keeps === 'the cursor' || digests === undefined ? changes : batch);
      read.batches += 1;
      read.cursor = batch.cursor;
      if (read.batches === options.stop) break;
    }
  } finally {
    await mirror.close();
  }
  return read;
}

/** A run of `syncIntoMirror` of one resource (the mirror puts its digests back): its requests and batches. */
async function mirrorRun(sandbox: Sandbox, file: string, resource: Diffed): Promise<Consumed> {
  const { client, sent, bodies } = countingClient(sandbox.url, sandbox.tokens.staff);
  const mirror = await openSqliteMirror(file);
  let batches = 0;
  try {
    await syncIntoMirror(client, mirror, { resources: [resource], onBatch: () => batches++ });
    return { batches, cursor: await mirror.cursor(), sent, bodies };
  } finally {
    await mirror.close();
  }
}

/** The cursor the mirror at `file` gives a run: its last batch's, with the digests it kept put back. */
async function mirrorCursor(file: string): Promise<string | undefined> {
  const mirror = await openSqliteMirror(file);
  try {
    return await mirror.cursor();
  } finally {
    await mirror.close();
  }
}

/** The mirror at `file` holds what `clean` holds: the same live rows, the same rows marked deleted. */
function expectSameMirror(file: string, clean: string, table: SyncResource, label: string) {
  expect(mirroredRows(file, table), label).toEqual(mirroredRows(clean, table));
  expect(deletedKeys(file, table), label).toEqual(deletedKeys(clean, table));
}

/** Visits of the window after `date`: the first `count` registered ones, in visit id order. */
async function registeredAfter(sandbox: Sandbox, date: string, count: number): Promise<number[]> {
  const visits = await serviceVisits(sandbox.url, sandbox.tokens.staff);
  return visits
    .filter((visit) => (visit.service_date as string) > date && visit.state === 'registered')
    .slice(0, count)
    .map((visit) => visit.visit_id as number);
}

/** Completes the first visit of `ids` and deletes the others. */
async function changeVisits(sandbox: Sandbox, [completed, ...removed]: number[]) {
  const token = sandbox.tokens.staff;
  const complete = { visit: { state_event: 'complete' } };
  const done = await call(sandbox, 'PUT', `/api/v2/desk/visits/${completed}`, { token, body: complete });
  expect(done.status).toBe(200);
  for (const id of removed) {
    expect((await call(sandbox, 'DELETE', `/api/v2/desk/visits/${id}`, { token })).status).toBe(200);
  }
}

/** A diffed resource, the studio changed before a diff run and again before the run after it. */
interface Scenario {
  resource: Diffed;
  clients: number;
  /** The batches (pages) of the diff run. */
  diffPages: number;
  /** How long before the diff run the last run read the studio (the window of a visits diff is after it, less 7 days). */
  lastRunAgo: number;
  change(sandbox: Sandbox): Promise<void>;
  changeAgain(sandbox: Sandbox): Promise<void>;
  /** What the service has now, as the mirror's live rows hold it (raw JSON), by key. */
  service(sandbox: Sandbox): Promise<Record<string, unknown>[]>;
  /** The requests of a sweep of the whole resource as the service has it now. */
  expectSweep(sandbox: Sandbox, read: Consumed): Promise<void>;
}

const visits: Scenario = {
  resource: 'visits',
  clients: 60,
  // The last run six weeks ago by the service's clock: the window is after 2026-01-12 (the seeded visits
  // span December to April). Two batches: the window's counts and stamps, then the dates that moved.
  diffPages: 2,
  lastRunAgo: 42 * DAY,
  async change(sandbox) {
    await changeVisits(sandbox, await registeredAfter(sandbox, '2026-01-12', 3));
  },
  async changeAgain(sandbox) {
    await changeVisits(sandbox, await registeredAfter(sandbox, '2026-02-23', 2));
  },
  service: (sandbox) => serviceVisits(sandbox.url, sandbox.tokens.staff),
  async expectSweep(sandbox, read) {
    const pages = Math.ceil((await visits.service(sandbox)).length / 500);
    expect(pages).toBe(2);
    expect(read.sent).toEqual(Array(pages).fill('POST /desk/api/v3/reports/enrollments/queries'));
    expect(read.bodies).toEqual([
      visitsQuery({}),
      visitsQuery({ starting_after: expect.stringMatching(/^\S+$/) }),
    ]);
  },
};

/** The live rows of the mirror at `file`, as the service sent them. */
const rawRows = (file: string, table: SyncResource) =>
  mirroredRows(file, table).map((row) => JSON.parse(row._raw as string));

// Plans have their own diff (test/sync/plans.test.ts).
describe.each([visits])(
  'a $resource diff stopped after any batch, resumed from its cursor alone',
  (scenario) => {
    it.each<Keeps>(['the cursor', 'the cursor and the digests'])(
      'a consumer that keeps %s ends as a clean run (rows and deletions), and so does its next run',
      SLOW,
      async (keeps) => {
        const { resource } = scenario;
        const clock = movableClock();
        const sandbox = await sandboxFor({ clients: scenario.clients, now: clock.now });
        const first = tempDb('first.db');
        clock.advance(-scenario.lastRunAgo);
        await mirrorRun(sandbox, first, resource);
        clock.advance(scenario.lastRunAgo + 3_600_000);
        await scenario.change(sandbox);
        clock.advance(60_000);
        const clean = tempDb('clean.db');
        copyFileSync(first, clean);
        const diff = await mirrorRun(sandbox, clean, resource);
        expect(diff.batches).toBe(scenario.diffPages);
        expect(deletedKeys(clean, resource)).toHaveLength(2);
        expect(rawRows(clean, resource)).toEqual(await scenario.service(sandbox));

        // The diff began from the mirror's cursor (its digests put back), stopped after each batch in turn,
        // then went on from the last batch's cursor alone: it cannot tell what the list lost without the
        // digests, so it reads the whole resource again as a sweep, every page once.
        const resumedFrom: { file: string; cursor: string | undefined }[] = [];
        for (let stop = 1; stop < diff.batches; stop++) {
          const file = tempDb(`stopped-${stop}.db`);
          copyFileSync(first, file);
          const cursor = await mirrorCursor(file);
          const killed = await consume(sandbox, file, { resource, cursor, keeps, stop });
          // The requests of its first batches: the visits' first is the window's counts and stamps.
          expect(killed.sent.length).toBeGreaterThanOrEqual(stop);
          expect(killed.sent).toEqual(diff.sent.slice(0, killed.sent.length));
          expect(killed.bodies).toEqual(diff.bodies.slice(0, killed.sent.length));
          const resumed = await consume(sandbox, file, { resource, cursor: killed.cursor, keeps });
          await scenario.expectSweep(sandbox, resumed);
          expectSameMirror(file, clean, resource, `stopped after ${stop}`);
          resumedFrom.push({ file, cursor: resumed.cursor });
        }

        // The next run: the clean mirror diffs against its digests. A consumer that keeps only the cursor
        // sweeps (stopped after its first page, it goes on from the second: each page read once); one that
        // kept the digests diffs against the baseline the resumed read left, every page's: it writes only
        // the rows the clean run writes.
        clock.advance(3_600_000);
        await scenario.changeAgain(sandbox);
        clock.advance(60_000);
        const cleanBefore = writtenAt(clean, resource);
        const next = await mirrorRun(sandbox, clean, resource);
        const cleanWrote = rewritten(cleanBefore, writtenAt(clean, resource));
        expect(cleanWrote).toHaveLength(2);
        expect(deletedKeys(clean, resource)).toHaveLength(3);
        expect(rawRows(clean, resource)).toEqual(await scenario.service(sandbox));
        for (const [index, { file, cursor }] of resumedFrom.entries()) {
          const label = `next run, stopped after ${index + 1}`;
          if (keeps === 'the cursor') {
            const firstPage = await consume(sandbox, file, { resource, cursor, keeps, stop: 1 });
            const rest = await consume(sandbox, file, { resource, cursor: firstPage.cursor, keeps });
            const sent = [...firstPage.sent, ...rest.sent];
            await scenario.expectSweep(sandbox, {
              ...rest,
              sent,
              bodies: [...firstPage.bodies, ...rest.bodies],
            });
          } else {
            const before = writtenAt(file, resource);
            const run = await mirrorRun(sandbox, file, resource);
            expect([run.sent, run.bodies], label).toEqual([next.sent, next.bodies]);
            expect(rewritten(before, writtenAt(file, resource)), label).toEqual(cleanWrote);
          }
          expectSameMirror(file, clean, resource, label);
        }
      },
    );
  },
);
