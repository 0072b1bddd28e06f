import * as z from 'zod/mini';
import { toMillis } from '../core/params.ts';

const DAY_MS = 86_400_000;

/** Params bounded by `from` and `to`: timestamps (`Date` or ISO strings) or `YYYY-MM-DD` dates. */
interface Range {
  from?: Date | string | undefined;
  to?: Date | string | undefined;
}

/** `from` and `to` each require the other. */
export const pairedRange = [
  z.refine<Range>((range) => range.from === undefined || range.to !== undefined, {
    message: 'is required when from is given',
    path: ['to'],
  }),
  z.refine<Range>((range) => range.to === undefined || range.from !== undefined, {
    message: 'is required when to is given',
    path: ['from'],
  }),
] as const;

/**
 * When both ends are given, `to` is not before `from` and at most `days` later; `inclusive` counts both
 * end days (a range of whole days).
 */
export function spanAtMost(days: number, { inclusive = false } = {}) {
  const limit = (inclusive ? days - 1 : days) * DAY_MS;
  return z.refine<Range>(
    (range) => {
      if (range.from === undefined || range.to === undefined) return true;
      const span = toMillis(range.to) - toMillis(range.from);
      return span >= 0 && span <= limit;
    },
    {
      message: `must not be before from, and at most ${days} days after it${inclusive ? ' (both days counted)' : ''}`,
      path: ['to'],
    },
  );
}
