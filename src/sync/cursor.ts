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
  /** A `diff` read of a window: the records dated after this date (`YYYY-MM-DD`). */
  dateAfter?: string;
  /** The digests to keep for the next run: those of records dated after this date (none: every record). */
  keepAfter?: string;
  /** The digests kept so far, by id. */
  seen?: Record<string, string>;
  /** Ids of the last run's window this `diff` read has not read again yet: deleted, at its end. */
  unseen?: number[];
}

/** Where the sync of one resource stands. */
export interface ResourceState {
  /** Records changed at or after this moment are still to be read (none yet: read everything). */
  since?: string;
  /** Ids already read at exactly `since`. */
  sinceIds?: number[];
  /** Sweeps completed so far. */
  sweeps: number;
  /** For a resource re-read and diffed: the digest of each record the last run read in the next window. */
  digests?: Record<string, string>;
  /** The next window: records dated after this date (none: the whole list). */
  dateAfter?: string;
  /** The read in progress, if a run stopped in the middle of one. */
  run?: RunState;
}

/** The whole cursor: one state per resource. */
export type CursorState = Partial<Record<SyncResource, ResourceState>>;

const VERSION = 1;

/** The opaque text of a cursor: base64url of its JSON (ASCII: ids, counts and ISO times), with a version. */
export function encodeCursor(state: CursorState): string {
  const base64 = btoa(JSON.stringify({ v: VERSION, state }));
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
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
