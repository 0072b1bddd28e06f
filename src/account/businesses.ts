import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Business } from '../schemas/business.ts';

const list = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/account/businesses',
  api: 'account',
  returns: 'list',
  key: 'businesses',
  schema: Business,
});

/** The businesses of the token's account. */
export class AccountBusinesses extends Resource {
  protected readonly endpointTable: EndpointTable = { list };

  /** Every business the account belongs to, as client or staff. */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }
}
