import type { Pike13 } from '../pike13.ts';
import { noLastKeyError } from '../reports/incomplete.ts';
import type { RunState } from './cursor.ts';
import { digestOf } from './diff.ts';

/**
 * The person plans report's fields a poll compares: the plan and its person (one row each), and the fields
 * of the Core API's plan that can change after its sale and that the report shows (its name, dates,
 * cancellation, hold, visits allowed and used). A plan's description, staff member or limit period the
 * report lacks: `--full` or the `plan.updated` webhook bring those.
 */
export const PLAN_ROW_FIELDS = [
  'plan_id',
  'person_id',
  'plan_name',
  'start_date',
  'end_date',
  'is_canceled',
  'is_on_hold',
  'allowed_visit_count',
  'used_visit_count',
] as const;

/** Rows a page of the report: the Reporting API's documented maximum. */
const ROWS_A_PAGE = 500;

/** One page of the person plans report, folded into the run's digests. */
export interface PlanRowsPage {
  /** The plans of the page's rows, each once. */
  planIds: number[];
  /** The key to read the next page after; none at the last page. */
  after: string | undefined;
}

/**
 * Reads the page after `after` of the person plans report (500 rows, sorted by key, only `PLAN_ROW_FIELDS`)
 * and folds each row into its plan's digest in `run.seen`: `<person id>.<hash>`, the hash over the plan's
 * rows so far in key order (a plan shared by several people has a row each, maybe on two pages).
 */
export async function readPlanRows(client: Pike13, run: RunState): Promise<PlanRowsPage> {
  const page = await client.reports.personPlans
    .select(...PLAN_ROW_FIELDS)
    .orderBy('key')
    .limit(ROWS_A_PAGE)
    .page(run.after === undefined ? {} : { startingAfter: run.after });
  if (page.hasMore && !page.lastKey) throw noLastKeyError('person_plans', page.rows.length);
  run.seen ??= {};
  const planIds = new Set<number>();
  for (const row of page.rows) {
    const { plan_id: planId, person_id: personId } = row;
    if (typeof planId !== 'number' || typeof personId !== 'number') continue;
    const before = run.seen[planId];
    const person = before === undefined ? personId : personOf(before);
    run.seen[planId] = `${person}.${digestOf({ before: before ?? null, row })}`;
    planIds.add(planId);
  }
  return { planIds: [...planIds], after: page.hasMore ? page.lastKey : undefined };
}

/** The person whose plans list holds the plan of a digest (its first row's). */
export function personOf(digest: string): number {
  return Number(digest.slice(0, digest.indexOf('.')));
}
