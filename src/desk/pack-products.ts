import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { PackProduct } from '../schemas/pack-product.ts';
import { PackProductCreate, PackProductListQuery, PackProductUpdate } from '../schemas/pack-product-input.ts';

const path = '/api/v2/desk/pack_products';
const products = { key: 'pack_products', schema: PackProduct } as const;

/** Pack products: the templates packs are created from (owner or manager only). */
export class DeskPackProducts extends resource({
  /** Pack products, a page at a time. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path,
    query: PackProductListQuery,
    returns: 'page',
    ...products,
  }),
  /** One pack product. */
  get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...products }),
  /** Creates a pack product; `product` holds its name, price and visibility. */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path,
    body: PackProductCreate,
    bodyKey: 'pack_product',
    returns: 'one',
    ...products,
  }),
  /** Updates a pack product; `service_ids: []` removes every service, leaving it out keeps them. */
  update: endpoint({
    method: 'PUT',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:id`,
    body: PackProductUpdate,
    bodyKey: 'pack_product',
    returns: 'one',
    ...products,
  }),
  /** Deletes a pack product. */
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:id`,
    returns: 'none',
  }),
}) {}
