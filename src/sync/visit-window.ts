import type { Pike13 } from '../pike13.ts';
import { MAX_ALTERNATIVES } from '../reports/filters.ts';
import type { ResourceState, RunState } from './cursor.ts';
import { fixNextWindow } from './diff.ts';
import { finishRun } from './run.ts';
import { SOURCES } from './sources.ts';
import type { SyncBatch, SyncDigests } from './types.ts';
import { dateOfDigest, movedDates, reportFingerprints, stampedDates } from './visit-fingerprint.ts';

/**
 * Before a `diff` of the visits' window re-reads it: one grouped query of the enrollments report gives
 * each date's fingerprint, compared with the one the last run's digests give, and one query the dates of
 * the visits stamped since the last run began. Only the dates either found are re-read; the digests of the others carry over (a batch hands them to the store).
 * None moved: the read ends here. More than one answer's dates or stamped visits, more moved than a filter
 * holds, or no time the last run began: the window is re-read whole. The batch carries no cursor; undefined when there is nothing to hand on.
 */
export async function narrowVisits(
  client: Pike13,
  state: ResourceState,
  run: RunState,
): Promise<Omit<SyncBatch, 'cursor'> | undefined> {
  if (run.mode !== 'diff' || run.dateAfter === undefined || run.printed || run.digestsStarted) return;
  const { prints, date } = await reportFingerprints(client, run.dateAfter);
  if (run.serverStart === undefined && date !== null && !Number.isNaN(Date.parse(date))) {
    run.serverStart = new Date(Date.parse(date) - 1000).toISOString();
  }
  run.printed = true;
  const baseline = state.digests ?? {};
  const counted = prints && movedDates(prints, baseline, run.dateAfter);
  const stamped =
    state.stampedAfter === undefined
      ? undefined
      : await stampedDates(client, run.dateAfter, state.stampedAfter, baseline);
  if (counted === undefined || stamped === undefined) return;
  const moved = [...new Set([...counted, ...stamped])].sort();
  if (moved.length > MAX_ALTERNATIVES) return;
  const diffed = SOURCES.visits.diffed ?? {};
  fixNextWindow(run, diffed);
  const wanted = new Set(moved);
  const kept: Record<string, string> = {};
  const read: number[] = [];
  const unseen: number[] = [];
  for (const [id, digest] of Object.entries(baseline)) {
    const day = dateOfDigest(digest) ?? '';
    if (wanted.has(day)) unseen.push(Number(id));
    else read.push(Number(id));
    if (!wanted.has(day) && (run.keepAfter === undefined || day > run.keepAfter)) kept[id] = digest;
  }
  run.seen = kept;
  run.unseen = unseen;
  run.dates = moved;
  run.digestsStarted = true;
  const digests: SyncDigests = { start: true, kept, read };
  if (moved.length > 0) return { resource: 'visits', changes: [], digests };
  const changes = finishRun('visits', state, run, SOURCES.visits);
  return { resource: 'visits', changes, digests: { ...digests, end: true } };
}
