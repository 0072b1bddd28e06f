import * as z from 'zod/mini';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** A calendar date, `YYYY-MM-DD` (its source is the pattern of a date param in the JSON Schema). */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An integer identifier. */
export const id = () => z.int().check(z.positive('must be a positive integer'));

/** Several identifiers: an array (sent joined by commas) or one. */
export const ids = () => z.union([z.array(id()), id()]);

/** A list of names drawn from `values`: an array (sent joined by commas) or one. */
export const names = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.array(z.enum(values)), z.enum(values)]);

/** A moment: a `Date`, or an ISO 8601 string with a zone offset (no silent time-zone guess). */
export const timestamp = () =>
  z.union([
    z.date().check(z.refine((d) => !Number.isNaN(d.getTime()), 'must be a valid Date')),
    z
      .string()
      .check(
        z.regex(TIMESTAMP, 'must be an ISO 8601 timestamp with a zone offset, e.g. 2026-01-31T09:00:00Z'),
      ),
  ]);

/** A calendar date, `YYYY-MM-DD`. */
export const date = () => z.string().check(z.regex(DATE, 'must be a date as YYYY-MM-DD'));

/** `page` and `per_page` of offset pagination (`per_page` at most 100). */
export const pagination = {
  /** The page to fetch, counted from 1 (default 1). */
  page: z.optional(z.int().check(z.positive('must be 1 or more'))),
  /** Items per page, 1 to 100 (default 20). */
  per_page: z.optional(z.int().check(z.positive('must be 1 or more'), z.maximum(100, 'must be at most 100'))),
};

/** The moment a timestamp param stands for, in milliseconds. */
export function toMillis(value: Date | string): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}
