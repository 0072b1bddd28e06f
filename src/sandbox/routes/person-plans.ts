import type { Context, Route } from '../engine.ts';
import { invalid, paged, problem } from '../http.ts';
import type { PlanRow } from '../state.ts';
import { planView, punchesUsed } from '../views/plans.ts';
import { ownPerson } from './people.ts';
import { found, idParam, today } from './support.ts';

const FILTERS = ['active', 'active_with_upcoming', 'current', 'inactive', 'upcoming', 'usable'] as const;

/** A person's plans, filtered as the spec defines. */
export const personPlanRoutes: Route[] = [
  {
    serves: 'front.personPlans.list',
    method: 'GET',
    path: '/api/v2/front/people/:person_id/plans',
    access: 'front',
    handle: (ctx) => personPlans(ctx, ownPerson(ctx, idParam(ctx, 'person_id')).id),
  },
  {
    serves: 'desk.personPlans.list',
    method: 'GET',
    path: '/api/v2/desk/people/:person_id/plans',
    access: 'desk',
    handle: (ctx) => personPlans(ctx, found(ctx.state.tables.people, idParam(ctx, 'person_id')).id),
  },
];

/** The `filter` values of a person's plans, as the spec defines them. */
function matches(ctx: Context, plan: PlanRow, filter: string): boolean {
  const day = today(ctx);
  const current =
    plan.canceled_at === null && plan.start_date <= day && (plan.end_date === null || plan.end_date >= day);
  const left = plan.count === null || punchesUsed(ctx.state, plan) < plan.count;
  const upcoming = plan.canceled_at === null && plan.start_date > day && left;
  const active = current && left;
  switch (filter) {
    case 'active':
      return active;
    case 'active_with_upcoming':
      return active || upcoming;
    case 'current':
      return current;
    case 'inactive':
      return !active;
    case 'upcoming':
      return upcoming;
    default:
      return active && !plan.on_hold;
  }
}

function personPlans(ctx: Context, personId: number): Response {
  const filter = ctx.url.searchParams.get('filter');
  if (filter !== null && !FILTERS.includes(filter as (typeof FILTERS)[number]))
    invalid(problem('inclusion', 'filter'));
  const plans = ctx.state.tables.plans.filter(
    (plan) => plan.person_ids.includes(personId) && (filter === null || matches(ctx, plan, filter)),
  );
  return paged(ctx.url, 'plans', plans, (plan) => planView(ctx.state, plan));
}
