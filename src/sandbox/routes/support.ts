import type { Fields } from '../body.ts';
import { isoDate } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { badRequest, HttpError, invalid, notFound, problem } from '../http.ts';
import { listParam } from '../list-values.ts';
import { queryFields } from '../rails-query.ts';
import type { Table } from '../table.ts';

/** A path parameter as an id; a non-number answers 404 like an unknown record. */
export function idParam(ctx: Context, name = 'id'): number {
  const value = ctx.params[name] ?? '';
  return /^\d+$/.test(value) ? Number(value) : notFound();
}

/** The row or 404. */
export function found<T extends { id: number }>(table: Table<T>, id: number): T {
  return table.get(id) ?? notFound();
}

/**
 * The write attributes: `{"person": {...}}`, or the body itself when it is not wrapped (Rails wraps
 * JSON parameters for the controller). A wrapper that is not an object answers 422.
 */
export function input(ctx: Context, key: string): Fields {
  const wrapped = ctx.body[key];
  if (wrapped === undefined) return { ...queryFields(ctx.url), ...ctx.body };
  if (typeof wrapped !== 'object' || wrapped === null || Array.isArray(wrapped)) {
    throw new HttpError(422, { errors: [`${key} must be an object`] });
  }
  return wrapped as Fields;
}

/** A parameter from the body (unwrapped) or the query. */
export function param(ctx: Context, name: string): unknown {
  return ctx.body[name] ?? ctx.url.searchParams.get(name) ?? undefined;
}

/** `"true"`, `true`, `1` → true; absent → fallback. */
export function flag(value: unknown, fallback = false): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  return value === true || value === 'true' || value === '1' || value === 1;
}

/** An optional integer field; a non-integer answers 422 naming the field. */
export function intField(fields: Fields, name: string, label: string): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number === 'number' && Number.isInteger(number)) return number;
  return invalid(problem('not_a_number', label));
}

/** A required integer field. */
export function requiredInt(fields: Fields, name: string, label: string): number {
  return intField(fields, name, label) ?? invalid(problem('blank', label));
}

/** An optional string field; other types answer 422. */
export function textField(fields: Fields, name: string, label: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return invalid(problem('invalid', label));
}

/** The ids of a list query parameter (`listParam`: the routes that take one are GETs); a non-number answers 422. */
export function idList(ctx: Context, name: string): number[] | undefined {
  const parts = listParam(ctx.url, name);
  return parts?.map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : invalid(problem('invalid', name))));
}

/** A timestamp query parameter, as epoch ms; unparsable answers 400. */
export function timeParam(ctx: Context, name: string): number | undefined {
  const raw = ctx.url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const ms = Date.parse(raw);
  return Number.isNaN(ms) ? badRequest(`${name} is not a valid timestamp`) : ms;
}

export function today(ctx: Context): string {
  return isoDate(ctx.now);
}

/** The same route on `front` and `desk`; `serves` names the endpoint below its side (`locations.list`). */
export function bothSideRoutes(
  serves: string,
  method: Route['method'],
  path: string,
  front: Route['access'],
  handle: Route['handle'],
): Route[] {
  return [
    { serves: `front.${serves}`, method, path: `/api/v2/front${path}`, access: front, handle },
    { serves: `desk.${serves}`, method, path: `/api/v2/desk${path}`, access: 'desk', handle },
  ];
}

/** True when the request came in on a desk path. */
export function isDesk(ctx: Context): boolean {
  return ctx.url.pathname.startsWith('/api/v2/desk/');
}
