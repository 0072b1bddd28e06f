import * as z from 'zod/mini';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';

const EmailInput = z.strictObject({ email: z.email('must be an email address') });
/** The address an account email goes to. */
export interface AccountEmailInput extends z.input<typeof EmailInput> {}

const confirmations = endpoint({
  method: 'POST',
  path: '/api/v2/account/confirmations',
  api: 'account',
  body: EmailInput,
  returns: 'none',
});
const passwords = endpoint({ ...confirmations, path: '/api/v2/account/passwords', anonymous: true });

/** The endpoint of each method of `AccountPasswords`. */
const accountPasswordsTable: EndpointTable = { create: passwords };

/** Password resets (no token needed). */
export class AccountPasswords extends Resource {
  protected readonly endpointTable: EndpointTable = accountPasswordsTable;

  /** Sends a password-reset email; the service answers 201 even when no account has that address. */
  create(input: AccountEmailInput, options?: RequestOptions) {
    return this.core.call(passwords, { body: input }, options);
  }
}

/** The endpoint of each method of `AccountConfirmations`. */
const accountConfirmationsTable: EndpointTable = { create: confirmations };

/** Email confirmations. */
export class AccountConfirmations extends Resource {
  protected readonly endpointTable: EndpointTable = accountConfirmationsTable;

  /** Sends a confirmation email unless the account is confirmed; 201 even for an unknown address. */
  create(input: AccountEmailInput, options?: RequestOptions) {
    return this.core.call(confirmations, { body: input }, options);
  }
}
