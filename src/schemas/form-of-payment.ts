import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp, openEnum } from './common.ts';

/** Kinds of form of payment. */
export const FORM_OF_PAYMENT_TYPES = ['creditcard', 'ach'] as const;

/** Kinds of form of payment: a card or a bank account (ACH). */
export type FormOfPaymentType = (typeof FORM_OF_PAYMENT_TYPES)[number];

/** Card brands of a vaulted credit card. */
export const CARD_TYPES = ['visa', 'mastercard', 'discover', 'american_express', 'unknown'] as const;

/** Card brands a form of payment may be. */
export type CardType = (typeof CARD_TYPES)[number];

const formOfPaymentShape = {
  id: z.number(),
  type: maybe(openEnum(FORM_OF_PAYMENT_TYPES)),
  /** Name on the card or account. */
  first_name: maybeString,
  last_name: maybeString,
  /** The default form for autobills. */
  autobill: maybeBoolean,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  /** Credit card only. */
  card_type: maybe(openEnum(CARD_TYPES)),
  expire_month: maybeNumber,
  expire_year: maybeNumber,
  last_four: maybeString,
  /** ACH only. */
  account_name: maybeString,
  account_type: maybe(openEnum(['savings', 'checking'] as const)),
  account_holder_type: maybe(openEnum(['personal', 'business'] as const)),
  /** ACH only, obfuscated. */
  account_number: maybeString,
  routing_number: maybeString,
};

/** A client's vaulted credit card or ACH account. */
export interface FormOfPayment extends z.output<z.ZodMiniObject<typeof formOfPaymentShape, z.core.$loose>> {}

/** A client's vaulted credit card or ACH account. */
export const FormOfPayment: z.ZodMiniType<FormOfPayment> = z.looseObject(formOfPaymentShape);

/** The answer of a vaulting start: a form of payment, with the gateway URL somewhere in or beside it. */
export const FormOfPaymentStart = z.record(z.string(), z.unknown());

/** The answer of a vaulting start: a form of payment, with the gateway URL somewhere in or beside it. */
export interface FormOfPaymentStart extends z.output<typeof FormOfPaymentStart> {}
