import * as z from 'zod/mini';
import { maybeString } from './common.ts';

const franchiseeShape = {
  id: z.number(),
  name: maybeString,
  subdomain: maybeString,
};
/** Basic details of a franchisee of the business (fields not shown by the spec are kept as sent). */
export interface Franchisee extends z.output<z.ZodMiniObject<typeof franchiseeShape, z.core.$loose>> {}
/** Basic details of a franchisee of the business (fields not shown by the spec are kept as sent). */
export const Franchisee: z.ZodMiniType<Franchisee> = z.looseObject(franchiseeShape);
