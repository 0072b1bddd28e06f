import type { ResourceState, RunState } from './cursor.ts';
import type { SyncChange, SyncDigests, SyncRecords, SyncResource } from './types.ts';

/**
 * How far before the last run a visit window starts. A visit changes around its class: booked before it,
 * cancelled (late) before it, marked completed or no-show when the class ends or when staff take attendance,
 * at worst some days later; dates of the report are in the event's time zone, up to a day off UTC. Seven
 * days cover both. A visit changed or deleted earlier than that (attendance corrected weeks later) is caught
 * by `--full`, or at once by the `visit.*` webhooks.
 */
export const WINDOW_MARGIN_DAYS = 7;

const DAY_MS = 86_400_000;

/** A resource re-read whole or by a date window and diffed against the digests of the last run. */
export interface Diffed {
  /** The report's date field the window is taken on; none: the whole list is re-read. */
  dateField?: string;
  /** A record's digest from the hash of its JSON (default: the hash). */
  digest?: (record: Record<string, unknown>, hash: string) => string;
}

/** The date (UTC, `YYYY-MM-DD`) the window of the run after one begun at `startedAt` is after. */
export function windowAfter(startedAt: string): string {
  return new Date(Date.parse(startedAt) - WINDOW_MARGIN_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * At a page of a read that keeps digests for the next run: once, the date of the next window, by the
 * service's clock when its first answer gave it (the sandbox's clock is not this machine's), never before
 * the window being read.
 */
export function fixNextWindow(run: RunState, diffed: Diffed): void {
  if (diffed.dateField === undefined || run.keepAfter !== undefined) return;
  const next = windowAfter(run.serverStart ?? run.startedAt);
  run.keepAfter = run.dateAfter !== undefined && next < run.dateAfter ? run.dateAfter : next;
}

/**
 * A `diff` run: re-reads the window of the last run (rows dated after its `dateAfter`), compares each row
 * with the digest the last run stored, and keeps in `unseen` the ids it has not read again yet.
 */
export function diffRun(state: ResourceState, startedAt: string): RunState {
  const run: RunState = { mode: 'diff', startedAt, page: 1, seen: {} };
  run.unseen = Object.keys(state.digests ?? {}).map(Number);
  if (state.dateAfter !== undefined) run.dateAfter = state.dateAfter;
  return run;
}

/**
 * The changes of a page of a `diff` run: rows new or changed since the last run (unchanged rows are not
 * written again); notes every row's digest for the next run and what has been read again.
 */
export function diffChanges<R extends SyncResource>(
  resource: R,
  state: ResourceState,
  run: RunState,
  items: SyncRecords[R][],
  idOf: (record: SyncRecords[R]) => number,
  diffed: Diffed,
): SyncChange[] {
  const before = state.digests ?? {};
  fixNextWindow(run, diffed);
  const read = new Set<number>();
  const changes: SyncChange[] = [];
  for (const record of items) {
    const id = idOf(record);
    const digest = keepDigest(run, record, id, diffed);
    read.add(id);
    if (before[id] !== digest) changes.push({ op: 'upsert', resource, id, record } as SyncChange);
  }
  run.unseen = (run.unseen ?? []).filter((id) => !read.has(id));
  return changes;
}

/** Notes the digest of each record of a sweep's page that the next run will diff against. */
export function keepDigests<T extends object>(
  run: RunState,
  items: T[],
  idOf: (record: T) => number,
  diffed: Diffed,
): void {
  run.seen ??= {};
  fixNextWindow(run, diffed);
  for (const item of items) keepDigest(run, item, idOf(item), diffed);
}

/** Notes a row's digest for the next run when it falls in the next run's window; the digest. */
function keepDigest(run: RunState, record: object, id: number, diffed: Diffed): string {
  const hash = digestOf(record);
  const digest = diffed.digest === undefined ? hash : diffed.digest(record as Record<string, unknown>, hash);
  const date =
    diffed.dateField === undefined ? undefined : (record as Record<string, unknown>)[diffed.dateField];
  const kept = run.keepAfter === undefined || (typeof date === 'string' && date > run.keepAfter);
  if (kept && run.seen !== undefined) run.seen[id] = digest;
  return digest;
}

/**
 * Ends a read that collected digests: they become the baseline of the next run, and the rows the last run
 * had in the window that this one did not read again are deleted (a row not mirrored is left alone).
 */
export function finishDiff(resource: SyncResource, state: ResourceState, run: RunState): SyncChange[] {
  state.digests = run.seen ?? {};
  if (resource === 'visits' && run.serverStart !== undefined) state.stampedAfter = run.serverStart;
  if (run.keepAfter === undefined) delete state.dateAfter;
  else state.dateAfter = run.keepAfter;
  if (run.mode !== 'diff') return [];
  return (run.unseen ?? []).map((id) => ({ op: 'delete', resource, id, listed: true }) as const);
}

/**
 * A 64-bit digest of a record's JSON, as text: FNV-1a over 32 bits, and the same loop with another seed and
 * multiplier. Not a secret's hash: it only tells whether a row changed; a change goes unseen only when both
 * 32-bit hashes collide.
 */
export function digestOf(record: object): string {
  const text = JSON.stringify(record);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36).padStart(7, '0');
}

/**
 * What a page of a diffed read hands the store, once: the digests it kept of the page's records (not those
 * of earlier pages, which their batches carried), their ids when a diff deletes what it has not read again
 * (a sweep deletes by its mark, and marks nothing in the store), and whether the read starts or ends here.
 */
export function pageDigests(run: RunState, ids: number[], ended: boolean): SyncDigests {
  const kept: Record<string, string> = {};
  for (const id of ids) {
    const digest = run.seen?.[id];
    if (digest !== undefined) kept[id] = digest;
  }
  const digests: SyncDigests = { kept, read: run.mode === 'diff' ? ids : [] };
  if (run.digestsStarted === undefined) digests.start = true;
  if (ended) digests.end = true;
  run.digestsStarted = true;
  return digests;
}
