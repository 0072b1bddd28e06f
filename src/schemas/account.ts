import * as z from 'zod/mini';
import { maybe, timestampText } from './common.ts';

const accountShape = {
  id: z.number(),
  /** The account holder's email. */
  email: maybe(z.string()),
  first_name: maybe(z.string()),
  last_name: maybe(z.string()),
  /** When the account was confirmed by email. */
  email_confirmed_at: maybe(timestampText),
};
/** The account of the token: one per email address, across every business. */
export interface Account extends z.output<z.ZodMiniObject<typeof accountShape, z.core.$loose>> {}
/** The account of the token: one per email address, across every business. */
export const Account: z.ZodMiniType<Account> = z.looseObject(accountShape);
