import { DAY, HOUR, MINUTE } from '../clock.ts';
import { ControlInputError } from '../controls/control-input.ts';

/** A span of the sandbox clock: milliseconds, or a number and a unit (`'90m'`, `'2h'`, `'3d'`, `'30s'`, `'1w'`). */
export type ClockSpan = number | `${number}${'ms' | 's' | 'm' | 'h' | 'd' | 'w'}`;

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: MINUTE, h: HOUR, d: DAY, w: 7 * DAY };

/** The furthest the clock moves in one call: 100 years (a typo of a unit must not run centuries of rules). */
export const MAX_SPAN_MS = 100 * 365 * DAY;

/** A span in milliseconds; anything but a whole, non-negative amount within 100 years throws, naming the input. */
export function spanMs(span: unknown): number {
  const ms = typeof span === 'number' ? span : typeof span === 'string' ? fromText(span) : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_SPAN_MS) {
    throw new ControlInputError(
      `sandbox clock: cannot advance by ${describe(span)}: give whole milliseconds or a span like '90m', '2h', '3d' (0 to 100 years)`,
    );
  }
  return ms;
}

function fromText(text: string): number {
  const match = /^(\d{1,12})(ms|s|m|h|d|w)$/.exec(text.trim());
  return match ? Number(match[1]) * (UNITS[match[2] as string] as number) : Number.NaN;
}

/** The input, shortened and quoted, for an error message. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  if (typeof value === 'number') return String(value);
  return typeof value;
}
