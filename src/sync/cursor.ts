import { InputError } from '../core/errors.ts';
import type { SyncResource } from './types.ts';

/** A read of one resource in progress: enough to go on from the next page after a stop. */
export interface RunState {
  /**
   * `changed`: only records changed since `since`; `sweep`: every record, stamped with `sweep`; `diff`: the
   * records of the last run's window re-read, and compared with its digests.
   */
  mode: 'changed' | 'sweep' | 'diff';
  /** The `updated_since` of a `changed` read. */
  since?: string;
  /** Ids already read at exactly `since` by the run before (not repeated). */
  sinceIds?: number[];
  /** The number of a `sweep` read. */
  sweep?: number;
  /** When the read began (ISO 8601, this machine's clock). */
  startedAt: string;
  /** The next page to read (1-based). */
  page: number;
  /** The key to read the next page after, for a resource read in keyset pages. */
  after?: string;
  /** The service's count of the read's records at the last page: a drop means pages moved back. */
  total?: number;
  /** The latest `updated_at` read so far, and the ids read at exactly that moment. */
  latest?: string;
  latestIds?: number[];
  /** The service's clock (its `Date` header) when the read began, less a second. */
  serverStart?: string;
  /** Once the pages are read, the read of the deleted records under way: the report key to go on after. */
  deletions?: { after?: string };
  /** Visits: the window's fingerprints were compared (`dates`: only those dates are re-read, none: all). */
  printed?: true;
  /** Visits: the dates of the window whose fingerprint moved, the only ones a `diff` re-reads. */
  dates?: string[];
  /** A `diff` read of a window: the records dated after this date (`YYYY-MM-DD`). */
  dateAfter?: string;
  /** The digests to keep for the next run: those of records dated after this date (none: every record). */
  keepAfter?: string;
  /** The digests kept so far, by id (in memory; a batch's `digests` hand them to the store). */
  seen?: Record<string, string>;
  /** Ids of the last run's window this `diff` read has not read again yet: deleted, at its end (in memory). */
  unseen?: number[];
  /** A batch of this read has carried digests: the store keeps those of its pages (`cursorWithDigests`). */
  digestsStarted?: true;
  /** Plans: past the report's pages, the Core list a sweep reads, or the changed plans a diff re-reads. */
  phase?: 'list' | 'reread';
  /** Plans a diff found changed and has not re-read yet: the id of a person of each, by plan id. */
  reread?: Record<string, number>;
}

/** Where the sync of one resource stands. */
export interface ResourceState {
  /** Records changed at or after this moment are still to be read (none yet: read everything). */
  since?: string;
  /** Ids already read at exactly `since`. */
  sinceIds?: number[];
  /** Sweeps completed so far. */
  sweeps: number;
  /**
   * For a resource re-read and diffed: the digest of each record the last run read in the next window. In
   * memory only: a batch's cursor leaves them out (`digestsKept`), and a store that keeps the batches'
   * `digests` puts them back (`cursorWithDigests`).
   */
  digests?: Record<string, string>;
  /** The last run ended with digests, which the cursor left out: a store that kept them gives them back. */
  digestsKept?: true;
  /** Visits: the service's clock when the last run began; visits stamped after it changed since. */
  stampedAfter?: string;
  /** The next window: records dated after this date (none: the whole list). */
  dateAfter?: string;
  /** The read in progress, if a run stopped in the middle of one. */
  run?: RunState;
}

/** The whole cursor: one state per resource. */
export type CursorState = Partial<Record<SyncResource, ResourceState>>;

const VERSION = 1;

/**
 * The opaque text of a batch's cursor: base64url of its JSON (ASCII: ids, counts and ISO times), with a
 * version, and without the digests, which grow with the studio: the batches carry each page's digests once
 * (`SyncBatch.digests`), so that a batch writes what it read, not everything read before it.
 */
export function encodeCursor(state: CursorState): string {
  return encode(
    Object.fromEntries(Object.entries(state).map(([name, resource]) => [name, withoutDigests(resource)])),
  );
}

function withoutDigests({ digests, run, ...rest }: ResourceState): ResourceState {
  const kept: ResourceState = digests === undefined ? rest : { ...rest, digestsKept: true };
  if (run === undefined) return kept;
  const { seen: _seen, unseen: _unseen, ...position } = run;
  return { ...kept, run: position };
}

/** A copy of a resource's state as a cursor holds it (no digests), unchanged by the read going on. */
export function resourceCursor(state: ResourceState): ResourceState {
  return JSON.parse(JSON.stringify(withoutDigests(state))) as ResourceState;
}

/** A copy of every resource's state as a cursor holds it. */
export function committedCursor(state: CursorState): CursorState {
  return Object.fromEntries(
    Object.entries(state).map(([name, resource]) => [name, resourceCursor(resource)]),
  ) as CursorState;
}

function encode(state: CursorState): string {
  const base64 = btoa(JSON.stringify({ v: VERSION, state }));
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The digests a store kept of one resource (`SyncBatch.digests`). */
export interface StoredDigests {
  /** The last run's: the baseline the next run diffs against, by id. */
  base: Record<string, string>;
  /** Those kept so far by the read under way (its pages stored), by id. */
  next: Record<string, string>;
  /** Ids of the baseline the read under way has not read again. */
  unread: number[];
}

/**
 * A batch's cursor with the digests a store kept put back (read once, when a run begins): the baseline of
 * each resource whose last run kept some, and the digests and unread ids of a read a stop left under way.
 */
export function cursorWithDigests(
  cursor: string,
  stored: Partial<Record<SyncResource, StoredDigests>>,
): string {
  if (Object.keys(stored).length === 0) return cursor;
  const state = decodeCursor(cursor);
  for (const [name, resource] of Object.entries(state) as [SyncResource, ResourceState][]) {
    const digests = stored[name];
    if (resource.digestsKept) {
      resource.digests = digests?.base ?? {};
      delete resource.digestsKept;
    }
    const run = resource.run;
    if (run?.digestsStarted === undefined) continue;
    run.seen = digests?.next ?? {};
    if (run.mode === 'diff') run.unseen = digests?.unread ?? [];
  }
  return encode(state);
}

/** The state inside a cursor; a cursor this version did not write is refused before anything is read. */
export function decodeCursor(cursor: string | undefined): CursorState {
  if (cursor === undefined || cursor === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    throw badCursor();
  }
  if (!isRecord(parsed) || parsed.v !== VERSION || !isRecord(parsed.state)) throw badCursor();
  return parsed.state as CursorState;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badCursor(): InputError {
  return new InputError('cursor: not a cursor of pike13 sync (pass the cursor a sync batch gave)', 'cursor');
}
