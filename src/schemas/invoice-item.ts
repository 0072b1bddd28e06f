import * as z from 'zod/mini';
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
