import { type ClockSpan, spanMs } from './duration.ts';
import { instantOf, type MovableClock } from './movable-clock.ts';
import type { Timeline } from './timeline.ts';

/** The sandbox's one clock: holds, reminders, plan ends, webhook retries, rate limits and timestamps follow it. */
export interface SandboxClock {
  /** Now, by the sandbox. */
  now(): Date;
  /**
   * Moves the clock forward by `by` (ms, or `'90m'`, `'2h'`, `'3d'`…), running in order what falls due in
   * between (holds expire, reminders, plans end, webhook retries) and sending their webhooks; gives the new now.
   */
  advance(by: ClockSpan): Date;
  /**
   * Makes `to` now. Later: as `advance`. Earlier: only the clock moves, nothing is undone or run again
   * (restore a snapshot to go back in the records too). Gives the new now.
   */
  set(to: Date | string): Date;
}

/** The clock `createSandbox()` hands out; `moved` runs after each move (webhook retries that fell due). */
export function sandboxClock(
  clock: MovableClock,
  timeline: Timeline,
  moved: (now: number) => void,
): SandboxClock {
  const moveTo = (target: number): Date => {
    timeline.moveTo(target);
    moved(target);
    return new Date(target);
  };
  return {
    now: () => new Date(clock.read()),
    advance: (by) => moveTo(clock.read() + spanMs(by)),
    set: (to) => moveTo(instantOf(to)),
  };
}
