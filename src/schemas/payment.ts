import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { openEnum } from './common.ts';

/** Keys of the payment methods list (one more names an online wallet provider). */
export const PAYMENT_METHOD_KEYS = [
  'ach',
  'cash',
  'check',
  'credit',
  'creditcard',
  'external_number',
] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];

/** A payment on an invoice. */
export const PaymentCreate = z.strictObject({
  /** A `key` of the invoice's payment methods list. */
  payment_method: openEnum(PAYMENT_METHOD_KEYS).check(z.minLength(1, 'is required')),
  /** Amount in cents; for `credit`, the full balance when possible. */
  amount_cents: z.int(),
  /** The vaulted card or account to charge. */
  form_of_payment_id: z.optional(p.id()),
});
export type PaymentCreate = z.input<typeof PaymentCreate>;

/** A void of a payment: the plans it paid for can be cancelled with it. */
export const PaymentVoid = z.strictObject({
  /** Invoice items whose plans are cancelled (default none). */
  invoice_item_ids_to_cancel: z.optional(z.array(p.id())),
});
export type PaymentVoid = z.input<typeof PaymentVoid>;
