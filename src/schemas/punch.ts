import * as z from 'zod/mini';
import { maybeNumber, maybeTimestamp } from './common.ts';

const punchShape = {
  id: z.number(),
  visit_id: maybeNumber,
  plan_id: maybeNumber,
  created_at: maybeTimestamp,
};

/** A punch: a visit paid for with a plan. */
export interface Punch extends z.output<z.ZodMiniObject<typeof punchShape, z.core.$loose>> {}

/** A punch: a visit paid for with a plan. */
export const Punch: z.ZodMiniType<Punch> = z.looseObject(punchShape);
