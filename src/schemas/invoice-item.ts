import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { dateText, maybe, timestampText } from './common.ts';

const invoiceItemShape = {
  id: z.number(),
  invoice_id: maybe(z.number()),
  plan_product_id: maybe(z.number()),
  name: maybe(z.string()),
  description: maybe(z.string()),
  /** The item's price in cents, and localized. */
  amount_cents: maybe(z.number()),
  amount: maybe(z.string()),
  total_cents: maybe(z.number()),
  total: maybe(z.string()),
  discount_cents: maybe(z.number()),
  prorate_cents: maybe(z.number()),
  recipient_ids: maybe(z.array(z.number())),
  start_date: maybe(dateText),
  created_at: maybe(timestampText),
  updated_at: maybe(timestampText),
};
/** One line of an invoice: a plan product sold, with its price in cents. */
export interface InvoiceItem extends z.output<z.ZodMiniObject<typeof invoiceItemShape, z.core.$loose>> {}
/** One line of an invoice: a plan product sold, with its price in cents. */
export const InvoiceItem: z.ZodMiniType<InvoiceItem> = z.looseObject(invoiceItemShape);

const planProductItemShape = {
  /** The plan product sold. */
  id: p.id(),
  /** People the plan is for. */
  recipient_ids: z.optional(z.array(p.id())),
  /** Only for staff-specific pricing. */
  staff_member_id: z.optional(p.id()),
  /** Required for courses, never for classes or appointments. */
  event_id: z.optional(p.id()),
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
