import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { json, notFound, one } from '../http.ts';
import type { PlanRow } from '../state.ts';
import { found, idParam } from './support.ts';

/** The terms record of a plan, read and accepted by the person it is for (front). */
export const planTermRoutes: Route[] = [
  {
    serves: 'front.planTerms.list',
    method: 'GET',
    path: '/api/v2/front/plans/:plan_id/plan_terms',
    access: 'front',
    handle: planTerms,
  },
  {
    serves: 'front.planTerms.complete',
    method: 'GET',
    path: '/api/v2/front/plans/:plan_id/plan_terms/:id/complete',
    access: 'front',
    handle: completeTerms,
  },
  {
    serves: 'front.planTerms.get',
    method: 'GET',
    path: '/api/v2/front/plans/:plan_id/plan_terms/:id',
    access: 'front',
    handle: planTerms,
  },
];

/** The one terms record of a plan, for the person the plan is for. */
function termsPlan(ctx: Context): PlanRow {
  const plan = found(ctx.state.tables.plans, idParam(ctx, 'plan_id'));
  const me = ctx.caller.person;
  if (!me || !plan.person_ids.some((id) => id === me.id || me.dependent_ids.includes(id))) notFound();
  if (ctx.params.id !== undefined && idParam(ctx) !== plan.id) notFound();
  return plan;
}

function planTerms(ctx: Context): Response {
  const plan = termsPlan(ctx);
  const product = ctx.state.tables.planProducts.get(plan.plan_product_id);
  return one('plan_terms', {
    id: plan.id,
    type: product?.terms_acceptance_type ?? 'checkbox',
    terms: product?.terms ?? '',
    signing_url: null,
    accepted: plan.terms_accepted,
  });
}

function completeTerms(ctx: Context): Response {
  const plan = termsPlan(ctx);
  plan.terms_accepted = true;
  plan.updated_at = iso(ctx.now);
  return json({});
}
