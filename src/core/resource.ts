import { coreOf } from './core-of-client.ts';
import type { Endpoint } from './endpoint.ts';
import type { HttpCore } from './http.ts';
import type { Pike13Client } from './pike13-client.ts';

/** A resource's endpoints keyed by the name of the method that calls each (`list`, `get`, `create`…). */
export type EndpointTable = Readonly<Record<string, Endpoint>>;

/**
 * Base of every resource group: its methods describe endpoints and hand them to the one core. Each
 * subclass names its endpoints in `endpointTable`, one per method of the same name, so the endpoint
 * registry (`src/internal/registry.ts`) walks every method of the client without a second list.
 */
export abstract class Resource {
  // Declared, not defined: the constructor sets it (one field less in every bundle).
  declare protected readonly core: HttpCore;
  /** The endpoint of each method, by method name; methods that chain several calls are not in it. */
  protected abstract readonly endpointTable: EndpointTable;

  constructor(client: Pike13Client) {
    this.core = coreOf(client);
  }
}

/** The endpoint of each method of a resource, by method name (for the registry: the table is protected). */
export function endpointTableOf(resource: Resource): EndpointTable {
  return (resource as unknown as { endpointTable: EndpointTable }).endpointTable;
}
