import type { PathKind } from './endpoint.ts';
import { InputError } from './errors.ts';

/** A value the wire takes as a query parameter. */
export type QueryValue =
  | string
  | number
  | boolean
  | Date
  | readonly (string | number | Date)[]
  | null
  | undefined;

/** Serializes one query value: arrays joined by commas, Dates (in an array too) as ISO 8601 UTC. */
function serialize(value: Exclude<QueryValue, null | undefined>): string {
  if (Array.isArray(value))
    return value.map((item) => (item instanceof Date ? item.toISOString() : item)).join(',');
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** `base` (an origin and a path) with the defined params of `query` as its query string. */
export function withQuery(base: string, query: Readonly<Record<string, unknown>> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, serialize(value as QueryValue & {}));
  }
  const search = `${params}`;
  return search ? `${base}?${search}` : base;
}

/** Most characters of a URL sent: its request line then fits the 8 KiB nginx and many proxies take by default. */
const MAX_URL_LENGTH = 8192;

/**
 * Refuses a URL over `MAX_URL_LENGTH`, which a server answers 414 or 431 only after all of it was sent. Its
 * length is all a call pays; the refusal names the param that makes most of it (a `:name` of `template`, the
 * end of the path; or a query param, after `prefix`), never its value.
 */
export function checkUrlLength(url: string, label: string, template: string, prefix = ''): void {
  if (url.length > MAX_URL_LENGTH) throw urlTooLong(url, label, template, prefix);
}

function urlTooLong(url: string, label: string, template: string, prefix: string): InputError {
  const [path = '', query = ''] = url.split('?');
  const params = template.split('/');
  const segments = path.split('/').slice(-params.length);
  let name = '';
  let most = 0;
  const blame = (param: string, length: number) => {
    if (length > most) [name, most] = [param, length];
  };
  for (const [index, param] of params.entries())
    if (param.startsWith(':')) blame(param.slice(1), segments[index]?.length ?? 0);
  for (const piece of query.split('&')) blame(prefix + piece.split('=')[0], piece.length);
  // A label or a name may be the long part itself (the path of `request()`, a query name): a few words of it.
  const cut = (text: string, at: number) => (text.length > at ? `${text.slice(0, at)}…` : text);
  name = cut(name, 40);
  return new InputError(
    `${cut(label, 80)}: the URL would be ${url.length} characters, over the ${MAX_URL_LENGTH} servers take; ${name} makes ${most} of them`,
    name,
  );
}

const PATH_VALUES: Record<PathKind, { pattern: RegExp; rule: string }> = {
  id: { pattern: /^[1-9]\d*$/, rule: 'a positive integer or a string of digits' },
  slug: { pattern: /^[a-z][a-z0-9_]*$/, rule: 'a name of lowercase letters, digits and _' },
};

/**
 * Each endpoint path split once at its `:name` params (the names at odd indexes): one entry per path of the
 * endpoint table, so it stays as small as the table. A `replace` with a callback per call cost 6.5 µs a call.
 */
const pathParts = new Map<string, string[]>();

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
  let parts = pathParts.get(path);
  if (parts === undefined) {
    parts = path.split(/:([a-z_]+)/);
    pathParts.set(path, parts);
  }
  let filled = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    filled += pathValue(values[name], name, kinds[name] ?? 'id', where) + parts[i + 1];
  }
  return filled;
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
