import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, invalid, one, problem } from '../http.ts';
import { usablePlan } from '../rules/enrollment.ts';
import type { PlanRow, VisitRow } from '../state.ts';
import { punchcardView, punchesUsed } from '../views/plans.ts';
import { visitView } from '../views/schedule.ts';
import { found, idParam, input, intField, requiredInt } from './support.ts';

/** Punches: a visit paid for with a plan (desk). */
export const punchRoutes: Route[] = [
  {
    serves: 'desk.punches.get',
    method: 'GET',
    path: '/api/v2/desk/punches/:id',
    access: 'desk',
    handle: (ctx) => one('punches', found(ctx.state.tables.punches, idParam(ctx))),
  },
  {
    serves: 'desk.punches.create',
    method: 'POST',
    path: '/api/v2/desk/punches',
    access: 'desk',
    handle: createPunch,
  },
  {
    serves: 'desk.punches.delete',
    method: 'DELETE',
    path: '/api/v2/desk/punches/:id',
    access: 'desk',
    handle: deletePunch,
  },
];

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

function setPunch(ctx: Context, visit: VisitRow, punchId: number | null): void {
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
function punchcardChanged(ctx: Context, plan: PlanRow, remaining: number | null): void {
  if (plan.count === null) return;
  const punchcards = [punchcardView(ctx.state, plan)];
  ctx.changes.emit('punchcard.updated', { punchcards, previous: { remaining } });
}
