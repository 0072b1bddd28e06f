/** What the sandbox takes as "now": a fixed date, a function (tests move it), or the real time. */
export type ClockOption = Date | (() => Date) | undefined;

/** Milliseconds since the epoch, by the sandbox's clock. */
export type Clock = () => number;

export function clockOf(option: ClockOption): Clock {
  if (option instanceof Date) {
    const fixed = option.getTime();
    return () => fixed;
  }
  if (typeof option === 'function') return () => option().getTime();
  return Date.now;
}

/** `2026-03-01T10:00:00Z`: the service's timestamp form (UTC, no milliseconds). */
export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `2026-03-01`: a date in UTC. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Midnight UTC of the day of `ms`. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}
