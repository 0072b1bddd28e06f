import * as z from 'zod/mini';

export const AccountEmail = z.strictObject({
  /** The account's email address; the service answers 201 even when no account has it. */
  email: z.email('must be an email address'),
});

/** The address an account email goes to. */
export interface AccountEmailInput extends z.input<typeof AccountEmail> {}
