import * as z from 'zod/mini';
import { maybeString, maybeTimestamp } from './common.ts';

const accountShape = {
  id: z.number(),
  /** The account holder's email. */
  email: maybeString,
  first_name: maybeString,
  last_name: maybeString,
  /** When the account was confirmed by email. */
  email_confirmed_at: maybeTimestamp,
};
/** The account of the token: one per email address, across every business. */
export interface Account extends z.output<z.ZodMiniObject<typeof accountShape, z.core.$loose>> {}
/** The account of the token: one per email address, across every business. */
export const Account: z.ZodMiniType<Account> = z.looseObject(accountShape);
