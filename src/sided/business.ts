import type { Pike13Client } from '../core/client.ts';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Business } from '../schemas/business.ts';
import { Franchisee } from '../schemas/franchisee.ts';
import { bothSides, type Side, SidedResource } from './side.ts';

const endpoints = bothSides((prefix) => ({
  get: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/business`,
    returns: 'one',
    key: 'businesses',
    schema: Business,
  }),
  franchisees: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/business/franchisees`,
    returns: 'list',
    key: 'franchisees',
    schema: Franchisee,
  }),
}));

/** Franchisees of the business (front and desk). */
export class Franchisees extends SidedResource {
  protected readonly endpointTable: EndpointTable = { list: endpoints[this.side].franchisees };

  /** Basic details of each franchisee. */
  list(options?: RequestOptions) {
    return this.core.call(endpoints[this.side].franchisees, {}, options);
  }
}

/** The business the client talks to (front and desk). */
export class BusinessDetails extends SidedResource {
  protected readonly endpointTable: EndpointTable = { get: endpoints[this.side].get };
  /** Franchisees of the business. */
  readonly franchisees: Franchisees;

  constructor(client: Pike13Client, side: Side) {
    super(client, side);
    this.franchisees = new Franchisees(client, side);
  }

  /** Basic details of the business: name, subdomain, locale, currency, contact. */
  get(options?: RequestOptions) {
    return this.core.call(endpoints[this.side].get, {}, options);
  }
}
