import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, openEnum } from './common.ts';
import { InvoiceRecipient } from './invoice.ts';
import { PAYMENT_METHOD_KEYS } from './payment.ts';

const paymentMethodShape = {
  payment_type_id: maybeNumber,
  key: maybe(openEnum(PAYMENT_METHOD_KEYS)),
  description: maybeString,
  form_of_payment_id: maybeNumber,
  autobill: maybeBoolean,
  /** Who pays with it. */
  payer: maybe(InvoiceRecipient),
  details: maybe(z.record(z.string(), z.unknown())),
};
/** One way an invoice can be paid; its `key` is the `payment_method` of a payment. */
export interface PaymentMethod extends z.output<z.ZodMiniObject<typeof paymentMethodShape, z.core.$loose>> {}
/** One way an invoice can be paid; its `key` is the `payment_method` of a payment. */
export const PaymentMethod: z.ZodMiniType<PaymentMethod> = z.looseObject(paymentMethodShape);
