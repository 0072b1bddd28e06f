import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Visit } from '../schemas/visit.ts';
import { type VisitListParams, VisitListQuery } from '../schemas/visit-input.ts';
import { bothSides, SidedResource } from './side.ts';

/** The visit reads of `front` and `desk` (the same on both). */
export const visitEndpoints = bothSides((prefix) => {
  const visits = { key: 'visits', schema: Visit } as const;
  return {
    get: endpoint({ method: 'GET', effect: 'read', path: `${prefix}/visits/:id`, returns: 'one', ...visits }),
    listByPerson: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/people/:person_id/visits`,
      query: VisitListQuery,
      returns: 'page',
      ...visits,
    }),
  };
});

/** Visits; each side adds its writes (front: the caller's enrollments; desk: any client's). */
export abstract class Visits extends SidedResource {
  protected readonly endpointTable: EndpointTable = visitEndpoints[this.side];

  /** One visit. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(visitEndpoints[this.side].get, { path: { id } }, options);
  }

  /** A person's visits, ascending by occurrence start; `from` and `to` go together. */
  listByPerson(personId: number, params?: VisitListParams, options?: RequestOptions) {
    return this.core.paginate(
      visitEndpoints[this.side].listByPerson,
      { path: { person_id: personId }, query: params },
      options,
    );
  }
}
