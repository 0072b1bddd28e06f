import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Plan } from '../schemas/plan.ts';
import { DeskPlanListQuery, PlanEndDateUpdateBody } from '../schemas/plan-input.ts';

const path = '/api/v2/desk/plans';
const plans = { key: 'plans', schema: Plan } as const;

/** Every plan of the business. */
export class DeskPlans extends resource({
  /** All plans, a page at a time; holds with `include_holds`. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path,
    query: DeskPlanListQuery,
    returns: 'page',
    ...plans,
  }),
  /**
   * Moves a plan's end date: not in the past, and before the next billing date (the service checks that).
   * @throws {ValidationError} 422 without an end date, with a past one, or for a plan without a billing plan.
   */
  updateEndDate: endpoint({
    method: 'POST',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:plan_id/end_date_updates`,
    body: PlanEndDateUpdateBody,
    arg: 'params',
    returns: 'one',
    ...plans,
  }),
}) {}
