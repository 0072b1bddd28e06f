import * as z from 'zod/mini';
import * as p from '../core/params.ts';

const punchCreateShape = {
  /** The visit the punch pays for (required). */
  visit_id: p.id(),
  /** The plan to punch (default a suitable plan the service finds). */
  plan_id: z.optional(p.id()),
};

/** A new punch: `visit_id` required; without `plan_id` the service looks for a suitable plan. */
export interface PunchCreate extends z.input<z.ZodMiniObject<typeof punchCreateShape, z.core.$strict>> {}

/** A new punch: `visit_id` required; without `plan_id` the service looks for a suitable plan. */
export const PunchCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof punchCreateShape, z.core.$strict>>,
  PunchCreate
> = z.strictObject(punchCreateShape);
