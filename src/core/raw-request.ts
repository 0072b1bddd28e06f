import type { Method } from './endpoint.ts';
import { InputError } from './errors.ts';
import type { Api } from './hosts.ts';
import type { RequestOptions } from './options.ts';
import { describe, type QueryValue } from './url.ts';

/** A schema of the Standard Schema spec (zod, valibot, arktype…), to check an answer `request()` got. */
export interface StandardSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    /** Checks a value: the output, or the issues. */
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: readonly {
        readonly message: string;
        readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
      }[];
    };

/** Options of `pike13.request()`: the query and body to send, a schema for the answer, per-call options. */
export interface RawRequestOptions<Output = unknown>
  extends Omit<RequestOptions, 'extraQuery' | 'extraBody'> {
  /** Query params, serialized as the typed endpoints do (arrays joined by commas, Dates in ISO 8601). */
  query?: Readonly<Record<string, QueryValue>>;
  /** A JSON body, sent as it is. */
  body?: unknown;
  /** Checks the answer (any Standard Schema: zod, valibot…); without it the answer is `unknown`. */
  schema?: StandardSchema<Output>;
  /** A POST or PATCH that may be re-sent safely after a failure (default: sent once). */
  idempotent?: boolean;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const API_PATH = /^\/(?:desk\/)?api\/v\d+\/[A-Za-z0-9_.~/-]+$/;

/** Checks the method of a raw request. */
export function checkMethod(method: unknown): Method {
  if (METHODS.includes(method as Method)) return method as Method;
  throw new InputError(
    `request(): method must be one of ${METHODS.join(', ')} (got ${describe(method)})`,
    'method',
  );
}

/**
 * Checks the path of a raw request: under `/api/` or `/desk/api/` of the service, no query, no host, no
 * empty or dot segment (a token must never be sent where the caller did not mean).
 */
export function checkPath(path: unknown): string {
  const segments = typeof path === 'string' ? path.split('/').slice(1) : [];
  const clean = segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (typeof path === 'string' && API_PATH.test(path) && clean) return path;
  throw new InputError(
    `request(): path must be a path of the service under /api/ or /desk/api/, without query, host or dot segments (got ${describe(path)})`,
    'path',
  );
}

/** The API a path belongs to: it picks the host (account) and the rate-limit bucket (reports). */
export function apiOfPath(path: string): Api {
  if (path.startsWith('/api/v2/account')) return 'account';
  if (path.startsWith('/desk/api/v3/reports')) return 'reports';
  if (path.startsWith('/api/v3/webhooks')) return 'webhooks';
  return 'core';
}

/** The answer checked against the caller's schema; a failure names the paths at fault. */
export async function checkAnswer<Output>(
  schema: StandardSchema<Output> | undefined,
  body: unknown,
): Promise<{ value: Output } | { issues: string[] }> {
  if (schema === undefined) return { value: body as Output };
  const result = await schema['~standard'].validate(body);
  if (result.issues === undefined) return { value: result.value };
  return {
    issues: result.issues.map(
      (issue) => `${(issue.path ?? []).map(keyOf).join('.') || '(root)'}: ${issue.message}`,
    ),
  };
}

function keyOf(segment: unknown): string {
  const key = (segment as { key?: unknown } | null)?.key ?? segment;
  return String(key);
}

/** The query of a raw request: each value a string, finite number, boolean, valid Date or array of those. */
export function checkRawQuery(query: unknown): Readonly<Record<string, QueryValue>> | undefined {
  if (query === undefined) return undefined;
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    throw new InputError('request(): query must be an object', 'query');
  }
  // Each value read once, into the copy that is checked and sent: a getter cannot answer the check and the wire
  // apart (made by fromEntries: own keys only, so a `__proto__` name stays a param).
  const entries = Object.entries(query).map(
    ([name, read]) => [name, Array.isArray(read) ? [...read] : read] as const,
  );
  for (const [name, value] of entries) {
    const values = Array.isArray(value) ? value : [value];
    if (!values.every(isQueryScalar)) {
      throw new InputError(
        `request(): query.${name} must be a string, number, boolean, Date or an array of them (got ${describe(value)})`,
        `query.${name}`,
      );
    }
  }
  return Object.fromEntries(entries);
}

function isQueryScalar(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return (
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    Number.isFinite(value)
  );
}
