import type { ChangeFeed } from '../changes.ts';
import type { Scope } from '../engine.ts';
import type { State } from '../state.ts';
import type { MovableClock } from './movable-clock.ts';

/** A rule that acts when a time comes (a hold expires, a plan ends): swept before each request and by `advance`. */
export interface TimedRule {
  /** Does what is due at `scope.now` (and nothing twice). */
  sweep(scope: Scope): void;
  /** The next instant after `now` at which it has something to do; `undefined` when nothing is pending. */
  nextDue(state: State, now: number): number | undefined;
}

/** Steps in one move at most: each due instant is one step, so this bounds a move, not a span. */
const MAX_STEPS = 100_000;

/**
 * Moves the clock forward through every instant at which a rule is due, in order, sweeping each rule there:
 * the changes (and their webhooks) come out as they would have happened, each stamped with its own time.
 */
export class Timeline {
  readonly #clock: MovableClock;
  readonly #rules: readonly TimedRule[];
  readonly #state: State;
  readonly #changes: ChangeFeed;

  constructor(clock: MovableClock, rules: readonly TimedRule[], state: State, changes: ChangeFeed) {
    this.#clock = clock;
    this.#rules = rules;
    this.#state = state;
    this.#changes = changes;
  }

  /** Moves to `target`: forward runs what falls due in between; backward only moves (nothing is undone). */
  moveTo(target: number): void {
    let now = this.#clock.read();
    if (target <= now) {
      this.#clock.moveTo(target);
      return;
    }
    this.#sweep(now);
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const next = this.#nextDue(now, target);
      if (next === undefined) break;
      this.#clock.moveTo(next);
      this.#sweep(next);
      now = next;
    }
    this.#clock.moveTo(target);
    this.#sweep(target);
  }

  #sweep(now: number): void {
    const scope = { state: this.#state, now, changes: this.#changes };
    for (const rule of this.#rules) rule.sweep(scope);
  }

  /** The earliest instant in (now, target] at which a rule is due. */
  #nextDue(now: number, target: number): number | undefined {
    let next: number | undefined;
    for (const rule of this.#rules) {
      const due = rule.nextDue(this.#state, now);
      if (due !== undefined && due > now && due <= target && (next === undefined || due < next)) next = due;
    }
    return next;
  }
}
