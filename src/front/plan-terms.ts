import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { PlanTerms } from '../schemas/plan-terms.ts';

const path = '/api/v2/front/plans/:plan_id/plan_terms';
const ofPlan = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  returns: 'one',
  key: 'plan_terms',
  schema: PlanTerms,
});
const get = endpoint({ ...ofPlan, effect: 'read', path: `${path}/:id` });
const complete = endpoint({
  method: 'GET',
  effect: 'write',
  idempotent: true,
  path: `${path}/:id/complete`,
  returns: 'none',
});

/** The terms of a plan, for the person paying its invoice. */
export class FrontPlanTerms extends Resource {
  /** `get` without `planTermsId` calls the plan's own path (`ofPlan`). */
  protected readonly endpointTable: EndpointTable = { get, complete };

  /** The terms record of a plan (its one record, or the one with `planTermsId`). */
  get(planId: number, planTermsId?: number, options?: RequestOptions) {
    if (planTermsId === undefined) return this.core.call(ofPlan, { path: { plan_id: planId } }, options);
    return this.core.call(get, { path: { plan_id: planId, id: planTermsId } }, options);
  }

  /**
   * Marks the terms accepted (required for `checkbox`); a declined `document` answers 422.
   * @throws {ValidationError} 422 when the user declined to sign.
   */
  complete(planId: number, planTermsId: number, options?: RequestOptions) {
    return this.core.call(complete, { path: { plan_id: planId, id: planTermsId } }, options);
  }
}
