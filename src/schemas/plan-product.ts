import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp, ref } from './common.ts';

const planProductShape = {
  id: z.number(),
  name: maybeString,
  description: maybeString,
  type: maybeString,
  price: maybeString,
  price_cents: maybeNumber,
  /** Visits granted per limit period. */
  count: maybeNumber,
  location_id: maybeNumber,
  consider_member: maybeBoolean,
  services: maybe(z.array(ref)),
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
};
/** A plan product: the template plans are sold from (its fields are not shown by the spec; kept as sent). */
export interface PlanProduct extends z.output<z.ZodMiniObject<typeof planProductShape, z.core.$loose>> {}
/** A plan product: the template plans are sold from (its fields are not shown by the spec; kept as sent). */
export const PlanProduct: z.ZodMiniType<PlanProduct> = z.looseObject(planProductShape);
