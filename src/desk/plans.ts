import * as z from 'zod/mini';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import * as p from '../core/params.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Plan } from '../schemas/plan.ts';

const listQueryShape = {
  ...p.pagination,
  /** Include each plan's holds. */
  include_holds: z.optional(z.boolean()),
};
const ListQuery: z.ZodMiniObject<typeof listQueryShape, z.core.$strict> = z.strictObject(listQueryShape);
/** Params of `desk.plans.list()`. */
export interface DeskPlanListParams extends z.input<typeof ListQuery> {}

const HOUR_MS = 3_600_000;

/** Today in the zone furthest behind (UTC−12): any earlier date is past in every time zone. */
function earliestToday(): string {
  return new Date(Date.now() - 12 * HOUR_MS).toISOString().slice(0, 10);
}

const endDateUpdateShape = {
  /** The plan's new last day, `YYYY-MM-DD`: in the future and before the next billing date. */
  end_date: p.date().check(z.refine((day) => day >= earliestToday(), 'cannot be in the past')),
};
const EndDateUpdate: z.ZodMiniObject<typeof endDateUpdateShape, z.core.$strict> =
  z.strictObject(endDateUpdateShape);
/** The new end date of `desk.plans.updateEndDate()`. */
export interface PlanEndDateUpdate extends z.input<typeof EndDateUpdate> {}

const path = '/api/v2/desk/plans';
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  query: ListQuery,
  returns: 'page',
  key: 'plans',
  schema: Plan,
});
const updateEndDate = endpoint({
  method: 'POST',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:plan_id/end_date_updates`,
  body: EndDateUpdate,
  returns: 'one',
  key: 'plans',
  schema: Plan,
});

/** Every plan of the business. */
export class DeskPlans extends Resource {
  protected readonly endpointTable: EndpointTable = { list, updateEndDate };

  /** All plans, a page at a time; holds with `include_holds`. */
  list(params?: DeskPlanListParams, options?: RequestOptions) {
    return this.core.paginate(list, { query: params }, options);
  }

  /**
   * Moves a plan's end date: not in the past, and before the next billing date (the service checks that).
   * @throws {ValidationError} 422 without an end date, with a past one, or for a plan without a billing plan.
   */
  updateEndDate(planId: number, params: PlanEndDateUpdate, options?: RequestOptions) {
    return this.core.call(updateEndDate, { path: { plan_id: planId }, body: params }, options);
  }
}
