import * as z from 'zod/mini';
import { maybe } from './common.ts';

/** Basic details of a franchisee of the business (fields not shown by the spec are kept as sent). */
export const Franchisee = z.looseObject({
  id: z.number(),
  name: maybe(z.string()),
  subdomain: maybe(z.string()),
});
export type Franchisee = z.infer<typeof Franchisee>;
