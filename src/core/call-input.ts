import { checkInput } from './check-input.ts';
import type { Endpoint } from './endpoint.ts';
import { InputError } from './errors.ts';
import { describe } from './url.ts';

type Params = Record<string, unknown>;

/** The query of a call: the listed params checked, then the caller's `extraQuery` added as it is. */
export function checkedQuery(
  endpoint: Endpoint,
  query: unknown,
  extra: Readonly<Params> | undefined,
  label: string,
): Params | undefined {
  const checked = checkParams(endpoint.query, query, label, 'query params');
  if (extra === undefined) return checked;
  // Each value read once, into the copy that is checked and sent (made by fromEntries: own keys only, so
  // a `__proto__` name stays a param).
  const entries = Object.entries(plainObject(extra, 'extraQuery', label));
  for (const [name, value] of entries) {
    const scalar = typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
    if (!scalar)
      throw new InputError(
        `${label}: extraQuery.${name} must be a string, number or boolean (got ${describe(value)})`,
        `extraQuery.${name}`,
      );
  }
  return merge(checked, Object.fromEntries(entries), 'extraQuery', label);
}

/** The body of a call: the listed fields checked, then the caller's `extraBody` merged in. */
export function checkedBody(
  endpoint: Endpoint,
  body: unknown,
  extra: Readonly<Params> | undefined,
  label: string,
): Params | undefined {
  const checked = checkParams(endpoint.body, body, label, 'body');
  if (extra === undefined) return checked;
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    throw new InputError(`${label}: extraBody is for calls that send a body`, 'extraBody');
  }
  return merge(checked, plainObject(extra, 'extraBody', label), 'extraBody', label);
}

/** Input checked against its schema; an endpoint without one takes none at all. */
function checkParams(
  schema: Endpoint['query'],
  value: unknown,
  label: string,
  what: string,
): Params | undefined {
  if (schema) return checkInput(schema, value ?? {}, label) as Params;
  if (value === undefined || (isPlainObject(value) && Object.keys(value).length === 0)) return undefined;
  throw new InputError(`${label} takes no ${what}`);
}

function merge(checked: Params | undefined, extra: Readonly<Params>, option: string, label: string): Params {
  for (const name of Object.keys(extra)) {
    // Its own keys: a name every object inherits (`toString`, `__proto__`) is not a listed param.
    if (checked && Object.hasOwn(checked, name)) {
      throw new InputError(
        `${label}: ${option}.${name} is a listed param: pass it with the others`,
        `${option}.${name}`,
      );
    }
  }
  return { ...checked, ...extra };
}

function plainObject(value: unknown, option: string, label: string): Params {
  if (isPlainObject(value)) return value;
  throw new InputError(`${label}: ${option} must be a plain object`, option);
}

function isPlainObject(value: unknown): value is Params {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
