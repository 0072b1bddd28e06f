import { MAX_TIMER_MS } from '../core/timer.ts';
import { UsageError } from './usage-error.ts';

/** A whole-number flag (`--port 8413`), or a `UsageError` quoting what was given. */
export function wholeNumber(text: string, flag: string): number {
  if (!/^\d+$/.test(text))
    throw new UsageError(`${flag} must be a whole number, got ${JSON.stringify(text)}`);
  return Number(text);
}

/** A delay flag in ms (`--body-deadline 10000`): a whole number from 1 to 2 147 483 647, or a `UsageError`. */
export function timerMs(text: string, flag: string): number {
  const ms = wholeNumber(text, flag);
  if (ms < 1 || ms > MAX_TIMER_MS)
    throw new UsageError(`${flag} must be from 1 to ${MAX_TIMER_MS} ms, got ${JSON.stringify(text)}`);
  return ms;
}
