import type { Endpoint } from './endpoint.ts';

/** Where each class of namespace sits in the client (`Desk` → `desk`): kept by class, not for each client. */
const paths = new WeakMap<object, string>();
/** Each endpoint's method as the client names it (`desk.people.get`): what tracing calls an operation. */
const names = new WeakMap<Endpoint, string>();

type Table = Readonly<Record<string, Endpoint>>;

function tableOf(value: object): Table | undefined {
  return (value as { endpointTable?: Table }).endpointTable;
}

/**
 * Names the endpoints of `value`, built as `owner[key]` (or, for a namespace, records where it sits). The
 * first client that builds a resource names its endpoints: later builds allocate nothing.
 */
export function recordBuilt(owner: object, key: string, value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const table = tableOf(value);
  const placed = paths.has(value.constructor);
  if (placed && (!table || allNamed(table))) return;
  const at = paths.get(owner.constructor);
  const path = at === undefined ? key : `${at}.${key}`;
  // A namespace may be a resource too (`account`): its own endpoints and its resources' are named from it.
  if (!placed) paths.set(value.constructor, path);
  if (!table) return;
  nameTable(table, path);
  // Resources a resource holds (`business.franchisees`) are built with it, not lazily.
  for (const [member, child] of Object.entries(value)) {
    const inner = typeof child === 'object' && child !== null ? tableOf(child) : undefined;
    if (inner) nameTable(inner, `${path}.${member}`);
  }
}

function allNamed(table: Table): boolean {
  for (const verb in table) if (!names.has(table[verb] as Endpoint)) return false;
  return true;
}

function nameTable(table: Table, path: string): void {
  for (const verb in table) {
    const endpoint = table[verb] as Endpoint;
    if (!names.has(endpoint)) names.set(endpoint, `${path}.${verb}`);
  }
}

/**
 * Places a namespace class at the client's root (`account`), so that its resources are named from it however
 * they are built: through a client, or a namespace made on its own (`new Account(client)`).
 */
export function placeNamespace(type: object, name: string): void {
  paths.set(type, name);
}

/** Names an endpoint called from outside a namespace's tables (report queries). */
export function nameEndpoint(endpoint: Endpoint, name: string): void {
  names.set(endpoint, name);
}

/** The endpoint's operation name, or its method and path when no client has built its resource. */
export function operationName(endpoint: Endpoint): string {
  return names.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;
}
