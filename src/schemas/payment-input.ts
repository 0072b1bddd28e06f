import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { openEnum } from './common.ts';
import { PAYMENT_METHOD_KEYS } from './payment.ts';

const paymentCreateShape = {
  /** A `key` of the invoice's payment methods list. */
  payment_method: openEnum(PAYMENT_METHOD_KEYS).check(z.minLength(1, 'is required')),
  /** Amount in cents; for `credit`, the full balance when possible. */
  amount_cents: z.int(),
  /** The vaulted card or account to charge. */
  form_of_payment_id: z.optional(p.id()),
};

/** A payment on an invoice. */
export interface PaymentCreate extends z.input<z.ZodMiniObject<typeof paymentCreateShape, z.core.$strict>> {}

/** A payment on an invoice. */
export const PaymentCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof paymentCreateShape, z.core.$strict>>,
  PaymentCreate
> = z.strictObject(paymentCreateShape);

const paymentVoidShape = {
  /** Invoice items whose plans the void cancels (default none). */
  invoice_item_ids_to_cancel: z.optional(z.array(p.id())),
};

/** A void of a payment: the plans it paid for can be cancelled with it. */
export interface PaymentVoid extends z.input<z.ZodMiniObject<typeof paymentVoidShape, z.core.$strict>> {}

/** A void of a payment: the plans it paid for can be cancelled with it. */
export const PaymentVoid: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof paymentVoidShape, z.core.$strict>>,
  PaymentVoid
> = z.strictObject(paymentVoidShape);
