import type { Pike13Client } from '../core/client.ts';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Visit } from '../schemas/visit.ts';
import {
  type FrontVisitCreate,
  FrontVisitCreate as FrontVisitCreateBody,
  type FrontVisitDeleteParams,
  FrontVisitDeleteQuery,
} from '../schemas/visit-input.ts';
import { Visits, visitEndpoints } from '../sided/visits.ts';

const path = '/api/v2/front/visits';
const create = endpoint({
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path,
  body: FrontVisitCreateBody,
  bodyKey: 'visit',
  returns: 'one',
  key: 'visits',
  schema: Visit,
});
const remove = endpoint({
  method: 'DELETE',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  query: FrontVisitDeleteQuery,
  returns: 'none',
});

/** Visits of the caller and their dependents. */
export class FrontVisits extends Visits {
  protected override readonly endpointTable: EndpointTable = {
    ...visitEndpoints.front,
    create,
    delete: remove,
  };

  constructor(client: Pike13Client) {
    super(client, 'front');
  }

  /** Enrolls a person (default the caller) in an event occurrence; the client is always notified. */
  create(visit: FrontVisitCreate, options?: RequestOptions) {
    return this.core.call(create, { body: visit }, options);
  }

  /** Cancels a visit if free to cancel; `remove_recurring_enrollment` also removes future visits. */
  delete(id: number, params?: FrontVisitDeleteParams, options?: RequestOptions) {
    return this.core.call(remove, { path: { id }, query: params }, options);
  }
}
