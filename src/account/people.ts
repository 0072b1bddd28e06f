import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Person } from '../schemas/person.ts';

const list = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/account/people',
  api: 'account',
  returns: 'list',
  key: 'people',
  schema: Person,
});

/** The people of the token's account: one per business it belongs to. */
export class AccountPeople extends Resource {
  protected readonly endpointTable: EndpointTable = { list };

  /** The account's person in each of its businesses. */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }
}
