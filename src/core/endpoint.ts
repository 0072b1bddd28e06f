import type * as z from 'zod/mini';
import type { Api } from './hosts.ts';
import type { Secret } from './redact.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where the data of an answer is:
 * `one` — the single object under `key` (a one-item array or an object);
 * `list` — the array under `key`; `page` — the array under `key`, with `total_count` and `next`;
 * `body` — the whole body; `none` — nothing (the answer is only a status).
 */
export type Returns = 'one' | 'list' | 'page' | 'body' | 'none';

/** One endpoint of the spec, described as data: the HTTP core does the rest. */
export interface Endpoint<Query = unknown, Body = unknown, Item = unknown, R extends Returns = Returns> {
  readonly method: Method;
  /** Path with `:name` segments, e.g. `/api/v2/desk/people/:id`. */
  readonly path: string;
  /** Path params that are names (`slug`: lowercase letters, digits, `_`) rather than ids (the default). */
  readonly pathKinds?: Readonly<Record<string, PathKind>>;
  /** Picks host and rate-limit bucket; default `core`. */
  readonly api?: Api;
  /** Reachable without a token when `client_id` is sent. */
  readonly public?: boolean;
  /** Reachable with no credentials at all (account password reset); a token is still sent when there is one. */
  readonly anonymous?: boolean;
  /** Rules of the query params, checked before sending. */
  readonly query?: z.ZodMiniType<Query, unknown>;
  /** Rules of the body, checked before sending. */
  readonly body?: z.ZodMiniType<Body, unknown>;
  /** Singular resource key the body is wrapped in (`{person: {...}}`). */
  readonly bodyKey?: string;
  /** `jsonapi` sends `application/vnd.api+json`. */
  readonly format?: 'json' | 'jsonapi';
  readonly returns: R;
  /** Root key of the answer (`people`). */
  readonly key?: string;
  /** Schema of one item (or of the whole body for `body`). */
  readonly schema?: z.ZodMiniType<Item, unknown>;
  /** A POST that may be re-sent safely (a read-only query). */
  readonly idempotent?: boolean;
}

/** What a path param may hold: an `id` (a positive integer or a string of digits) or a `slug`. */
export type PathKind = 'id' | 'slug';

/** What a call of an endpoint is given: path params, query params and body. */
export interface CallInput {
  path?: Readonly<Record<string, unknown>>;
  query?: unknown;
  body?: unknown;
  /** Secrets the call carries besides the token (a webhook target's secret): kept out of its errors. */
  secrets?: readonly Secret[];
}

/** Declares an endpoint, keeping its types. */
export function endpoint<Query = unknown, Body = unknown, Item = unknown, R extends Returns = Returns>(
  definition: Endpoint<Query, Body, Item, R>,
): Endpoint<Query, Body, Item, R> {
  return definition;
}
