import type { Scope } from '../engine.ts';
import type { PlanRow } from '../state.ts';
import { personPlanView, punchcardView } from '../views/plans.ts';

/** A plan given to its people: `person_plan.created`, and `punchcard.started` when it counts visits. */
export function announcePlan(scope: Pick<Scope, 'state' | 'changes'>, plan: PlanRow): void {
  scope.changes.emit('person_plan.created', { person_plans: [personPlanView(scope.state, plan)] });
  if (plan.count !== null)
    scope.changes.emit('punchcard.started', { punchcards: [punchcardView(scope.state, plan)] });
}
