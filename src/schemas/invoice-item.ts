import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { maybe, maybeDate, maybeNumber, maybeString, maybeTimestamp } from './common.ts';

const invoiceItemShape = {
  id: z.number(),
  invoice_id: maybeNumber,
  plan_product_id: maybeNumber,
  name: maybeString,
  description: maybeString,
  /** The item's price in cents, and localized. */
  amount_cents: maybeNumber,
  amount: maybeString,
  total_cents: maybeNumber,
  total: maybeString,
  discount_cents: maybeNumber,
  prorate_cents: maybeNumber,
  recipient_ids: maybe(z.array(z.number())),
  start_date: maybeDate,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
};
/** One line of an invoice: a plan product sold, with its price in cents. */
export interface InvoiceItem extends z.output<z.ZodMiniObject<typeof invoiceItemShape, z.core.$loose>> {}
/** One line of an invoice: a plan product sold, with its price in cents. */
export const InvoiceItem: z.ZodMiniType<InvoiceItem> = z.looseObject(invoiceItemShape);

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
