import * as z from 'zod/mini';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { DeskServiceList, Service } from '../schemas/service.ts';

const listQueryShape = {
  /** Include hidden services. */
  include_hidden: z.optional(z.boolean()),
};
const ListQuery: z.ZodMiniObject<typeof listQueryShape, z.core.$strict> = z.strictObject(listQueryShape);
/** Params of `desk.services.list()`. */
export interface DeskServiceListParams extends z.input<typeof ListQuery> {}

const path = '/api/v2/desk/services';
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  query: ListQuery,
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
