import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Person } from '../schemas/person.ts';
import { type FrontPersonParams, FrontPersonQuery } from '../schemas/person-input.ts';

const getPerson = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/front/people/:id',
  query: FrontPersonQuery,
  returns: 'one',
  key: 'people',
  schema: Person,
});

const getMe = endpoint({ ...getPerson, effect: 'read', path: '/api/v2/front/people/me' });

/** People as a client sees them: the caller and their dependents. */
export class FrontPeople extends Resource {
  protected readonly endpointTable: EndpointTable = { me: getMe, get: getPerson };

  /** The person the token belongs to. */
  me(params?: FrontPersonParams, options?: RequestOptions) {
    return this.core.call(getMe, { query: params }, options);
  }

  /** The caller or one of their dependents. */
  get(id: number, params?: FrontPersonParams, options?: RequestOptions) {
    return this.core.call(getPerson, { path: { id }, query: params }, options);
  }
}
