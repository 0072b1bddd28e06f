import * as z from 'zod/mini';
import { InputError } from './errors.ts';

/** A value the wire takes as a query parameter. */
export type QueryValue = string | number | boolean | Date | readonly (string | number)[] | null | undefined;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

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
  page: z.optional(z.int().check(z.positive('must be 1 or more'))),
  per_page: z.optional(z.int().check(z.positive('must be 1 or more'), z.maximum(100, 'must be at most 100'))),
};

/** The moment a timestamp param stands for, in milliseconds. */
export function toMillis(value: Date | string): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** Checks `value` against `schema`, throwing an `InputError` naming the first param at fault and its rule. */
export function checkInput<T>(schema: z.ZodMiniType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const param = path.map(String).join('.') || undefined;
  const rule =
    path.length > 0 && valueAt(value, path) === undefined ? 'is required' : (issue?.message ?? 'is invalid');
  throw new InputError(param ? `${where}: ${param} ${rule}` : `${where}: ${rule}`, param);
}

/** The value at `path` inside `value`, or undefined where the path leads nowhere. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Serializes one query value: arrays joined by commas, Dates as ISO 8601 UTC. */
function serialize(value: Exclude<QueryValue, null | undefined>): string {
  if (Array.isArray(value)) return value.join(',');
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Appends the defined params of `query` to `url`. */
export function appendQuery(url: URL, query: Readonly<Record<string, unknown>> | undefined): void {
  if (!query) return;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    url.searchParams.append(name, serialize(value as Exclude<QueryValue, null | undefined>));
  }
}

/** Fills `:name` segments of `path` from `values`, each URI-encoded; `where` names the call in errors. */
export function fillPath(
  path: string,
  values: Readonly<Record<string, string | number>>,
  where = path,
): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new InputError(`${where}: missing path parameter ${name}`, name);
    }
    if (typeof value === 'number' && !(Number.isSafeInteger(value) && value > 0)) {
      throw new InputError(`${where}: ${name} must be a positive integer (got ${value})`, name);
    }
    return encodeURIComponent(String(value));
  });
}
