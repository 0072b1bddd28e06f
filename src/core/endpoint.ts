import type * as z from 'zod/mini';
import type { Api } from './hosts.ts';
import type { Secret } from './redact.ts';

/** The HTTP methods of the spec's endpoints. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where the data of an answer is:
 * `one` — the single object under `key` (a one-item array or an object);
 * `list` — the array under `key`; `page` — the array under `key`, with `total_count` and `next`;
 * `body` — the whole body; `none` — nothing (the answer is only a status).
 */
export type Returns = 'one' | 'list' | 'page' | 'body' | 'none';

/**
 * What a call does to the service's data, declared (never guessed from the method): `read` changes
 * nothing; `write` creates or changes; `destructive` removes or ends what a user cannot get back
 * (deletes, voids, refunds, cancellations, replacements).
 */
export type Effect = 'read' | 'write' | 'destructive';

/** A declaration's effect: a read is idempotent by nature; a change states whether it may be re-sent. */
type EffectDeclaration =
  | { readonly effect: 'read' }
  | { readonly effect: 'write' | 'destructive'; readonly idempotent: boolean };

/** One endpoint of the spec, described as data: the HTTP core does the rest. */
export interface Endpoint<
  Query = unknown,
  Body = unknown,
  Item = unknown,
  R extends Returns = Returns,
  P extends string = string,
  Arg extends string = string,
> {
  readonly method: Method;
  /** What a call does to the service's data: MCP serves only reads without `--allow-writes`. */
  readonly effect: Effect;
  /** Path with `:name` segments, e.g. `/api/v2/desk/people/:id`: its params are the call's `path` keys. */
  readonly path: P;
  /** Path params that are names (`slug`: lowercase letters, digits, `_`) rather than ids (the default). */
  readonly pathKinds?: Readonly<Record<string, PathKind>>;
  /** Picks host and rate-limit bucket; default `core`. */
  readonly api?: Api;
  /** Reachable without a token when `client_id` is sent. */
  readonly public?: boolean;
  /** Reachable with no credentials at all (account password reset); a token is still sent when there is one. */
  readonly anonymous?: boolean;
  /** Rules of the query params, checked before sending; the call's `query` is typed by its input. */
  readonly query?: z.ZodMiniType<unknown, Query>;
  /** Rules of the body, checked before sending; the call's `body` is typed by its input. */
  readonly body?: z.ZodMiniType<unknown, Body>;
  /**
   * Singular resource key the body is wrapped in (`{person: {...}}`); with `format: 'jsonapi'`, the
   * JSON:API type: `{data: {type, id, attributes}}`, the id being the path's `id` when it has one.
   */
  readonly bodyKey?: string;
  /**
   * The name of the method's query or body argument, where it is not the default (`params` for a query, the
   * `bodyKey` for a body), `?` after it for a body that may be left out: read by the types alone, for the
   * name an editor shows.
   */
  readonly arg?: Arg;
  /** `jsonapi` sends `application/vnd.api+json`. */
  readonly format?: 'json' | 'jsonapi';
  readonly returns: R;
  /** Root key of the answer (`people`). */
  readonly key?: string;
  /** Schema of one item (or of the whole body for `body`). */
  readonly schema?: z.ZodMiniType<Item, unknown>;
  /** A change that leaves the same state when sent twice, so may be re-sent after a failure (reads always are). */
  readonly idempotent?: boolean;
}

/** Whether a call may be re-sent after it may have reached the service: a read, or a change declared so. */
export function isIdempotent(endpoint: Pick<Endpoint, 'effect' | 'idempotent'>): boolean {
  return endpoint.effect === 'read' || endpoint.idempotent === true;
}

/** What a path param may hold: an `id` (a positive integer or a string of digits) or a `slug`. */
export type PathKind = 'id' | 'slug';

/** What a call of an endpoint is given, untyped (what the core reads). */
export interface CallInput {
  path?: Readonly<Record<string, unknown>>;
  query?: unknown;
  body?: unknown;
  /** Secrets the call carries besides the token (a webhook target's secret): kept out of its errors. */
  secrets?: readonly Secret[];
}

/** The `:name` params of a path (`'/people/:person_id/notes/:id'` → `'person_id' | 'id'`). */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * What a call of `E` is given, typed from its declaration: `path` keys from the path string, `query` and
 * `body` from the input of their schemas (none when the endpoint has no schema).
 */
export type CallInputOf<E> =
  E extends Endpoint<infer Q, infer B, unknown, Returns, infer P>
    ? {
        query?: Q;
        body?: B;
        secrets?: readonly Secret[];
      } & ([PathParamNames<P>] extends [never]
        ? { path?: undefined }
        : { path: Readonly<Record<PathParamNames<P>, number | string>> })
    : never;

/** The name of a method's query or body argument: `arg`, else `params` for a query, the `bodyKey` for a body. */
type ArgName<Arg extends string, Key extends string, Body> = [Arg] extends [never]
  ? unknown extends Body
    ? 'params'
    : [Body] extends [undefined]
      ? 'params'
      : [Key] extends [never]
        ? 'body'
        : Key
  : Arg;

/**
 * Declares an endpoint, keeping its types (the path as a literal, for its params; the name of its query or
 * body argument); a change must say whether it is idempotent.
 */
export function endpoint<
  const P extends string,
  Query = undefined,
  Body = undefined,
  Item = unknown,
  R extends Returns = Returns,
  const Key extends string = never,
  const Arg extends string = never,
>(
  definition: Endpoint<Query, Body, Item, R, P, Arg> & EffectDeclaration & { readonly bodyKey?: Key },
): Endpoint<Query, Body, Item, R, P, ArgName<Arg, Key, Body>> {
  return definition as never;
}
