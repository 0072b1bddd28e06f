import { type ClockOption, clockOf } from '../clock.ts';
import { ControlInputError } from '../controls/control-input.ts';

/** The first and last instants the clock can be set to: years 1970 to 9999. */
const EARLIEST = 0;
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59);

/**
 * The sandbox's one clock: the time of `createSandbox({ now })` (a fixed date stands still, a function or
 * the real clock runs) plus an offset that `moveTo` changes. Every rule, header and record reads `read()`.
 */
export class MovableClock {
  readonly #base: () => number;
  #offset = 0;

  constructor(option: ClockOption) {
    this.#base = clockOf(option);
  }

  /** Now, in epoch milliseconds (bound: it is handed around as a plain function). */
  readonly read = (): number => this.#base() + this.#offset;

  /** Makes `ms` now; the clock then runs (or stands still) from there as its base does. */
  moveTo(ms: number): void {
    this.#offset = ms - this.#base();
  }
}

/** An instant of `set()`: a `Date` or an ISO 8601 timestamp with its offset; anything else throws. */
export function instantOf(to: unknown): number {
  const ms =
    to instanceof Date
      ? to.getTime()
      : typeof to === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(to)
        ? Date.parse(to)
        : Number.NaN;
  if (!Number.isFinite(ms) || ms < EARLIEST || ms > LATEST) {
    const shown = typeof to === 'string' ? JSON.stringify(to.slice(0, 40)) : typeof to;
    throw new ControlInputError(
      `sandbox clock: cannot set to ${shown}: give a Date or a timestamp with its offset, like 2026-12-01T09:00:00Z (years 1970 to 9999)`,
    );
  }
  return ms;
}
