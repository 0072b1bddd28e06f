import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { invalid, json, problem } from '../http.ts';
import { found, requiredInt, textField } from './support.ts';

/** Make-ups: the reasons, and one generated for a missed visit (desk). */
export const makeUpRoutes: Route[] = [
  {
    serves: 'desk.makeUps.reasons',
    method: 'GET',
    path: '/api/v2/desk/make_ups/reasons',
    access: 'desk',
    handle: (ctx) => json({ make_up_reasons: ctx.state.tables.makeUpReasons.all() }),
  },
  {
    serves: 'desk.makeUps.generate',
    method: 'POST',
    path: '/api/v2/desk/make_ups/generate',
    access: 'desk',
    handle: generateMakeUp,
  },
];

function generateMakeUp(ctx: Context): Response {
  const visit = found(ctx.state.tables.visits, requiredInt(ctx.body, 'visit_id', 'Visit'));
  const makeUp = ctx.body.make_up as Record<string, unknown> | undefined;
  const reasonId = makeUp ? requiredInt(makeUp, 'make_up_reason_id', 'Make up reason') : null;
  if (reasonId !== null && !ctx.state.tables.makeUpReasons.get(reasonId))
    invalid(problem('not_found', 'Make up reason'));
  const row = ctx.state.tables.makeUps.insert({
    visit_id: visit.id,
    person_id: visit.person_id ?? 0,
    make_up_reason_id: reasonId,
    free_form_reason: makeUp ? (textField(makeUp, 'free_form_reason', 'Free form reason') ?? null) : null,
    created_at: iso(ctx.now),
  });
  return json({ make_ups: [row] }, 201);
}
