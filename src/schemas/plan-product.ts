import * as z from 'zod/mini';
import { maybe, ref, timestampText } from './common.ts';

const planProductShape = {
  id: z.number(),
  name: maybe(z.string()),
  description: maybe(z.string()),
  type: maybe(z.string()),
  price: maybe(z.string()),
  price_cents: maybe(z.number()),
  /** Visits granted per limit period. */
  count: maybe(z.number()),
  location_id: maybe(z.number()),
  consider_member: maybe(z.boolean()),
  services: maybe(z.array(ref)),
  created_at: maybe(timestampText),
  updated_at: maybe(timestampText),
};
/** A plan product: the template plans are sold from (its fields are not shown by the spec; kept as sent). */
export interface PlanProduct extends z.output<z.ZodMiniObject<typeof planProductShape, z.core.$loose>> {}
/** A plan product: the template plans are sold from (its fields are not shown by the spec; kept as sent). */
export const PlanProduct: z.ZodMiniType<PlanProduct> = z.looseObject(planProductShape);
