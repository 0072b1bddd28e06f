import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { PeopleSearch, Person } from '../schemas/person.ts';
import {
  type DeskPeopleListParams,
  DeskPeopleListQuery,
  type DeskPeopleSearchParams,
  DeskPeopleSearchQuery,
  PersonCreate,
  PersonUpdate,
} from '../schemas/person-input.ts';

const path = '/api/v2/desk/people';

const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  query: DeskPeopleListQuery,
  returns: 'page',
  key: 'people',
  schema: Person,
});

const get = endpoint({
  method: 'GET',
  effect: 'read',
  path: `${path}/:id`,
  returns: 'one',
  key: 'people',
  schema: Person,
});

const me = endpoint({ ...get, effect: 'read', path: `${path}/me` });

const search = endpoint({
  method: 'GET',
  effect: 'read',
  path: `${path}/search`,
  query: DeskPeopleSearchQuery,
  returns: 'body',
  schema: PeopleSearch,
});

const create = endpoint({
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path,
  body: PersonCreate,
  bodyKey: 'person',
  returns: 'one',
  key: 'people',
  schema: Person,
});

const update = endpoint({
  method: 'PUT',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  body: PersonUpdate,
  bodyKey: 'person',
  returns: 'one',
  key: 'people',
  schema: Person,
});

const remove = endpoint({
  method: 'DELETE',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  returns: 'none',
});

/** Clients as staff see them. */
export class DeskPeople extends Resource {
  protected readonly endpointTable: EndpointTable = { list, get, me, search, create, update, delete: remove };

  /** Clients of the business, 25 a page. */
  list(params?: DeskPeopleListParams, options?: RequestOptions) {
    return this.core.paginate(list, { query: params }, options);
  }

  /** One client. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }

  /** The staff member the token belongs to. */
  me(options?: RequestOptions) {
    return this.core.call(me, {}, options);
  }

  /** Searches by name, email, phone (digits only) or barcode; all fields unless `fields` is given. */
  search(params: DeskPeopleSearchParams, options?: RequestOptions) {
    return this.core.call(search, { query: params }, options);
  }

  /** Creates a person, and the dependents given with it. */
  create(person: PersonCreate, options?: RequestOptions) {
    return this.core.call(create, { body: person }, options);
  }

  /** Updates a person; `dependent_ids` replaces the dependents, `provider_ids` sets the provider. */
  update(id: number, person: PersonUpdate, options?: RequestOptions) {
    return this.core.call(update, { path: { id }, body: person }, options);
  }

  /**
   * Deletes a person; the service refuses (422) clients with open invoices, future visits or active plans.
   * @throws {ValidationError} 422 when the client has open invoices, future visits or active plans.
   */
  delete(id: number, options?: RequestOptions) {
    return this.core.call(remove, { path: { id } }, options);
  }
}
