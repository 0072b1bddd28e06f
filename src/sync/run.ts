import type { CursorState, ResourceState, RunState } from './cursor.ts';
import { diffRun, finishDiff } from './diff.ts';
import type { Source } from './sources.ts';
import type { SourcePage, SyncChange, SyncOptions, SyncRecords, SyncResource } from './types.ts';

/** What a run of one resource needs from the sync's options. */
type RunOptions = Pick<SyncOptions, 'full'> & { since: string | undefined };

/**
 * The read to do for a resource: the one a stopped run left (when it can be finished), else a `changed` read
 * from its `since`, else a `diff` of a list without `updated_since` read before, else (first read, `full`, a
 * cursor without the digests) a sweep of every record.
 */
export function runFor(state: ResourceState, source: Source<SyncResource>, options: RunOptions): RunState {
  const stopped = state.run;
  if (stopped && canFinish(stopped) && (!options.full || stopped.mode === 'sweep')) return stopped;
  const startedAt = new Date().toISOString();
  const since = state.since ?? options.since;
  if (!options.full && source.changedSince && since !== undefined) {
    return { mode: 'changed', since, sinceIds: state.sinceIds ?? [], startedAt, page: 1 };
  }
  if (!options.full && source.diffed && state.digests !== undefined) {
    return diffRun(state, startedAt);
  }
  return { mode: 'sweep', sweep: state.sweeps + 1, startedAt, page: 1 };
}

/**
 * Whether a stopped read can go on from its cursor. A `diff` needs the ids of the last run it has not read
 * again (`unseen`), which only a store that kept the batches' digests puts back (`cursorWithDigests`): from
 * a cursor alone it could not tell what the list lost, so it starts again as the sweep a cursor alone gives
 * (its pages read again). A sweep, a `changed` read or the plans a diff re-reads need only their position.
 */
function canFinish(run: RunState): boolean {
  return run.mode !== 'diff' || run.phase === 'reread' || run.unseen !== undefined;
}

/** The changes of one page: its records, less those the run before already read at exactly `since`. */
export function pageChanges<R extends SyncResource>(
  resource: R,
  run: RunState,
  items: SyncRecords[R][],
  idOf: (record: SyncRecords[R]) => number,
): SyncChange[] {
  const since = run.since === undefined ? undefined : Date.parse(run.since);
  const repeated = (item: SyncRecords[R]) =>
    since !== undefined && timeOf(item) === since && (run.sinceIds ?? []).includes(idOf(item));
  return items
    .filter((item) => !repeated(item))
    .map(
      (record) =>
        ({
          op: 'upsert',
          resource,
          id: idOf(record),
          record,
          ...(run.sweep === undefined ? {} : { sweep: run.sweep }),
        }) as SyncChange,
    );
}

/** Notes the latest `updated_at` of a page, and the service's clock at the start of a read. */
export function track<T extends object>(
  run: RunState,
  page: SourcePage<T>,
  idOf: (record: T) => number,
): void {
  if (run.serverStart === undefined && page.date !== null && !Number.isNaN(Date.parse(page.date))) {
    run.serverStart = new Date(Date.parse(page.date) - 1000).toISOString();
  }
  for (const item of page.items) {
    const time = timeOf(item);
    if (time === undefined) continue;
    const latest = run.latest === undefined ? undefined : Date.parse(run.latest);
    const id = idOf(item);
    if (latest === undefined || time > latest) {
      run.latest = updatedAtOf(item);
      run.latestIds = [id];
    } else if (time === latest && !run.latestIds?.includes(id)) {
      run.latestIds?.push(id);
    }
  }
}

/**
 * The next page of a read, or none at its end. When the service's count dropped since the page before,
 * records before this one were deleted and later ones moved back: the pages they moved to are read again
 * (re-reading is harmless, skipping is not).
 */
export function nextPage(run: RunState, page: SourcePage<unknown>, perPage: number): number | undefined {
  const dropped = run.total !== undefined && page.total !== undefined ? run.total - page.total : 0;
  run.total = page.total;
  if (dropped > 0) return Math.max(1, run.page - Math.ceil(dropped / perPage));
  return page.hasNext ? run.page + 1 : undefined;
}

/**
 * Ends a read: later runs read what changed at or after the earlier of the service's clock when it began
 * and the latest change it read (so that clocks that disagree lose nothing), and the sweep count moves on.
 */
export function finishRun(
  resource: SyncResource,
  state: ResourceState,
  run: RunState,
  source: Source<SyncResource>,
): SyncChange[] {
  state.run = undefined;
  if (source.changedSince) setSince(state, run);
  const deletions = source.diffed ? finishDiff(resource, state, run) : [];
  if (run.sweep === undefined) return deletions;
  state.sweeps = run.sweep;
  return [...deletions, { op: 'sweep-end', resource, sweep: run.sweep, startedAt: run.startedAt }];
}

function setSince(state: ResourceState, run: RunState): void {
  const latest = run.latest === undefined ? undefined : Date.parse(run.latest);
  const serverStart = run.serverStart === undefined ? undefined : Date.parse(run.serverStart);
  if (latest !== undefined && (serverStart === undefined || latest <= serverStart)) {
    state.since = run.latest;
    state.sinceIds = run.latestIds ?? [];
  } else if (serverStart !== undefined) {
    state.since = run.serverStart;
    state.sinceIds = [];
  } else {
    state.since = run.since ?? state.since;
  }
}

/** The record's `updated_at`, when it has one as text. */
function updatedAtOf(item: object): string | undefined {
  const updatedAt = 'updated_at' in item ? item.updated_at : undefined;
  return typeof updatedAt === 'string' ? updatedAt : undefined;
}

function timeOf(item: object): number | undefined {
  const updatedAt = updatedAtOf(item);
  if (updatedAt === undefined) return undefined;
  const time = Date.parse(updatedAt);
  return Number.isNaN(time) ? undefined : time;
}

/** The state of `resource` in the cursor, created empty on its first read. */
export function stateOf(cursor: CursorState, resource: SyncResource): ResourceState {
  const state = cursor[resource] ?? { sweeps: 0 };
  cursor[resource] = state;
  return state;
}
