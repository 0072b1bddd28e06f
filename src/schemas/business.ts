import * as z from 'zod/mini';
import { maybeBoolean, maybeString } from './common.ts';

const businessShape = {
  id: z.number(),
  name: maybeString,
  /** The business host is `https://<subdomain>.pike13.com`. */
  subdomain: maybeString,
  default_locale: maybeString,
  /** ISO currency code. */
  currency_code: maybeString,
  website: maybeString,
  email_address: maybeString,
  phone: maybeString,
  is_franchise: maybeBoolean,
};
/** Basic details of a business. */
export interface Business extends z.output<z.ZodMiniObject<typeof businessShape, z.core.$loose>> {}
/** Basic details of a business. */
export const Business: z.ZodMiniType<Business> = z.looseObject(businessShape);
