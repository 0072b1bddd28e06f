import { iso, isoDate } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { invalid, one, paged, problem } from '../http.ts';
import type { PlanRow } from '../state.ts';
import { planView } from '../views/plans.ts';
import { found, idParam, input, textField, today } from './support.ts';

/** Plans: the list, and end dates of billing plans. */
export const planRoutes: Route[] = [
  { serves: 'desk.plans.list', method: 'GET', path: '/api/v2/desk/plans', access: 'desk', handle: listPlans },
  {
    serves: 'desk.plans.updateEndDate',
    method: 'POST',
    path: '/api/v2/desk/plans/:plan_id/end_date_updates',
    access: 'desk',
    handle: updateEndDate,
  },
];

function listPlans(ctx: Context): Response {
  return paged(ctx.url, 'plans', ctx.state.tables.plans.all(), (plan) => planView(ctx.state, plan));
}

/** The next billing date of a membership after today: the start date moved on by whole months. */
function nextBilling(plan: PlanRow, day: string): string {
  const start = new Date(`${plan.start_date}T00:00:00Z`);
  for (let months = 1; months < 1200; months += 1) {
    const next = isoDate(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()));
    if (next > day) return next;
  }
  return day;
}

function updateEndDate(ctx: Context): Response {
  const plan = found(ctx.state.tables.plans, idParam(ctx, 'plan_id'));
  const fields = input(ctx, 'end_date_update');
  const endDate = textField(fields, 'end_date', 'End date');
  if (!endDate) return invalid(problem('blank', 'End date'));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate)) invalid(problem('invalid', 'End date'));
  const day = today(ctx);
  if (endDate <= day) invalid(problem('in_the_past', 'End date'));
  if (!plan.billing) invalid(problem('no_billing_plan'));
  if (endDate >= nextBilling(plan, day)) invalid(problem('too_far', 'End date'));
  const previous = { end_date: plan.end_date };
  plan.end_date = endDate;
  plan.updated_at = iso(ctx.now);
  ctx.changes.emit('plan.updated', { plans: [planView(ctx.state, plan)], previous });
  return one('plans', planView(ctx.state, plan));
}
