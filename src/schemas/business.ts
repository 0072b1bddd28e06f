import * as z from 'zod/mini';
import { maybe } from './common.ts';

const businessShape = {
  id: z.number(),
  name: maybe(z.string()),
  /** The business host is `https://<subdomain>.pike13.com`. */
  subdomain: maybe(z.string()),
  default_locale: maybe(z.string()),
  /** ISO currency code. */
  currency_code: maybe(z.string()),
  website: maybe(z.string()),
  email_address: maybe(z.string()),
  phone: maybe(z.string()),
  is_franchise: maybe(z.boolean()),
};
/** Basic details of a business. */
export interface Business extends z.output<z.ZodMiniObject<typeof businessShape, z.core.$loose>> {}
/** Basic details of a business. */
export const Business: z.ZodMiniType<Business> = z.looseObject(businessShape);
