import { endpoint } from '../core/endpoint.ts';
import { Visit } from '../schemas/visit.ts';
import { VisitListQuery } from '../schemas/visit-input.ts';
import { sided } from './side.ts';

/** Visits; each side adds its writes (front: the caller's enrollments; desk: any client's). */
export abstract class Visits extends sided((prefix) => {
  const visits = { key: 'visits', schema: Visit } as const;
  return {
    /** One visit. */
    get: endpoint({ method: 'GET', effect: 'read', path: `${prefix}/visits/:id`, returns: 'one', ...visits }),
    /** A person's visits, ascending by occurrence start; `from` and `to` go together. */
    listByPerson: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/people/:person_id/visits`,
      query: VisitListQuery,
      returns: 'page',
      ...visits,
    }),
  };
}) {}
