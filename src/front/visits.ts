import { extendResource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { Visits } from '../front-and-desk/visits.ts';
import { Visit } from '../schemas/visit.ts';
import { FrontVisitCreate, FrontVisitDeleteQuery } from '../schemas/visit-input.ts';

const path = '/api/v2/front/visits';

/** Visits of the caller and their dependents. */
export class FrontVisits extends extendResource(Visits, {
  /** Enrolls a person (default the caller) in an event occurrence; the client is always notified. */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path,
    body: FrontVisitCreate,
    bodyKey: 'visit',
    returns: 'one',
    key: 'visits',
    schema: Visit,
  }),
  /** Cancels a visit if free to cancel; `remove_recurring_enrollment` also removes future visits. */
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:id`,
    query: FrontVisitDeleteQuery,
    returns: 'none',
  }),
}) {
  constructor(client: Pike13Client) {
    super(client, 'front');
  }
}
