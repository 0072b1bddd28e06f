import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { AccountEmail } from '../schemas/account-input.ts';

const email = { api: 'account', body: AccountEmail, arg: 'input', returns: 'none' } as const;

/** Password resets (no token needed). */
export class AccountPasswords extends resource({
  /** Sends a password-reset email; the service answers 201 even when no account has that address. */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path: '/api/v2/account/passwords',
    anonymous: true,
    ...email,
  }),
}) {}

/** Email confirmations. */
export class AccountConfirmations extends resource({
  /** Sends a confirmation email unless the account is confirmed; 201 even for an unknown address. */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path: '/api/v2/account/confirmations',
    ...email,
  }),
}) {}
