import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Plan } from '../schemas/plan.ts';
import {
  type DeskPlanListParams,
  DeskPlanListQuery,
  type PlanEndDateUpdate,
  PlanEndDateUpdateBody,
} from '../schemas/plan-input.ts';

const path = '/api/v2/desk/plans';

const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  query: DeskPlanListQuery,
  returns: 'page',
  key: 'plans',
  schema: Plan,
});

const updateEndDate = endpoint({
  method: 'POST',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:plan_id/end_date_updates`,
  body: PlanEndDateUpdateBody,
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
