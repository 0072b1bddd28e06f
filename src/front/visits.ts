import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { Resource } from '../core/resource.ts';
import { Visit } from '../schemas/visit.ts';
import {
  DeskVisitCreate,
  DeskVisitDeleteQuery,
  type FrontVisitCreate,
  FrontVisitCreate as FrontVisitCreateBody,
  type FrontVisitDeleteParams,
  FrontVisitDeleteQuery,
  type VisitListParams,
  VisitListQuery,
} from '../schemas/visit-input.ts';
import { bothSides } from './side.ts';

/** The visit endpoints of `front` and `desk`; create and delete take each namespace's params. */
export const visitEndpoints = bothSides((prefix, side) => {
  const path = `${prefix}/visits` as const;
  const visits = { key: 'visits', schema: Visit } as const;
  const desk = side === 'desk';
  return {
    get: endpoint({ method: 'GET', path: `${path}/:id`, returns: 'one', ...visits }),
    listByPerson: endpoint({
      method: 'GET',
      path: `${prefix}/people/:person_id/visits`,
      query: VisitListQuery,
      returns: 'page',
      ...visits,
    }),
    create: endpoint({
      method: 'POST',
      path,
      body: desk ? DeskVisitCreate : FrontVisitCreateBody,
      bodyKey: 'visit',
      returns: 'one',
      ...visits,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      query: desk ? DeskVisitDeleteQuery : FrontVisitDeleteQuery,
      returns: 'none',
    }),
  };
});

/** Visits of the caller and their dependents. */
export class FrontVisits extends Resource {
  protected readonly endpoints = visitEndpoints.front;

  /** One visit. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(this.endpoints.get, { path: { id } }, options);
  }

  /** A person's visits, ascending by occurrence start; `from` and `to` go together. */
  listByPerson(personId: number, params?: VisitListParams, options?: RequestOptions) {
    return this.core.paginate(
      this.endpoints.listByPerson,
      { path: { person_id: personId }, query: params },
      options,
    );
  }

  /** Enrolls a person (default the caller) in an event occurrence; the client is always notified. */
  create(visit: FrontVisitCreate, options?: RequestOptions) {
    return this.core.call(this.endpoints.create, { body: visit }, options);
  }

  /** Cancels a visit if free to cancel; `remove_recurring_enrollment` also removes future visits. */
  delete(id: number, params?: FrontVisitDeleteParams, options?: RequestOptions) {
    return this.core.call(this.endpoints.delete, { path: { id }, query: params }, options);
  }
}
