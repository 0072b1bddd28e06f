import * as z from 'zod/mini';
import * as p from '../core/params.ts';

const planProductItemShape = {
  /** The plan product sold, by id (required). */
  id: p.id(),
  /** The people the plan is for, by id. */
  recipient_ids: z.optional(z.array(p.id())),
  /** The staff member whose staff-specific price applies. */
  staff_member_id: z.optional(p.id()),
  /** The course's event: required for a course, never for a class or an appointment. */
  event_id: z.optional(p.id()),
  /** When the plan starts, `YYYY-MM-DD`. */
  start_date: z.optional(p.date()),
};

/** A plan product to put on an invoice: sent as `plan_product`, or as one item of `plan_products`. */
export interface PlanProductItem
  extends z.input<z.ZodMiniObject<typeof planProductItemShape, z.core.$strict>> {}

/** A plan product to put on an invoice: sent as `plan_product`, or as one item of `plan_products`. */
export const PlanProductItem: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof planProductItemShape, z.core.$strict>>,
  PlanProductItem
> = z.strictObject(planProductItemShape);
