import { iso, isoDate } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, invalid, json, notFound, one, paged, problem } from '../http.ts';
import { usablePlan } from '../rules/enrollment.ts';
import type { Plan, Visit } from '../state.ts';
import { planProductView, planView, punchcardView, punchesUsed } from '../views/plans.ts';
import { visitView } from '../views/schedule.ts';
import { ownPerson } from './people.ts';
import {
  bothSides,
  found,
  idList,
  idParam,
  input,
  intField,
  isDesk,
  requiredInt,
  textField,
  today,
} from './support.ts';

const FILTERS = ['active', 'active_with_upcoming', 'current', 'inactive', 'upcoming', 'usable'] as const;

/** Plans, a person's plans, plan products, waivers, plan terms and punches. */
export const planRoutes: Route[] = [
  { method: 'GET', path: '/api/v2/desk/plans', access: 'desk', handle: listPlans },
  {
    method: 'POST',
    path: '/api/v2/desk/plans/:plan_id/end_date_updates',
    access: 'desk',
    handle: updateEndDate,
  },
  {
    method: 'GET',
    path: '/api/v2/front/people/:person_id/plans',
    access: 'front',
    handle: (ctx) => personPlans(ctx, ownPerson(ctx, idParam(ctx, 'person_id')).id),
  },
  {
    method: 'GET',
    path: '/api/v2/desk/people/:person_id/plans',
    access: 'desk',
    handle: (ctx) => personPlans(ctx, found(ctx.state.tables.people, idParam(ctx, 'person_id')).id),
  },
  {
    method: 'GET',
    path: '/api/v2/front/people/:person_id/waivers',
    access: 'front',
    handle: (ctx) => waivers(ctx, ownPerson(ctx, idParam(ctx, 'person_id')).id),
  },
  {
    method: 'GET',
    path: '/api/v2/desk/people/:person_id/waivers',
    access: 'desk',
    handle: (ctx) => waivers(ctx, found(ctx.state.tables.people, idParam(ctx, 'person_id')).id),
  },
  ...bothSides('GET', '/plan_products', 'front', listPlanProducts),
  ...bothSides('GET', '/plan_products/:id', 'front', showPlanProduct),
  { method: 'GET', path: '/api/v2/front/plans/:plan_id/plan_terms', access: 'front', handle: planTerms },
  {
    method: 'GET',
    path: '/api/v2/front/plans/:plan_id/plan_terms/:id/complete',
    access: 'front',
    handle: completeTerms,
  },
  { method: 'GET', path: '/api/v2/front/plans/:plan_id/plan_terms/:id', access: 'front', handle: planTerms },
  {
    method: 'GET',
    path: '/api/v2/desk/punches/:id',
    access: 'desk',
    handle: (ctx) => one('punches', found(ctx.state.tables.punches, idParam(ctx))),
  },
  { method: 'POST', path: '/api/v2/desk/punches', access: 'desk', handle: createPunch },
  { method: 'DELETE', path: '/api/v2/desk/punches/:id', access: 'desk', handle: deletePunch },
];

function listPlans(ctx: Context): Response {
  return paged(ctx.url, 'plans', ctx.state.tables.plans.all(), (plan) => planView(ctx.state, plan));
}

/** The `filter` values of a person's plans, as the spec defines them. */
function matches(ctx: Context, plan: Plan, filter: string): boolean {
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

/** The next billing date of a membership after today: the start date moved on by whole months. */
function nextBilling(plan: Plan, day: string): string {
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

function waivers(ctx: Context, personId: number): Response {
  const list = ctx.state.tables.waivers.filter((w) => w.person_id === personId);
  return json({
    waivers: list.map((w) => ({
      id: w.id,
      name: w.name,
      type: w.type,
      signer_id: w.person_id,
      signing_url: `${ctx.url.origin}/sandbox/waivers/${w.id}`,
      accepted: w.accepted,
    })),
  });
}

function visibleProduct(ctx: Context, visibility: string, suspended: boolean): boolean {
  return isDesk(ctx) || (visibility.toLowerCase() === 'everyone' && !suspended);
}

function listPlanProducts(ctx: Context): Response {
  const locations = idList(ctx, 'location_ids');
  const services = idList(ctx, 'service_ids');
  const products = ctx.state.tables.planProducts.filter(
    (p) =>
      visibleProduct(ctx, p.visibility, p.suspended) &&
      (locations === undefined || p.location_id === null || locations.includes(p.location_id)) &&
      (services === undefined || p.service_ids.some((id) => services.includes(id))),
  );
  return paged(ctx.url, 'plan_products', products, (p) => planProductView(ctx.state, p));
}

function showPlanProduct(ctx: Context): Response {
  const product = found(ctx.state.tables.planProducts, idParam(ctx));
  if (!visibleProduct(ctx, product.visibility, product.suspended)) notFound();
  return one('plan_products', planProductView(ctx.state, product));
}

/** The one terms record of a plan, for the person the plan is for. */
function termsPlan(ctx: Context): Plan {
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

function createPunch(ctx: Context): Response {
  const fields = input(ctx, 'punch');
  const visit = found(ctx.state.tables.visits, requiredInt(fields, 'visit_id', 'Visit'));
  if (visit.punch_id !== null) invalid(problem('invalid', 'Visit'));
  const planId = intField(fields, 'plan_id', 'Plan');
  const occurrence = found(ctx.state.tables.occurrences, visit.event_occurrence_id);
  const day = occurrence.start_at.slice(0, 10);
  const plan =
    planId === undefined
      ? usablePlan(ctx.state, visit.person_id ?? 0, occurrence.service_id, day)
      : found(ctx.state.tables.plans, planId);
  if (!plan) return invalid(problem('blank', 'Plan'));
  if (plan.count !== null && punchesUsed(ctx.state, plan) >= plan.count) invalid(problem('invalid', 'Plan'));
  const before = punchcardView(ctx.state, plan);
  const punch = ctx.state.tables.punches.insert({
    visit_id: visit.id,
    plan_id: plan.id,
    created_at: iso(ctx.now),
  });
  setPunch(ctx, visit, punch.id);
  punchcardChanged(ctx, plan, before.remaining);
  return one('punches', punch, 201);
}

function setPunch(ctx: Context, visit: Visit, punchId: number | null): void {
  const previous = { punch_id: visit.punch_id };
  visit.punch_id = punchId;
  visit.updated_at = iso(ctx.now);
  ctx.changes.emit('visit.updated', { visits: [visitView(ctx.state, visit)], previous });
}

function deletePunch(ctx: Context): Response {
  const punch = found(ctx.state.tables.punches, idParam(ctx));
  const plan = ctx.state.tables.plans.get(punch.plan_id);
  const before = plan ? punchcardView(ctx.state, plan).remaining : null;
  ctx.state.tables.punches.delete(punch.id);
  const visit = ctx.state.tables.visits.get(punch.visit_id);
  if (visit) setPunch(ctx, visit, null);
  if (plan) punchcardChanged(ctx, plan, before);
  return deleted();
}

/** `punchcard.updated` when a punch changes what a counted plan has left. */
function punchcardChanged(ctx: Context, plan: Plan, remaining: number | null): void {
  if (plan.count === null) return;
  const punchcards = [punchcardView(ctx.state, plan)];
  ctx.changes.emit('punchcard.updated', { punchcards, previous: { remaining } });
}
