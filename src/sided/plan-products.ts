import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { PlanProduct } from '../schemas/plan-product.ts';
import { type PlanProductListParams, PlanProductListQuery } from '../schemas/plan-product-input.ts';
import { bothSides, SidedResource } from './side.ts';

const endpoints = bothSides((prefix) => ({
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/plan_products`,
    query: PlanProductListQuery,
    returns: 'page',
    key: 'plan_products',
    schema: PlanProduct,
  }),
  get: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/plan_products/:id`,
    returns: 'one',
    key: 'plan_products',
    schema: PlanProduct,
  }),
}));

/** Plan products: the templates plans are sold from (front and desk). */
export class PlanProducts extends SidedResource {
  protected readonly endpointTable: EndpointTable = endpoints[this.side];

  /** Plan products, a page at a time; front lists only those visible to the user. */
  list(params?: PlanProductListParams, options?: RequestOptions) {
    return this.core.paginate(endpoints[this.side].list, { query: params }, options);
  }

  /** One plan product. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(endpoints[this.side].get, { path: { id } }, options);
  }
}
