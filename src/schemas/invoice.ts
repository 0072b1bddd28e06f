import * as z from 'zod/mini';
import { maybe, openEnum, timestampText } from './common.ts';
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
  id: maybe(z.number()),
  code: maybe(z.string()),
  name: maybe(z.string()),
  description: maybe(z.string()),
  discount_percent: maybe(z.number()),
  discount_amount_cents: maybe(z.number()),
  discount_amount: maybe(z.string()),
};
/** The coupon applied to an invoice. */
export interface Coupon extends z.output<z.ZodMiniObject<typeof couponShape, z.core.$loose>> {}
/** The coupon applied to an invoice. */
export const Coupon: z.ZodMiniType<Coupon> = z.looseObject(couponShape);

const invoiceRecipientShape = {
  id: z.number(),
  name: maybe(z.string()),
  email: maybe(z.string()),
};
/** A staff member named on an invoice (tip or commission recipient). */
export interface InvoiceRecipient
  extends z.output<z.ZodMiniObject<typeof invoiceRecipientShape, z.core.$loose>> {}
/** A staff member named on an invoice (tip or commission recipient). */
export const InvoiceRecipient: z.ZodMiniType<InvoiceRecipient> = z.looseObject(invoiceRecipientShape);

const invoiceShape = {
  id: z.number(),
  /** Unique bill number within the business. */
  invoice_number: maybe(z.string()),
  /** The due date. */
  invoice_date: maybe(z.string()),
  total_cents: maybe(z.number()),
  outstanding_amount_cents: maybe(z.number()),
  discount_total_cents: maybe(z.number()),
  adjustment_total_cents: maybe(z.number()),
  included_tax_total_cents: maybe(z.number()),
  additional_tax_total_cents: maybe(z.number()),
  total: maybe(z.string()),
  outstanding_amount: maybe(z.string()),
  discount_total: maybe(z.string()),
  adjustment_total: maybe(z.string()),
  included_tax_total: maybe(z.string()),
  additional_tax_total: maybe(z.string()),
  /** ISO currency code. */
  currency: maybe(z.string()),
  state: maybe(openEnum(INVOICE_STATES)),
  /** The `state_event` values an update accepts now. */
  state_events: maybe(z.array(z.string())),
  invoice_items: maybe(z.union([z.array(z.looseObject({})), z.looseObject({})])),
  payments: maybe(z.array(z.looseObject({}))),
  person: maybe(PersonRef),
  coupon: maybe(Coupon),
  tip_recipient: maybe(InvoiceRecipient),
  commission_recipient: maybe(InvoiceRecipient),
  location_id: maybe(z.number()),
  /** Webhooks: where the sale happened. */
  location: maybe(z.looseObject({ id: z.number(), name: maybe(z.string()), slug: maybe(z.string()) })),
  booking_id: maybe(z.number()),
  created_at: maybe(timestampText),
  updated_at: maybe(timestampText),
  /** Desk: whether a receipt email was sent. */
  send_receipt: maybe(z.boolean()),
  /** Desk: where the receipt went. */
  receipt_email: maybe(z.string()),
};
/** A bill: its items, payments, totals in cents and localized strings. */
export interface Invoice extends z.output<z.ZodMiniObject<typeof invoiceShape, z.core.$loose>> {}
/** A bill: its items, payments, totals in cents and localized strings. */
export const Invoice: z.ZodMiniType<Invoice> = z.looseObject(invoiceShape);
