import type { Pike13 } from '../pike13.ts';
import { enrollments } from '../reports/fields/enrollments.ts';
import { and, gt, nemp, oneOf } from '../reports/filters.ts';
import { noLastKeyError } from '../reports/incomplete.ts';
import type { EnrollmentVisit, SourcePage } from './types.ts';

/** Every detail field of the enrollments report: a visit's row as the report has it. */
export const VISIT_FIELDS = Object.keys(enrollments.detail) as (keyof typeof enrollments.detail)[];

/**
 * The keyset page after `after` of the visits: the enrollments report's rows that have a `visit_id`
 * (waitlist entries have none), of the `dates` given, else with a `service_date` after `dateAfter` if given,
 * every detail field,
 * 500 rows a page sorted by key.
 */
export async function readVisits(
  client: Pike13,
  after: string | undefined,
  dateAfter?: string,
  dates?: string[],
): Promise<SourcePage<EnrollmentVisit>> {
  const visits = nemp('visit_id');
  const all = client.reports.enrollments.select(...VISIT_FIELDS);
  const query =
    dates !== undefined
      ? all.where(and(visits, oneOf('service_date', dates)))
      : all.where(dateAfter === undefined ? visits : and(visits, gt('service_date', dateAfter)));
  const { data: page, response } = await query
    .orderBy('key')
    .limit(500)
    .page(after === undefined ? {} : { startingAfter: after })
    .withResponse();
  if (page.hasMore && !page.lastKey) throw noLastKeyError('enrollments', page.rows.length);
  const items = page.rows.flatMap((row) =>
    row.visit_id === null ? [] : [{ ...row, visit_id: row.visit_id }],
  );
  return {
    items,
    total: undefined,
    hasNext: page.hasMore,
    date: response.headers.get('date'),
    ...(page.hasMore ? { after: page.lastKey } : {}),
  };
}
