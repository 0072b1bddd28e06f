import { type Effect, type Endpoint, isIdempotent } from '../core/endpoint.ts';
import { InputError } from '../core/errors.ts';
import type { RequestOptions } from '../core/options.ts';
import { endpointTableOf, Resource } from '../core/resource.ts';
import type { Pike13 } from '../pike13.ts';

/** The client's namespaces whose methods call endpoints. */
export const NAMESPACES = ['front', 'desk', 'account', 'webhooks'] as const;
type Namespace = (typeof NAMESPACES)[number];

/** What the registry walks: a client's endpoint namespaces (`Pike13`, or a client with only those). */
export type EndpointNamespaces = Pick<Pike13, Namespace>;

/** What a registry entry is called with: path params by name, then the query or the body. */
export interface EntryInput {
  path?: Readonly<Record<string, number | string>>;
  query?: unknown;
  body?: unknown;
}

/** One method of the client and the endpoint it calls. */
export interface RegistryEntry {
  readonly namespace: Namespace;
  /** Property path of the resource under its namespace (`people`, `bookings.leases`); `''` for its own. */
  readonly resource: string;
  /** The method's name (`list`, `listByPerson`). */
  readonly verb: string;
  readonly endpoint: Endpoint;
  /** What a call does to the service's data, as declared: the CLI and MCP serve only reads unless told. */
  readonly effect: Effect;
  /** Whether the same call twice leaves the same state as once. */
  readonly idempotent: boolean;
  /** The `:name` params of the path, in the order the method takes them. */
  readonly pathParams: readonly string[];
  /**
   * Calls the method: the path params in order, then the query or the body (an endpoint takes at most one
   * of them), then the options. Answers what the method answers (an `ApiPromise` or a `PagePromise`).
   */
  invoke(input?: EntryInput, options?: RequestOptions): unknown;
}

/** Every endpoint method of the client, walked from its namespaces and each resource's endpoint table. */
export function endpointRegistry(client: EndpointNamespaces): RegistryEntry[] {
  return NAMESPACES.flatMap((namespace) => entriesOf(client[namespace], namespace, []));
}

/** The `:name` params of a path, in order. */
function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] as string);
}

/** The resources under an object of the client (a namespace or a resource), by property path. */
export function resourcesUnder(value: object, at: readonly string[]): [string[], Resource][] {
  const found: [string[], Resource][] = value instanceof Resource ? [[[...at], value]] : [];
  for (const [key, child] of membersOf(value)) {
    if (child instanceof Resource || isNamespace(child)) found.push(...resourcesUnder(child, [...at, key]));
  }
  return found;
}

/** An object's enumerable members, the lazy ones its class defines included (`for…in` reaches them). */
function membersOf(value: object): [string, unknown][] {
  const members: [string, unknown][] = [];
  for (const key in value) members.push([key, (value as Record<string, unknown>)[key]]);
  return members;
}

function isNamespace(value: unknown): value is object {
  return (
    typeof value === 'object' && value !== null && membersOf(value).some(([, v]) => v instanceof Resource)
  );
}

function entriesOf(root: object, namespace: Namespace, at: readonly string[]): RegistryEntry[] {
  return resourcesUnder(root, at).flatMap(([path, resource]) =>
    Object.entries(endpointTableOf(resource)).map(([verb, endpoint]) =>
      entryOf(namespace, path.join('.'), verb, endpoint, resource),
    ),
  );
}

function entryOf(
  namespace: Namespace,
  resource: string,
  verb: string,
  endpoint: Endpoint,
  target: Resource,
): RegistryEntry {
  const pathParams = pathParamsOf(endpoint.path);
  const name = [namespace, resource, verb].filter(Boolean).join('.');
  const method = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[verb];
  if (typeof method !== 'function') throw new Error(`${name}: no such method`);
  return {
    namespace,
    resource,
    verb,
    endpoint,
    effect: declaredEffect(name, endpoint),
    idempotent: isIdempotent(endpoint),
    pathParams,
    invoke(input = {}, options) {
      checkShape(name, endpoint, pathParams, input);
      const ids = pathParams.map((name) => input.path?.[name]);
      const data = endpoint.body ? [input.body] : endpoint.query ? [input.query] : [];
      return method.apply(target, [...ids, ...data, options]);
    },
  };
}

const EFFECTS: readonly unknown[] = ['read', 'write', 'destructive'] satisfies Effect[];

/** The endpoint's declared effect; one without (a JS declaration) is refused, never guessed from its method. */
function declaredEffect(name: string, endpoint: Endpoint): Effect {
  if (EFFECTS.includes(endpoint.effect)) return endpoint.effect;
  throw new Error(`${name}: the endpoint declares no effect (read, write or destructive)`);
}

/** Refuses path params the path lacks, and a query or body the endpoint does not take: nothing is dropped. */
function checkShape(
  name: string,
  endpoint: Endpoint,
  pathParams: readonly string[],
  input: EntryInput,
): void {
  const extraPath = Object.keys(input.path ?? {}).find((key) => !pathParams.includes(key));
  if (extraPath !== undefined) throw new InputError(`${name}: unknown param ${extraPath}`, extraPath);
  for (const part of ['query', 'body'] as const) {
    if (input[part] === undefined || endpoint[part] !== undefined) continue;
    const keys = Object.keys(input[part] as object);
    if (keys.length === 0) continue;
    throw new InputError(
      `${name}: unknown param ${keys[0]} (it takes ${describe(endpoint, pathParams)})`,
      keys[0],
    );
  }
}

function describe(endpoint: Endpoint, pathParams: readonly string[]): string {
  const parts = [...pathParams, ...(endpoint.query ? ['a query'] : []), ...(endpoint.body ? ['a body'] : [])];
  return parts.length ? parts.join(', ') : 'no params';
}
