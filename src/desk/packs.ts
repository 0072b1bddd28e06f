import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Pack } from '../schemas/pack.ts';
import { PackCreate } from '../schemas/pack-input.ts';

const get = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/packs/:id',
  returns: 'one',
  key: 'packs',
  schema: Pack,
});
const create = endpoint({
  ...get,
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path: '/api/v2/desk/pack_products/:pack_product_id/packs',
  body: PackCreate,
  bodyKey: 'pack',
});
const remove = endpoint({
  method: 'DELETE',
  effect: 'destructive',
  idempotent: true,
  path: '/api/v2/desk/packs/:id',
  returns: 'none',
});

/** Packs: non-recurring plans granting a fixed number of visits. */
export class DeskPacks extends Resource {
  protected readonly endpointTable: EndpointTable = { get, create, delete: remove };

  /** One pack. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }

  /** Creates a pack from a pack product for one or more people (who then share it). */
  create(packProductId: number, pack: PackCreate, options?: RequestOptions) {
    return this.core.call(create, { path: { pack_product_id: packProductId }, body: pack }, options);
  }

  /** Deletes a pack. */
  delete(id: number, options?: RequestOptions) {
    return this.core.call(remove, { path: { id } }, options);
  }
}
