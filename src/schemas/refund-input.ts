import * as z from 'zod/mini';
import * as p from '../core/params.ts';

const refundCreateShape = {
  /** Amount refunded in cents, greater than zero. */
  amount_cents: z.int().check(z.positive('must be greater than zero')),
  /** How the money goes back: the id of cash, account credit or the original payment type (default the original). */
  payment_type_id: z.optional(p.id()),
  /** Invoice items whose plans the refund cancels (default none). */
  invoice_item_ids_to_cancel: z.optional(z.array(p.id())),
  /** Emails a receipt (default no receipt). */
  send_receipt: z.optional(z.boolean()),
  /** The address the receipt goes to; required when `send_receipt` is true. */
  receipt_email: z.optional(z.string()),
};

/** A refund of a payment; `receipt_email` is required when `send_receipt` is true. */
export interface RefundCreate extends z.input<z.ZodMiniObject<typeof refundCreateShape, z.core.$strict>> {}

/** A refund of a payment; `receipt_email` is required when `send_receipt` is true. */
export const RefundCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof refundCreateShape, z.core.$strict>>,
  RefundCreate
> = z.strictObject(refundCreateShape).check(
  z.refine((refund) => refund.send_receipt !== true || Boolean(refund.receipt_email?.trim()), {
    message: 'is required when send_receipt is true',
    path: ['receipt_email'],
  }),
);
