/** Keys of the payment methods list (one more names an online wallet provider). */
export const PAYMENT_METHOD_KEYS = [
  'ach',
  'cash',
  'check',
  'credit',
  'creditcard',
  'external_number',
] as const;

/** Keys of the payment methods an invoice can be paid with. */
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];
