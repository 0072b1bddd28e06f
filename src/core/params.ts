import * as z from 'zod/mini';
import type { PathKind } from './endpoint.ts';
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

/**
 * Checks `value` against `schema`, throwing an `InputError` naming the first param at fault and its rule;
 * an unknown name is refused with the list of valid ones (a misspelt filter must not widen a query).
 */
export function checkInput<T>(schema: z.ZodMiniType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown) throw unknownParams(schema, unknown.path, unknown.keys, where);
  const issue = issues[0];
  const path = issue?.path ?? [];
  const param = path.map(String).join('.') || undefined;
  const rule =
    path.length > 0 && valueAt(value, path) === undefined ? 'is required' : (issue?.message ?? 'is invalid');
  throw new InputError(param ? `${where}: ${param} ${rule}` : `${where}: ${rule}`, param);
}

function unknownParams(
  schema: z.ZodMiniType,
  path: readonly PropertyKey[],
  keys: readonly string[],
  where: string,
): InputError {
  const prefix = path.map(String).join('.');
  const names = keys.map((key) => (prefix ? `${prefix}.${key}` : key));
  const valid = Object.keys(shapeAt(schema, path) ?? {});
  const list = valid.length > 0 ? valid.join(', ') : 'none';
  return new InputError(
    `${where}: unknown param${names.length > 1 ? 's' : ''} ${names.join(', ')} (valid: ${list}; send others with extraQuery or extraBody)`,
    names[0],
  );
}

type Def = {
  type: string;
  shape?: object;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  options?: Schema[];
};
type Schema = { _zod: { def: Def } };

/** The object shape a path leads to inside a schema, looking through optional, nullable, arrays and unions. */
function shapeAt(schema: unknown, path: readonly PropertyKey[]): object | undefined {
  const def = (schema as Schema | undefined)?._zod?.def;
  if (!def) return undefined;
  const inner = def.innerType ?? def.in;
  if (inner) return shapeAt(inner, path);
  if (def.type === 'union') return def.options?.map((option) => shapeAt(option, path)).find(Boolean);
  const [head, ...rest] = path;
  if (def.type === 'array') return shapeAt(def.element, typeof head === 'number' ? rest : path);
  if (def.type !== 'object' || !def.shape) return undefined;
  if (head === undefined) return def.shape;
  return shapeAt((def.shape as Record<PropertyKey, unknown>)[head], rest);
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

const PATH_VALUES: Record<PathKind, { pattern: RegExp; rule: string }> = {
  id: { pattern: /^[1-9]\d*$/, rule: 'a positive integer or a string of digits' },
  slug: { pattern: /^[a-z][a-z0-9_]*$/, rule: 'a name of lowercase letters, digits and _' },
};

/**
 * Fills `:name` segments of `path` from `values`; `kinds` says which params are names rather than ids.
 * A dot, a slash, an object or `null` never reaches the path, where it would name another endpoint.
 */
export function fillPath(
  path: string,
  values: Readonly<Record<string, unknown>>,
  where = path,
  kinds: Readonly<Record<string, PathKind>> = {},
): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) =>
    pathValue(values[name], name, kinds[name] ?? 'id', where),
  );
}

function pathValue(value: unknown, name: string, kind: PathKind, where: string): string {
  const { pattern, rule } = PATH_VALUES[kind];
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text === 'string' && pattern.test(text)) return text;
  const got = value === undefined ? 'is required' : `must be ${rule} (got ${describe(value)})`;
  throw new InputError(`${where}: ${name} ${got}`, name);
}

/** A short description of a bad value for an error message: never more than a few characters of it. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}
