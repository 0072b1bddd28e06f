import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { RevenueCategory } from '../schemas/revenue-category.ts';

const path = '/api/v2/desk/revenue_categories';
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  returns: 'list',
  key: 'revenue_categories',
  schema: RevenueCategory,
});
const get = endpoint({ ...list, effect: 'read', path: `${path}/:id`, returns: 'one' });

/** Revenue categories: never deleted, names can change. */
export class DeskRevenueCategories extends Resource {
  protected readonly endpointTable: EndpointTable = { list, get };

  /** Every revenue category. */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }

  /** One revenue category. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }
}
