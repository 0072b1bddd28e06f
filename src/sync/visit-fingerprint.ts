import type { Pike13 } from '../pike13.ts';
import { and, gt, nemp, or } from '../reports/filters.ts';
import { digestOf } from './diff.ts';
import { VISIT_FIELDS } from './visits.ts';

/**
 * The enrollments report's counts a date's fingerprint is made of: its visits, those of each visit state,
 * and those paid. The report sums no id or time: two changes of one date that cancel out in every count
 * keep it, so the visits stamped since the last run (`stampedDates`) add their dates.
 */
const COUNTS = [
  'visit_count',
  'completed_enrollment_count',
  'late_canceled_enrollment_count',
  'noshowed_enrollment_count',
  'registered_enrollment_count',
  'reserved_enrollment_count',
  'is_paid_count',
] as const;

/** The visit states the report counts apart, in the order of `COUNTS`. */
const STATES = ['completed', 'late_canceled', 'noshowed', 'registered', 'reserved'] as const;

/** Dates a fingerprint query may have: past that, the window is re-read whole. */
const DATES_A_QUERY = 500;

/**
 * The fingerprint of each `service_date` after `dateAfter` that has visits, from one grouped query of the
 * enrollments report (none when the window has more dates than one answer holds), and the answer's `Date`.
 */
export async function reportFingerprints(
  client: Pike13,
  dateAfter: string,
): Promise<{ prints: Map<string, string> | undefined; date: string | null }> {
  const { data: page, response } = await client.reports.enrollments
    .groupBy('service_date')
    .select(...COUNTS)
    .where(and(nemp('visit_id'), gt('service_date', dateAfter)))
    .limit(DATES_A_QUERY)
    .page({})
    .withResponse();
  const date = response.headers.get('date');
  if (page.hasMore) return { prints: undefined, date };
  const prints = new Map<string, string>();
  for (const row of page.rows) {
    if (typeof row.group_label !== 'string') continue;
    prints.set(row.group_label, COUNTS.map((field) => row[field] ?? 0).join('.'));
  }
  return { prints, date };
}

/** The times the service stamps a visit with as its state changes: booked, completed, no-show, cancelled late. */
const STAMPS = ['registered_at', 'completed_at', 'noshow_at', 'cancelled_at'] as const;

/**
 * The dates after `dateAfter` of the visits stamped after `stampedAfter` (a state they entered since) whose
 * row is not the one the last run read: one query, so that two changes of a date that cancel out in its
 * counts are still seen. Undefined when more than one answer's visits were stamped.
 */
export async function stampedDates(
  client: Pike13,
  dateAfter: string,
  stampedAfter: string,
  baseline: Record<string, string>,
): Promise<string[] | undefined> {
  const stamped = or(...STAMPS.map((field) => gt(field, stampedAfter)));
  const page = await client.reports.enrollments
    .select(...VISIT_FIELDS)
    .where(and(nemp('visit_id'), gt('service_date', dateAfter), stamped))
    .orderBy('key')
    .limit(DATES_A_QUERY)
    .page({});
  if (page.hasMore) return undefined;
  const dates = new Set<string>();
  for (const row of page.rows) {
    if (row.visit_id === null || row.service_date === null) continue;
    const visit = { ...row, visit_id: row.visit_id };
    if (baseline[visit.visit_id] !== visitDigest(visit, digestOf(visit))) dates.add(row.service_date);
  }
  return [...dates];
}

/**
 * A visit's digest: its date, state and whether it is paid ahead of the hash of its row, so that the
 * mirror's own fingerprint of a date can be counted from the digests the last run kept.
 */
export function visitDigest(record: Record<string, unknown>, hash: string): string {
  return `${record.service_date}|${record.state}|${record.is_paid === true ? 1 : 0}|${hash}`;
}

/** The date of a visit's digest; undefined for a digest an older version kept (no date in it). */
export function dateOfDigest(digest: string): string | undefined {
  const parts = digest.split('|');
  return parts.length === 4 ? parts[0] : undefined;
}

/** The mirror's fingerprint of each date after `dateAfter`, counted from the last run's digests. */
export function mirrorFingerprints(digests: Record<string, string>, dateAfter: string): Map<string, string> {
  const counts = new Map<string, number[]>();
  for (const digest of Object.values(digests)) {
    const [date, state, paid] = digest.split('|');
    if (date === undefined || !(date > dateAfter)) continue;
    const row = counts.get(date) ?? COUNTS.map(() => 0);
    row[0] = (row[0] ?? 0) + 1;
    const at = STATES.indexOf(state as (typeof STATES)[number]);
    if (at >= 0) row[at + 1] = (row[at + 1] ?? 0) + 1;
    if (paid === '1') row[COUNTS.length - 1] = (row[COUNTS.length - 1] ?? 0) + 1;
    counts.set(date, row);
  }
  return new Map([...counts].map(([date, row]) => [date, row.join('.')]));
}

/**
 * The dates whose fingerprints differ: a date the report or the mirror has and the other lacks, or
 * whose counts moved. A digest without a date (an older version's) makes every date differ: undefined.
 */
export function movedDates(
  report: Map<string, string>,
  digests: Record<string, string>,
  dateAfter: string,
): string[] | undefined {
  if (Object.values(digests).some((digest) => dateOfDigest(digest) === undefined)) return undefined;
  const mirror = mirrorFingerprints(digests, dateAfter);
  const dates = new Set([...report.keys(), ...mirror.keys()]);
  return [...dates].filter((date) => report.get(date) !== mirror.get(date)).sort();
}
