import type { Pike13 } from '../pike13.ts';
import type { ResourceState, RunState } from './cursor.ts';
import { pageDigests } from './diff.ts';
import { personOf, readPlanRows } from './plan-rows.ts';
import { nextPage, pageChanges } from './run.ts';
import { SOURCES } from './sources.ts';
import type { SyncBatch, SyncChange } from './types.ts';

/** Plans a page of a person's plans list. */
const PLANS_A_PAGE = 100;

/** A read of the plans under way: where it stands, and the client it reads with. */
export interface PlansRead {
  client: Pike13;
  state: ResourceState;
  run: RunState;
}

/**
 * The next batch of a read of the plans. Neither API says when a plan changed, so each run looks at every
 * plan where that costs least: the person plans report, 500 rows a page, only the fields that can change.
 * A sweep (first run, `--full`, a store without digests) then reads the Core list whole; a diff re-reads
 * by person only the plans whose rows changed, and deletes those the report no longer has. The report is
 * read first, so that a change made during the read is seen by the next run. The batch carries no cursor.
 */
export function readPlans(read: PlansRead): Promise<Omit<SyncBatch, 'cursor'>> {
  if (read.run.phase === 'list') return readList(read);
  if (read.run.phase === 'reread') return rereadPlans(read);
  return readReport(read);
}

/** A page of the report; after its last, the digests become the baseline, and the next phase begins. */
async function readReport({ client, state, run }: PlansRead): Promise<Omit<SyncBatch, 'cursor'>> {
  const page = await readPlanRows(client, run);
  if (run.mode === 'diff') {
    const read = new Set(page.planIds);
    run.unseen = (run.unseen ?? []).filter((id) => !read.has(id));
  }
  if (page.after !== undefined) {
    run.after = page.after;
    return { resource: 'plans', changes: [], digests: pageDigests(run, page.planIds, false) };
  }
  delete run.after;
  const before = state.digests ?? {};
  const digests = pageDigests(run, page.planIds, true);
  state.digests = run.seen ?? {};
  return run.mode === 'diff'
    ? { resource: 'plans', changes: endDiff(state, run, before), digests }
    : { resource: 'plans', changes: startList(run), digests };
}

function startList(run: RunState): SyncChange[] {
  run.phase = 'list';
  run.page = 1;
  return [];
}

/**
 * The end of a diff's report: the plans it no longer has are deleted, those whose rows changed (or are new)
 * are to be re-read from a person's plans list.
 */
function endDiff(state: ResourceState, run: RunState, before: Record<string, string>): SyncChange[] {
  const seen = run.seen ?? {};
  const deletions: SyncChange[] = (run.unseen ?? []).map((id) => ({
    op: 'delete',
    resource: 'plans',
    id,
    listed: true,
  }));
  const changed = Object.entries(seen).filter(([id, digest]) => before[id] !== digest);
  if (changed.length === 0) return [...deletions, ...finish(state, run)];
  run.phase = 'reread';
  run.reread = Object.fromEntries(changed.map(([id, digest]) => [id, personOf(digest)]));
  return deletions;
}

/** A page of the Core API's plans list, each plan stamped with the sweep. */
async function readList({ client, state, run }: PlansRead): Promise<Omit<SyncBatch, 'cursor'>> {
  const page = await SOURCES.plans.read(client, run, undefined);
  const changes = pageChanges('plans', run, page.items, SOURCES.plans.idOf);
  const next = nextPage(run, page, SOURCES.plans.perPage);
  if (next === undefined) changes.push(...finish(state, run));
  else run.page = next;
  return { resource: 'plans', changes, ...(page.total === undefined ? {} : { total: page.total }) };
}

/**
 * The plans of one person that the diff found changed, read from the person's plans list (the Core API
 * has no plan by id). A plan the list no longer has was deleted or moved meanwhile: the next run's report
 * tells which.
 */
async function rereadPlans({ client, state, run }: PlansRead): Promise<Omit<SyncBatch, 'cursor'>> {
  const pending = run.reread ?? {};
  const person = Object.values(pending)[0] as number;
  const wanted = new Set(
    Object.keys(pending)
      .filter((id) => pending[id] === person)
      .map(Number),
  );
  const changes: SyncChange[] = [];
  for await (const plan of client.desk.personPlans.list(person, { per_page: PLANS_A_PAGE })) {
    if (wanted.has(plan.id)) changes.push({ op: 'upsert', resource: 'plans', id: plan.id, record: plan });
  }
  for (const id of wanted) delete pending[id];
  if (Object.keys(pending).length === 0) changes.push(...finish(state, run));
  return { resource: 'plans', changes };
}

/** Ends the read: a sweep marks what it did not read again as deleted. */
function finish(state: ResourceState, run: RunState): SyncChange[] {
  state.run = undefined;
  if (run.sweep === undefined) return [];
  state.sweeps = run.sweep;
  return [{ op: 'sweep-end', resource: 'plans', sweep: run.sweep, startedAt: run.startedAt }];
}
