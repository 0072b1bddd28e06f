import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { PeopleSearch, Person } from '../schemas/person.ts';
import {
  DeskPeopleListQuery,
  DeskPeopleSearchQuery,
  PersonCreate,
  PersonUpdate,
} from '../schemas/person-input.ts';

/** Clients as staff see them. */
export class DeskPeople extends resource({
  /** Clients of the business, 25 a page. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/people',
    query: DeskPeopleListQuery,
    returns: 'page',
    key: 'people',
    schema: Person,
  }),
  /** One client. */
  get: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/people/:id',
    returns: 'one',
    key: 'people',
    schema: Person,
  }),
  /** The staff member the token belongs to. */
  me: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/people/me',
    returns: 'one',
    key: 'people',
    schema: Person,
  }),
  /** Searches by name, email, phone (digits only) or barcode; all fields unless `fields` is given. */
  search: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/people/search',
    query: DeskPeopleSearchQuery,
    returns: 'body',
    schema: PeopleSearch,
  }),
  /** Creates a person, and the dependents given with it. */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path: '/api/v2/desk/people',
    body: PersonCreate,
    bodyKey: 'person',
    returns: 'one',
    key: 'people',
    schema: Person,
  }),
  /** Updates a person; `dependent_ids` replaces the dependents, `provider_ids` sets the provider. */
  update: endpoint({
    method: 'PUT',
    effect: 'destructive',
    idempotent: true,
    path: '/api/v2/desk/people/:id',
    body: PersonUpdate,
    bodyKey: 'person',
    returns: 'one',
    key: 'people',
    schema: Person,
  }),
  /**
   * Deletes a person; the service refuses (422) clients with open invoices, future visits or active plans.
   * @throws {ValidationError} 422 when the client has open invoices, future visits or active plans.
   */
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: '/api/v2/desk/people/:id',
    returns: 'none',
  }),
}) {}
