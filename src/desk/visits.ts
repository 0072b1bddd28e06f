import { extendResource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { Visits } from '../front-and-desk/visits.ts';
import { Visit, VisitSummary } from '../schemas/visit.ts';
import {
  DeskVisitCreate,
  DeskVisitDeleteQuery,
  VisitListQuery,
  VisitUpdate,
} from '../schemas/visit-input.ts';

const path = '/api/v2/desk/visits';
const visits = { key: 'visits', schema: Visit } as const;

/** Visits of any client, their states and summaries. */
export class DeskVisits extends extendResource(Visits, {
  /** The visits of an event occurrence; `from` and `to` go together. */
  listByEventOccurrence: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/event_occurrences/:event_occurrence_id/visits',
    query: VisitListQuery,
    returns: 'page',
    ...visits,
  }),
  /** First and last completed visit times of a person, overall and per service. */
  summary: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/people/:person_id/visits/summary',
    returns: 'one',
    key: 'summaries',
    schema: VisitSummary,
  }),
  /**
   * Creates a visit in `state` (default registered); `person_id` required unless reserved.
   * @throws {ValidationError} 422 when a `restrictions` check fails.
   */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path,
    body: DeskVisitCreate,
    bodyKey: 'visit',
    returns: 'one',
    ...visits,
  }),
  /** Sets the person (if none) or moves the state with `state_event`. */
  update: endpoint({
    method: 'PUT',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:id`,
    body: VisitUpdate,
    bodyKey: 'visit',
    returns: 'one',
    ...visits,
  }),
  /** Destroys a visit and the future visits of the same event occurrence; notifies the client by default. */
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:id`,
    query: DeskVisitDeleteQuery,
    returns: 'none',
  }),
}) {
  constructor(client: Pike13Client) {
    super(client, 'desk');
  }
}
