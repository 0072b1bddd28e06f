import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Location } from '../schemas/location.ts';
import { bothSides, SidedResource } from './side.ts';

const endpoints = bothSides((prefix) => ({
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/locations`,
    returns: 'list',
    key: 'locations',
    schema: Location,
  }),
  get: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/locations/:id`,
    returns: 'one',
    key: 'locations',
    schema: Location,
  }),
}));

/** Locations of the business (front and desk). */
export class Locations extends SidedResource {
  protected readonly endpointTable: EndpointTable = endpoints[this.side];

  /** Every location. */
  list(options?: RequestOptions) {
    return this.core.call(endpoints[this.side].list, {}, options);
  }

  /** One location. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(endpoints[this.side].get, { path: { id } }, options);
  }
}
