import { DAY, isoDate } from '../clock.ts';
import type { Scope } from '../engine.ts';
import type { SnapshotPart } from '../snapshots/part.ts';
import type { PlanRow, State } from '../state.ts';
import type { TimedRule } from '../time/timeline.ts';
import { planView } from '../views/plans.ts';

/**
 * `plan.ended` when a plan's end date has passed (the spec): at midnight UTC after its end date, the
 * sandbox's days being UTC ones. Plans that ended before the sandbox started are not announced.
 */
export class PlanEnds implements TimedRule, SnapshotPart<string> {
  /** The day up to which ends are announced: plans ending before it are done. */
  #checkedDay: string;

  constructor(startedAt: number) {
    this.#checkedDay = isoDate(startedAt);
  }

  readonly sweep = (scope: Scope): void => {
    const today = isoDate(scope.now);
    if (today <= this.#checkedDay) return;
    const ended = scope.state.tables.plans.filter(
      (plan) => this.#pending(plan) && (plan.end_date as string) < today,
    );
    this.#checkedDay = today;
    for (const plan of ended) scope.changes.emit('plan.ended', { plans: [planView(scope.state, plan)] });
  };

  nextDue(state: State, now: number): number | undefined {
    let next: number | undefined;
    for (const plan of state.tables.plans.all()) {
      if (!this.#pending(plan)) continue;
      const due = Date.parse(plan.end_date as string) + DAY;
      if (due > now && (next === undefined || due < next)) next = due;
    }
    return next;
  }

  save(): string {
    return this.#checkedDay;
  }

  load(saved: string): void {
    this.#checkedDay = saved;
  }

  /** A plan not canceled whose end is still to announce. */
  #pending(plan: PlanRow): boolean {
    return plan.canceled_at === null && plan.end_date !== null && plan.end_date >= this.#checkedDay;
  }
}
