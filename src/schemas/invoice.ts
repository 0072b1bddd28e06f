import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp, openEnum } from './common.ts';
import { PersonRef } from './person.ts';

/** Invoice states; webhook payloads also spell `canceled` as `cancelled`. */
export const INVOICE_STATES = [
  'open',
  'closed',
  'canceled',
  'cancelled',
  'cart',
  'cart_hidden',
  'on_hold',
] as const;
/** States of an invoice. */
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** `state_event` values an invoice update accepts: the state to move the invoice to. */
export const INVOICE_STATE_EVENTS = ['open', 'closed', 'canceled', 'cart', 'cart_hidden', 'on_hold'] as const;
/** Events that move an invoice to another state. */
export type InvoiceStateEvent = (typeof INVOICE_STATE_EVENTS)[number];

const couponShape = {
  id: maybeNumber,
  code: maybeString,
  name: maybeString,
  description: maybeString,
  discount_percent: maybeNumber,
  discount_amount_cents: maybeNumber,
  discount_amount: maybeString,
};
/** The coupon applied to an invoice. */
export interface Coupon extends z.output<z.ZodMiniObject<typeof couponShape, z.core.$loose>> {}
/** The coupon applied to an invoice. */
export const Coupon: z.ZodMiniType<Coupon> = z.looseObject(couponShape);

const invoiceRecipientShape = {
  id: z.number(),
  name: maybeString,
  email: maybeString,
};
/** A staff member named on an invoice (tip or commission recipient). */
export interface InvoiceRecipient
  extends z.output<z.ZodMiniObject<typeof invoiceRecipientShape, z.core.$loose>> {}
/** A staff member named on an invoice (tip or commission recipient). */
export const InvoiceRecipient: z.ZodMiniType<InvoiceRecipient> = z.looseObject(invoiceRecipientShape);

const invoiceShape = {
  id: z.number(),
  /** Unique bill number within the business. */
  invoice_number: maybeString,
  /** The due date. */
  invoice_date: maybeString,
  total_cents: maybeNumber,
  outstanding_amount_cents: maybeNumber,
  discount_total_cents: maybeNumber,
  adjustment_total_cents: maybeNumber,
  included_tax_total_cents: maybeNumber,
  additional_tax_total_cents: maybeNumber,
  total: maybeString,
  outstanding_amount: maybeString,
  discount_total: maybeString,
  adjustment_total: maybeString,
  included_tax_total: maybeString,
  additional_tax_total: maybeString,
  /** ISO currency code. */
  currency: maybeString,
  state: maybe(openEnum(INVOICE_STATES)),
  /** The `state_event` values an update accepts now. */
  state_events: maybe(z.array(z.string())),
  invoice_items: maybe(z.union([z.array(z.looseObject({})), z.looseObject({})])),
  payments: maybe(z.array(z.looseObject({}))),
  person: maybe(PersonRef),
  coupon: maybe(Coupon),
  tip_recipient: maybe(InvoiceRecipient),
  commission_recipient: maybe(InvoiceRecipient),
  location_id: maybeNumber,
  /** Webhooks: where the sale happened. */
  location: maybe(z.looseObject({ id: z.number(), name: maybeString, slug: maybeString })),
  booking_id: maybeNumber,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  /** Desk: whether a receipt email was sent. */
  send_receipt: maybeBoolean,
  /** Desk: where the receipt went. */
  receipt_email: maybeString,
};
/** A bill: its items, payments, totals in cents and localized strings. */
export interface Invoice extends z.output<z.ZodMiniObject<typeof invoiceShape, z.core.$loose>> {}
/** A bill: its items, payments, totals in cents and localized strings. */
export const Invoice: z.ZodMiniType<Invoice> = z.looseObject(invoiceShape);
