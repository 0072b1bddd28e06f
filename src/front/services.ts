import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Service } from '../schemas/service.ts';

const path = '/api/v2/front/services';
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  returns: 'list',
  key: 'services',
  schema: Service,
});
const get = endpoint({ ...list, effect: 'read', path: `${path}/:id`, returns: 'one' });

/** Services the token's person may see; do not share cached answers between persons. */
export class FrontServices extends Resource {
  protected readonly endpointTable: EndpointTable = { list, get };

  /** Every service the person may see. */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }

  /** One service. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }
}
