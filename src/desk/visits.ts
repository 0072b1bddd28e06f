import type { Pike13Client } from '../core/client.ts';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Visit, VisitSummary } from '../schemas/visit.ts';
import {
  type DeskVisitCreate,
  DeskVisitCreate as DeskVisitCreateBody,
  type DeskVisitDeleteParams,
  DeskVisitDeleteQuery,
  type VisitListParams,
  VisitListQuery,
  type VisitUpdate,
  VisitUpdate as VisitUpdateBody,
} from '../schemas/visit-input.ts';
import { Visits, visitEndpoints } from '../sided/visits.ts';

const path = '/api/v2/desk/visits';
const visits = { key: 'visits', schema: Visit } as const;

const listByEventOccurrence = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/event_occurrences/:event_occurrence_id/visits',
  query: VisitListQuery,
  returns: 'page',
  ...visits,
});
const summary = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/people/:person_id/visits/summary',
  returns: 'one',
  key: 'summaries',
  schema: VisitSummary,
});
const create = endpoint({
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path,
  body: DeskVisitCreateBody,
  bodyKey: 'visit',
  returns: 'one',
  ...visits,
});
const update = endpoint({
  method: 'PUT',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  body: VisitUpdateBody,
  bodyKey: 'visit',
  returns: 'one',
  ...visits,
});
const remove = endpoint({
  method: 'DELETE',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  query: DeskVisitDeleteQuery,
  returns: 'none',
});

/** Visits of any client, their states and summaries. */
export class DeskVisits extends Visits {
  protected override readonly endpointTable: EndpointTable = {
    ...visitEndpoints.desk,
    listByEventOccurrence,
    summary,
    create,
    update,
    delete: remove,
  };

  constructor(client: Pike13Client) {
    super(client, 'desk');
  }

  /** The visits of an event occurrence; `from` and `to` go together. */
  listByEventOccurrence(eventOccurrenceId: number, params?: VisitListParams, options?: RequestOptions) {
    const path = { event_occurrence_id: eventOccurrenceId };
    return this.core.paginate(listByEventOccurrence, { path, query: params }, options);
  }

  /** First and last completed visit times of a person, overall and per service. */
  summary(personId: number, options?: RequestOptions) {
    return this.core.call(summary, { path: { person_id: personId } }, options);
  }

  /**
   * Creates a visit in `state` (default registered); `person_id` required unless reserved.
   * @throws {ValidationError} 422 when a `restrictions` check fails.
   */
  create(visit: DeskVisitCreate, options?: RequestOptions) {
    return this.core.call(create, { body: visit }, options);
  }

  /** Sets the person (if none) or moves the state with `state_event`. */
  update(id: number, visit: VisitUpdate, options?: RequestOptions) {
    return this.core.call(update, { path: { id }, body: visit }, options);
  }

  /** Destroys a visit and the future visits of the same event occurrence; notifies the client by default. */
  delete(id: number, params?: DeskVisitDeleteParams, options?: RequestOptions) {
    return this.core.call(remove, { path: { id }, query: params }, options);
  }
}
