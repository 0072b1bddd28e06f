import type { Pike13 } from '../client.ts';
import { enrollments } from '../reports/fields/enrollments.ts';
import { nemp } from '../reports/filters.ts';
import { noLastKeyError } from '../reports/incomplete.ts';
import type { SourcePage } from './sources.ts';
import type { EnrollmentVisit } from './types.ts';

/** Every detail field of the enrollments report: a visit's row as the report has it. */
export const VISIT_FIELDS = Object.keys(enrollments.detail) as (keyof typeof enrollments.detail)[];

/**
 * The keyset page after `after` of the visits: the enrollments report's rows that have a `visit_id`
 * (waitlist entries have none), every detail field, 500 rows a page sorted by key.
 */
export async function readVisits(
  client: Pike13,
  after: string | undefined,
): Promise<SourcePage<EnrollmentVisit>> {
  const pages = client.reports.enrollments
    .select(...VISIT_FIELDS)
    .where(nemp('visit_id'))
    .pages(after === undefined ? {} : { startingAfter: after });
  const { value: page } = await pages.next();
  await pages.return();
  if (!page) return { items: [], total: undefined, hasNext: false, date: null };
  if (page.hasMore && !page.lastKey) throw noLastKeyError('enrollments', page.rows.length);
  const items = page.rows.flatMap((row) =>
    row.visit_id === null ? [] : [{ ...row, visit_id: row.visit_id }],
  );
  return {
    items,
    total: undefined,
    hasNext: page.hasMore,
    date: null,
    ...(page.hasMore ? { after: page.lastKey } : {}),
  };
}
