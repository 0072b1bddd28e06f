import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { DeskServiceList, Service } from '../schemas/service.ts';
import { type DeskServiceListParams, DeskServiceListQuery } from '../schemas/service-input.ts';

const path = '/api/v2/desk/services';

const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  query: DeskServiceListQuery,
  returns: 'body',
  schema: DeskServiceList,
});

const get = endpoint({
  method: 'GET',
  effect: 'read',
  path: `${path}/:id`,
  returns: 'one',
  key: 'services',
  schema: Service,
});

/** Services of the business, as staff see them. */
export class DeskServices extends Resource {
  protected readonly endpointTable: EndpointTable = { list, get };

  /** Every service (hidden ones with `include_hidden`), and the categories they are grouped under. */
  list(params?: DeskServiceListParams, options?: RequestOptions) {
    return this.core.call(list, { query: params }, options);
  }

  /** One service. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }
}
