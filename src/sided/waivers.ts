import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Waiver } from '../schemas/waiver.ts';
import { bothSides, SidedResource } from './side.ts';

const list = bothSides((prefix) =>
  endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/people/:person_id/waivers`,
    returns: 'list',
    key: 'waivers',
    schema: Waiver,
  }),
);

/** Waivers of one person (front and desk). */
export class Waivers extends SidedResource {
  protected readonly endpointTable: EndpointTable = { list: list[this.side] };

  /** The waivers a person has to sign or has signed. */
  list(personId: number, options?: RequestOptions) {
    return this.core.call(list[this.side], { path: { person_id: personId } }, options);
  }
}
