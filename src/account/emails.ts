import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { AccountEmail, type AccountEmailInput } from '../schemas/account-input.ts';

const confirmations = endpoint({
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path: '/api/v2/account/confirmations',
  api: 'account',
  body: AccountEmail,
  returns: 'none',
});

const passwords = endpoint({
  ...confirmations,
  effect: 'write',
  idempotent: false,
  path: '/api/v2/account/passwords',
  anonymous: true,
});

/** Password resets (no token needed). */
export class AccountPasswords extends Resource {
  protected readonly endpointTable: EndpointTable = { create: passwords };

  /** Sends a password-reset email; the service answers 201 even when no account has that address. */
  create(input: AccountEmailInput, options?: RequestOptions) {
    return this.core.call(passwords, { body: input }, options);
  }
}

/** Email confirmations. */
export class AccountConfirmations extends Resource {
  protected readonly endpointTable: EndpointTable = { create: confirmations };

  /** Sends a confirmation email unless the account is confirmed; 201 even for an unknown address. */
  create(input: AccountEmailInput, options?: RequestOptions) {
    return this.core.call(confirmations, { body: input }, options);
  }
}
