import * as z from 'zod/mini';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import * as p from '../core/params.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { PeopleSearch, Person, PersonCreate, PersonUpdate } from '../schemas/person.ts';

const SORT = /^-?(?:updated_at|created_at|id)(?:,-?(?:updated_at|created_at|id))*$/;

const listQueryShape = {
  /** The page to fetch, counted from 1 (default 1); the desk people list has 25 clients a page. */
  page: p.pagination.page,
  /** Only clients created at or after this moment (ISO 8601 with a zone offset, or a `Date`). */
  created_since: z.optional(p.timestamp()),
  /** Only clients changed at or after this moment (ISO 8601 with a zone offset, or a `Date`). */
  updated_since: z.optional(p.timestamp()),
  /** Only clients with a current membership. */
  is_member: z.optional(z.boolean()),
  /** Include providers and dependents. */
  include_relationships: z.optional(z.boolean()),
  /** Include each client's account balance. */
  include_balances: z.optional(z.boolean()),
  /** Include when the last note was written about each client. */
  include_last_note_timestamp: z.optional(z.boolean()),
  /** `updated_at`, `created_at` or `id`, `-` for descending; several joined by commas (default `id`). */
  sort: z.optional(
    z
      .string()
      .check(
        z.regex(
          SORT,
          'must be updated_at, created_at or id, each optionally prefixed by -, joined by commas',
        ),
      ),
  ),
};
const ListQuery: z.ZodMiniObject<typeof listQueryShape, z.core.$strict> = z.strictObject(listQueryShape);
/** Params of `desk.people.list()`. */
export interface DeskPeopleListParams extends z.input<typeof ListQuery> {}

const SEARCH_FIELDS = ['name', 'email', 'phone', 'barcodes'] as const;

const SearchQuery = z
  .strictObject({
    /** The text to search for (required); digits only when `fields` is just `phone`. */
    q: z.string().check(z.minLength(1, 'is required')),
    /** Fields to search, of name, email, phone and barcodes (default all); a phone search matches whole numbers. */
    fields: z.optional(p.names(SEARCH_FIELDS)),
  })
  .check(
    z.refine((query) => !isPhoneOnly(query.fields) || /^\d+$/.test(query.q), {
      message: 'must be digits only for a phone search',
      path: ['q'],
    }),
  );
/** Params of `desk.people.search()`. */
export interface DeskPeopleSearchParams extends z.input<typeof SearchQuery> {}

function isPhoneOnly(fields: string | readonly string[] | undefined): boolean {
  const list = typeof fields === 'string' ? [fields] : (fields ?? []);
  return list.length > 0 && list.every((field) => field === 'phone');
}

const path = '/api/v2/desk/people';
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  query: ListQuery,
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
  query: SearchQuery,
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
