import * as z from 'zod/mini';
import { maybe, timestamp } from './common.ts';

/** The account of the token: one per email address, across every business. */
export const Account = z.looseObject({
  id: z.number(),
  /** The account holder's email. */
  email: maybe(z.string()),
  first_name: maybe(z.string()),
  last_name: maybe(z.string()),
  /** When the account was confirmed by email. */
  email_confirmed_at: maybe(timestamp),
});
export type Account = z.infer<typeof Account>;
