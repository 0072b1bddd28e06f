import { endpoint } from '../core/endpoint.ts';
import type { HttpCore } from '../core/http.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Account as AccountSchema } from '../schemas/account.ts';
import { AccountBusinesses } from './businesses.ts';
import { AccountConfirmations, AccountPasswords } from './emails.ts';
import { AccountPeople } from './people.ts';

const get = endpoint({
  method: 'GET',
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

  constructor(core: HttpCore) {
    super(core);
    this.businesses = new AccountBusinesses(core);
    this.people = new AccountPeople(core);
    this.passwords = new AccountPasswords(core);
    this.confirmations = new AccountConfirmations(core);
  }

  /** The token's account: email, names, when the email was confirmed. */
  get(options?: RequestOptions) {
    return this.core.call(get, {}, options);
  }
}
