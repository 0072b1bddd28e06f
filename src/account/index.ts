import type { Pike13Client } from '../core/client.ts';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Account as AccountSchema } from '../schemas/account.ts';
import { AccountBusinesses } from './businesses.ts';
import { AccountConfirmations, AccountPasswords } from './emails.ts';
import { AccountPeople } from './people.ts';

const get = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/account',
  api: 'account',
  returns: 'one',
  key: 'accounts',
  schema: AccountSchema,
});

/** The account API (`https://pike13.com/api/v2/account`): needs a token granted without a subdomain. */
export class Account extends Resource {
  protected readonly endpointTable: EndpointTable = { get };

  /** The businesses of the token's account. */
  readonly businesses: AccountBusinesses;
  /** The account's person in each business. */
  readonly people: AccountPeople;
  /** Password-reset emails. */
  readonly passwords: AccountPasswords;
  /** Confirmation emails. */
  readonly confirmations: AccountConfirmations;

  constructor(client: Pike13Client) {
    super(client);
    this.businesses = new AccountBusinesses(client);
    this.people = new AccountPeople(client);
    this.passwords = new AccountPasswords(client);
    this.confirmations = new AccountConfirmations(client);
  }

  /** The token's account: email, names, when the email was confirmed. */
  get(options?: RequestOptions) {
    return this.core.call(get, {}, options);
  }
}
