import type { ApiPromise } from './api-promise.ts';
import type { CallInput, Endpoint } from './endpoint.ts';
import type { RequestOptions } from './options.ts';
import type { PagePromise } from './pagination.ts';
import type { Pike13Client } from './pike13-client.ts';
import { type EndpointTable, Resource } from './resource.ts';

// An endpoint is declared once, in its resource's table: `resource({ /** doc */ get: endpoint({...}) })` makes
// a class whose `get` calls it. The method takes the path params in path order, then the query or the body,
// then the options; its types follow from the declaration, and its doc is the table entry's.

/**
 * The name an editor shows for each argument of a declared method: a path param by its name in the path, a
 * query or body by its `arg` (default `params` for a query, the `bodyKey` for a body). TypeScript makes a
 * parameter's name from written text only, never from a string type: each name is written here once.
 */
interface Labels<T> {
  id: [id: T];
  booking_id: [bookingId: T];
  event_occurrence_id: [eventOccurrenceId: T];
  invoice_id: [invoiceId: T];
  invoice_item_id: [invoiceItemId: T];
  pack_product_id: [packProductId: T];
  parent_id: [parentId: T];
  payment_id: [paymentId: T];
  person_id: [personId: T];
  plan_id: [planId: T];
  refund_id: [refundId: T];
  service_id: [serviceId: T];
  params: [params: T];
  body: [body: T];
  changes: [changes: T];
  discount: [discount: T];
  entry: [entry: T];
  input: [input: T];
  invoice: [invoice: T];
  lease: [lease: T];
  make_up: [makeUp: T];
  note: [note: T];
  pack: [pack: T];
  pack_product: [packProduct: T];
  payment: [payment: T];
  person: [person: T];
  plan_product: [planProduct: T];
  prorate: [prorate: T];
  punch: [punch: T];
  refund: [refund: T];
  visit: [visit: T];
}

/** One argument, named by `Labels` (a name not there reads `value`). */
type Labelled<Name, T> = Name extends keyof Labels<T> ? Labels<T>[Name] : [value: T];

/** The `:name` params of a path as arguments, in path order (`/people/:person_id/notes/:id` → personId, id). */
type PathArgs<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [...Labelled<Name, number>, ...PathArgs<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? Labelled<Name, number>
    : [];

/** Whether a declaration leaves out a query or body (its type is `unknown`, or `undefined` where inferred so). */
type Absent<T> = unknown extends T ? true : [T] extends [undefined] ? true : false;

/**
 * The query or body argument: a query is optional when each of its fields is; a body is required unless its
 * `arg` ends with `?` (`'params?'`); none when the endpoint takes neither.
 */
type DataArgs<Name, T, IsQuery extends boolean> =
  Absent<T> extends true
    ? []
    : Name extends `${infer Label}?`
      ? Partial<Labelled<Label, T>>
      : IsQuery extends true
        ? object extends T
          ? Partial<Labelled<Name, T>>
          : Labelled<Name, T>
        : Labelled<Name, T>;

/** What a declared method answers. */
type Answer<Item, R> = R extends 'page'
  ? PagePromise<Item>
  : ApiPromise<R extends 'list' ? Item[] : R extends 'none' ? undefined : Item>;

/** The method an endpoint declaration gives: path params in path order, then the query or body, then options. */
export type MethodOf<E> =
  E extends Endpoint<infer Q, infer B, infer Item, infer R, infer P, infer Name>
    ? (
        ...args: [
          ...PathArgs<P>,
          ...DataArgs<Name, Absent<B> extends true ? Q : B, Absent<B>>,
          options?: RequestOptions,
        ]
      ) => Answer<Item, R>
    : never;

declare const handWrittenMark: unique symbol;

/** An endpoint whose method the class writes itself (logic of its own): in the table, given no method. */
export type HandWritten<E extends Endpoint = Endpoint> = E & { readonly [handWrittenMark]: true };

/** The names of a table's declared endpoints: every entry but the hand-written ones. */
type DeclaredNames<T> = {
  [K in keyof T]: T[K] extends { readonly [handWrittenMark]: true } ? never : K;
}[keyof T];

type Methods<T, K extends keyof T> = { -readonly [Name in K]: MethodOf<T[Name]> };

/** The methods of a table of endpoint declarations, each with the declaration's doc comment. */
export type MethodsOf<T> = Methods<T, DeclaredNames<T>>;

// biome-ignore lint/suspicious/noExplicitAny: a mixin's base class takes any constructor args.
type ResourceClass = abstract new (...args: any[]) => Resource;

/** A resource class made by `resource()`: each instance's table is the declared one. */
export declare abstract class DeclaredResource extends Resource {
  protected readonly endpointTable: EndpointTable;
}

/** Marks a table entry whose method the class writes itself (chained calls, filled-in fields): no method is made. */
export function handWritten<E extends Endpoint>(endpoint: E): HandWritten<E> {
  return endpoint as HandWritten<E>;
}

/**
 * A resource class whose methods are its table's endpoint declarations. (`T` is a record of objects, not of
 * endpoints: that context would widen each declaration's path to `string`.)
 */
export function resource<const T extends Readonly<Record<string, object>>>(
  table: T,
): abstract new (
  client: Pike13Client,
) => DeclaredResource & MethodsOf<T> {
  const Declared = class extends Resource {
    protected readonly endpointTable = table as EndpointTable;
  };
  return declareMethods(Declared, table as EndpointTable) as never;
}

/**
 * A subclass of `Base` with the methods of `table` besides its own; its instances' table is `Base`'s and then
 * `table` (so the registry lists the inherited endpoints first).
 */
export function extendResource<Base extends ResourceClass, const T extends Readonly<Record<string, object>>>(
  base: Base,
  table: T,
): abstract new (
  ...args: ConstructorParameters<Base>
) => InstanceType<Base> & MethodsOf<T> {
  abstract class Declared extends base {
    // biome-ignore lint/suspicious/noExplicitAny: the base's own args, passed on.
    constructor(...args: any[]) {
      super(...args);
      const self = this as unknown as Internals;
      self.endpointTable = { ...self.endpointTable, ...(table as EndpointTable) };
    }
  }
  declareMethods(Declared, table as EndpointTable);
  return Declared as never;
}

/**
 * A subclass of `Base` with the methods of `shape`, whose instances hold their own table of the same names and
 * params (the notes of a person or of an event occurrence: one shape, a path per parent).
 */
export function withMethods<Base extends ResourceClass, const T extends Readonly<Record<string, object>>>(
  base: Base,
  shape: T,
): abstract new (
  ...args: ConstructorParameters<Base>
) => InstanceType<Base> & MethodsOf<T> {
  abstract class Declared extends base {}
  declareMethods(Declared, shape as EndpointTable);
  return Declared as never;
}

/** What a made method reads of its resource: the protected core and table. */
interface Internals {
  core: Record<'call' | 'paginate', (endpoint: Endpoint, input: CallInput, ...options: unknown[]) => unknown>;
  endpointTable: EndpointTable;
}

/**
 * Gives `target`'s prototype one method per entry of `table` (the hand-written ones too: the class's own
 * method comes first), and answers `target`. Each reads its endpoint from the instance's table, so that one
 * method serves each side and each parent of a shared class; what it does with its args is worked out here,
 * once per endpoint. Its rest args take the place of the core's own (`call(endpoint, input, options)`).
 */
export function declareMethods<C extends ResourceClass>(target: C, table: EndpointTable): C {
  for (const name in table) {
    const endpoint = table[name] as Endpoint;
    const params = endpoint.path.match(/(?<=:)\w+/g) ?? [];
    const data = endpoint.body ? 'body' : endpoint.query && 'query';
    // Not enumerable, as a method a class declares (`for…in` over a resource lists its groups alone).
    Object.defineProperty(target.prototype, name, {
      // A method named as the declaration (`get`, as a stack trace shows it), not constructible.
      value: {
        [name](this: Internals, ...args: unknown[]) {
          const input: CallInput & { path: Record<string, unknown> } = { path: {} };
          for (const param of params) input.path[param] = args.shift();
          if (data) input[data] = args.shift();
          return this.core[endpoint.returns === 'page' ? 'paginate' : 'call'](
            this.endpointTable[name] as Endpoint,
            input,
            ...args,
          );
        },
      }[name],
      configurable: true,
      writable: true,
    });
  }
  return target;
}
