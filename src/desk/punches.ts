import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Punch } from '../schemas/punch.ts';
import { PunchCreate } from '../schemas/punch-input.ts';

const path = '/api/v2/desk/punches';
const get = endpoint({
  method: 'GET',
  effect: 'read',
  path: `${path}/:id`,
  returns: 'one',
  key: 'punches',
  schema: Punch,
});
const create = endpoint({
  ...get,
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path,
  body: PunchCreate,
  bodyKey: 'punch',
});
const remove = endpoint({
  method: 'DELETE',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  returns: 'none',
});

/** Punches: visits paid for with a plan. */
export class DeskPunches extends Resource {
  protected readonly endpointTable: EndpointTable = { get, create, delete: remove };

  /** One punch. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }

  /** Pays for a visit with a plan; without `plan_id` the service picks a suitable plan. */
  create(punch: PunchCreate, options?: RequestOptions) {
    return this.core.call(create, { body: punch }, options);
  }

  /** Deletes a punch: its visit becomes unpaid. */
  delete(id: number, options?: RequestOptions) {
    return this.core.call(remove, { path: { id } }, options);
  }
}
