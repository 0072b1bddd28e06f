import type { Endpoint } from './endpoint.ts';

/** Where each namespace or resource of a client sits (`desk`, `desk.people`), recorded as it is built. */
const paths = new WeakMap<object, string>();
/** Each endpoint's method as the client names it (`desk.people.get`): what tracing calls an operation. */
const names = new WeakMap<Endpoint, string>();

type Tabled = { endpointTable?: Readonly<Record<string, Endpoint>> };

/**
 * Records where `value`, built as `owner[key]`, sits in the client, and names the endpoints of its table:
 * the first client that builds a resource names its endpoints for every other.
 */
export function recordBuilt(owner: object, key: string, value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const at = paths.get(owner);
  const path = at === undefined ? key : `${at}.${key}`;
  paths.set(value, path);
  nameTable(value, path);
  // Resources a resource holds (`business.franchisees`) are built with it, not lazily.
  for (const [member, child] of Object.entries(value)) {
    if (typeof child === 'object' && child !== null && 'endpointTable' in child) {
      nameTable(child, `${path}.${member}`);
    }
  }
}

function nameTable(value: object, path: string): void {
  const table = (value as Tabled).endpointTable;
  if (!table) return;
  for (const verb in table) {
    const endpoint = table[verb] as Endpoint;
    if (!names.has(endpoint)) names.set(endpoint, `${path}.${verb}`);
  }
}

/** Names an endpoint called from outside a namespace's tables (report queries). */
export function nameEndpoint(endpoint: Endpoint, name: string): void {
  names.set(endpoint, name);
}

/** The endpoint's operation name, or its method and path when no client has built its resource. */
export function operationName(endpoint: Endpoint): string {
  return names.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;
}
