import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { lazyProperties } from '../core/lazy.ts';
import { placeNamespace } from '../core/operation-names.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { Account as AccountSchema } from '../schemas/account.ts';
import { AccountBusinesses } from './businesses.ts';
import { AccountConfirmations, AccountPasswords } from './emails.ts';
import { AccountPeople } from './people.ts';

/** The account API (`https://pike13.com/api/v2/account`): needs a token granted without a subdomain. */
export class Account extends resource({
  /** The token's account: email, names, when the email was confirmed. */
  get: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/account',
    api: 'account',
    returns: 'one',
    key: 'accounts',
    schema: AccountSchema,
  }),
}) {
  /** The businesses of the token's account. */
  declare readonly businesses: AccountBusinesses;
  /** The account's person in each business. */
  declare readonly people: AccountPeople;
  /** Password-reset emails. */
  declare readonly passwords: AccountPasswords;
  /** Confirmation emails. */
  declare readonly confirmations: AccountConfirmations;

  readonly #client: Pike13Client;

  constructor(client: Pike13Client) {
    super(client);
    this.#client = client;
  }

  static {
    // Each group is built when first read.
    placeNamespace(Account, 'account');
    lazyProperties(Account, (account) => account.#client, {
      businesses: (client) => new AccountBusinesses(client),
      people: (client) => new AccountPeople(client),
      passwords: (client) => new AccountPasswords(client),
      confirmations: (client) => new AccountConfirmations(client),
    });
  }
}
