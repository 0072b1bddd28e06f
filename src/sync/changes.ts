import { InputError } from '../core/errors.ts';
import type { Pike13 } from '../pike13.ts';
import {
  type CursorState,
  committedCursor,
  decodeCursor,
  encodeCursor,
  type ResourceState,
  type RunState,
  resourceCursor,
} from './cursor.ts';
import { readDeletedPeople } from './deleted-people.ts';
import { diffChanges, keepDigests, pageDigests } from './diff.ts';
import { readPlans } from './plans.ts';
import { checkVisitIds, rereadVisits } from './reread.ts';
import { finishRun, nextPage, pageChanges, runFor, stateOf, track } from './run.ts';
import { sideBySide } from './side-by-side.ts';
import { SOURCES, type Source, SYNC_RESOURCES } from './sources.ts';
import type { SyncBatch, SyncChange, SyncOptions, SyncRecords, SyncResource } from './types.ts';
import { narrowVisits } from './visit-window.ts';

/** A batch as a read gives it: the cursor is added when it is handed on. */
type ReadBatch = Omit<SyncBatch, 'cursor'>;

/** A batch of a lane, and the state of its resource right after it (what its cursor may say). */
interface LaneBatch {
  batch: ReadBatch;
  state: ResourceState;
}

/** Options of a run once checked. */
type RunOptions = SyncOptions & { since: string | undefined; visitIds: number[] };

/**
 * Every change of the chosen resources since `options.cursor`, one batch a page, each with the cursor to
 * store in the same transaction as its changes. Input is checked before the first request. The Core API's
 * lists and the Reporting API's visits have rate limits of their own, so they are read side by side: a
 * first sync takes the longer of the two reads, not their sum. Each batch's cursor holds every resource
 * as its last batch handed on left it, never a read further on.
 */
export async function* sync(client: Pike13, options: SyncOptions = {}): AsyncGenerator<SyncBatch> {
  const resources = checkResources(options.resources);
  const since = checkSince(options.since);
  const cursor = decodeCursor(options.cursor);
  const visitIds = checkVisitIds(options.visitIds);
  const committed = committedCursor(cursor);
  const checked: RunOptions = { ...options, since, visitIds };
  const lanes = [resources.filter((name) => name !== 'visits'), resources.filter((name) => name === 'visits')]
    .filter((lane) => lane.length > 0)
    .map((lane) => readLane(client, lane, cursor, checked));
  for await (const { batch, state } of sideBySide(lanes)) {
    options.signal?.throwIfAborted();
    committed[batch.resource] = state;
    yield { ...batch, cursor: encodeCursor(committed) };
  }
}

/** The resources of one rate limit, one after another, each batch with its resource's state after it. */
async function* readLane(
  client: Pike13,
  resources: readonly SyncResource[],
  cursor: CursorState,
  options: RunOptions,
): AsyncGenerator<LaneBatch> {
  const handed = (batch: ReadBatch) => ({ batch, state: resourceCursor(stateOf(cursor, batch.resource)) });
  for (const resource of resources) {
    if (resource === 'visits') {
      for await (const batch of rereadVisits(client, options.visitIds)) yield handed(batch);
    }
    for await (const batch of syncResource(client, resource, cursor, options)) yield handed(batch);
  }
}

async function* syncResource(
  client: Pike13,
  resource: SyncResource,
  cursor: CursorState,
  options: RunOptions,
): AsyncGenerator<ReadBatch> {
  const source = SOURCES[resource] as Source<SyncResource>;
  const state = stateOf(cursor, resource);
  if (fedByWebhooks(resource, state, options)) return;
  const run = runFor(state, source, options);
  state.run = run;
  const read = { client, resource, state, run, source };
  if (resource === 'visits') {
    const narrowed = await narrowVisits(client, state, run);
    if (narrowed !== undefined) yield narrowed;
  }
  while (state.run === run) {
    options.signal?.throwIfAborted();
    if (resource === 'plans') yield await readPlans(read);
    else yield run.deletions === undefined ? await readPage(read) : await readDeletions(read);
  }
}

/** Plans a webhook receiver keeps, read once already, and no read of them left stopped. */
function fedByWebhooks(resource: SyncResource, state: ResourceState, options: SyncOptions): boolean {
  if (resource !== 'plans' || !options.plansFromWebhooks || options.full) return false;
  return state.run === undefined && state.sweeps > 0;
}

/** One read of a resource under way: where it stands in the cursor, and how its pages are read. */
interface Read {
  client: Pike13;
  resource: SyncResource;
  state: ResourceState;
  run: RunState;
  source: Source<SyncResource>;
}

/** The next page of the read; after the last, the read of the deleted records, or the end of the read. */
async function readPage({ client, resource, state, run, source }: Read): Promise<ReadBatch> {
  const page = await source.read(client, run, run.mode === 'changed' ? run.since : undefined);
  track(run, page, source.idOf);
  const changes = changesOf({ client, resource, state, run, source }, page.items);
  const next = nextPage(run, page, source.perPage);
  if (page.after !== undefined) run.after = page.after;
  if (next !== undefined) run.page = next;
  else if (readsDeletions(resource, run)) run.deletions = {};
  else changes.push(...finishRun(resource, state, run, source));
  const digests = source.diffed && pageDigests(run, page.items.map(source.idOf), state.run !== run);
  return {
    resource,
    changes,
    ...(page.total === undefined ? {} : { total: page.total }),
    ...(digests ? { digests } : {}),
  };
}

/** The changes of a page: a diff against the last run, or every record (its digest kept when diffed). */
function changesOf({ resource, state, run, source }: Read, items: SyncRecords[SyncResource][]): SyncChange[] {
  const { diffed, idOf } = source;
  if (diffed !== undefined && run.mode === 'diff') {
    return diffChanges(resource, state, run, items, idOf, diffed);
  }
  if (diffed !== undefined) keepDigests(run, items, idOf, diffed);
  return pageChanges(resource, run, items, idOf);
}

/**
 * A read of only what changed does not see deletions: for people, the clients report lists those the
 * service deleted (a sweep finds them by what it no longer reads).
 */
function readsDeletions(resource: SyncResource, run: RunState): boolean {
  return resource === 'people' && run.mode === 'changed';
}

/** The next page of the people the service deleted, each a deletion of a mirrored row not yet marked. */
async function readDeletions({ client, resource, state, run, source }: Read): Promise<ReadBatch> {
  const page = await readDeletedPeople(client, run.deletions?.after);
  const changes: SyncChange[] = page.ids.map((id) => ({ op: 'delete', resource, id, listed: true }));
  if (page.after === undefined) changes.push(...finishRun(resource, state, run, source));
  else run.deletions = { after: page.after };
  return { resource, changes };
}

function checkResources(resources: readonly SyncResource[] | undefined): readonly SyncResource[] {
  if (resources === undefined) return SYNC_RESOURCES;
  if (resources.length === 0) throw new InputError('resources: name at least one resource', 'resources');
  for (const name of resources) {
    if (!SYNC_RESOURCES.includes(name)) {
      throw new InputError(
        `resources: ${String(name)} is not a resource a sync reads (${SYNC_RESOURCES.join(', ')})`,
        'resources',
      );
    }
  }
  return [...new Set(resources)];
}

/** `since` as an ISO time in UTC; an InputError when it is not a Date or an ISO 8601 time with a zone. */
export function checkSince(since: string | Date | undefined): string | undefined {
  if (since === undefined) return undefined;
  const time = since instanceof Date ? since.getTime() : Date.parse(since);
  const withZone = since instanceof Date || /(?:Z|[+-]\d\d:?\d\d)$/i.test(since);
  if (Number.isNaN(time) || !withZone) {
    throw new InputError('since: must be a Date or an ISO 8601 time with a zone offset', 'since');
  }
  return new Date(time).toISOString();
}
