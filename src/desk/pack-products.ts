import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { PackProduct } from '../schemas/pack-product.ts';
import {
  PackProductCreate,
  type PackProductListParams,
  PackProductListQuery,
  PackProductUpdate,
} from '../schemas/pack-product-input.ts';

const path = '/api/v2/desk/pack_products';

const one = { returns: 'one', key: 'pack_products', schema: PackProduct } as const;

const list = endpoint({
  ...one,
  method: 'GET',
  effect: 'read',
  path,
  query: PackProductListQuery,
  returns: 'page',
});

const get = endpoint({ ...one, method: 'GET', effect: 'read', path: `${path}/:id` });

const create = endpoint({
  ...one,
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path,
  body: PackProductCreate,
  bodyKey: 'pack_product',
});

const update = endpoint({
  ...create,
  method: 'PUT',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  body: PackProductUpdate,
});

const remove = endpoint({
  method: 'DELETE',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  returns: 'none',
});

/** Pack products: the templates packs are created from (owner or manager only). */
export class DeskPackProducts extends Resource {
  protected readonly endpointTable: EndpointTable = { list, get, create, update, delete: remove };

  /** Pack products, a page at a time. */
  list(params?: PackProductListParams, options?: RequestOptions) {
    return this.core.paginate(list, { query: params }, options);
  }

  /** One pack product. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }

  /** Creates a pack product; `product` holds its name, price and visibility. */
  create(packProduct: PackProductCreate, options?: RequestOptions) {
    return this.core.call(create, { body: packProduct }, options);
  }

  /** Updates a pack product; `service_ids: []` removes every service, leaving it out keeps them. */
  update(id: number, packProduct: PackProductUpdate, options?: RequestOptions) {
    return this.core.call(update, { path: { id }, body: packProduct }, options);
  }

  /** Deletes a pack product. */
  delete(id: number, options?: RequestOptions) {
    return this.core.call(remove, { path: { id } }, options);
  }
}
