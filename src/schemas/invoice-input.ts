import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { INVOICE_STATE_EVENTS } from './invoice.ts';
import { PlanProductItem } from './invoice-item-input.ts';

const invoiceChangesShape = {
  /** Moves the invoice to this state: open, closed, canceled, cart, cart_hidden or on_hold. */
  state_event: z.optional(z.enum(INVOICE_STATE_EVENTS)),
  /** A coupon code to apply to the invoice. */
  coupon_code: z.optional(z.string().check(z.minLength(1, 'cannot be empty'))),
};

/** What a client may change on an invoice: its state and coupon. */
export interface FrontInvoiceUpdate
  extends z.input<z.ZodMiniObject<typeof invoiceChangesShape, z.core.$strict>> {}

/** What a client may change on an invoice: its state and coupon. */
export const FrontInvoiceUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof invoiceChangesShape, z.core.$strict>>,
  FrontInvoiceUpdate
> = z.strictObject(invoiceChangesShape);

const deskInvoiceUpdateShape = {
  ...invoiceChangesShape,
  /** The location the sale is made at. */
  location_id: z.optional(p.id()),
  /** Staff member credited with the sale. */
  commission_recipient_id: z.optional(p.id()),
  /** Staff member receiving tips. */
  tip_recipient_id: z.optional(p.id()),
  /** Emails a receipt for the invoice, to `receipt_email`. */
  send_receipt: z.optional(z.boolean()),
  /** The address the receipt goes to. */
  receipt_email: z.optional(z.string()),
  /** Connects a booking to the invoice. */
  booking_id: z.optional(p.id()),
};

/** What staff may change on an invoice; closing it completes a linked booking. */
export interface DeskInvoiceUpdate
  extends z.input<z.ZodMiniObject<typeof deskInvoiceUpdateShape, z.core.$strict>> {}

/** What staff may change on an invoice; closing it completes a linked booking. */
export const DeskInvoiceUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskInvoiceUpdateShape, z.core.$strict>>,
  DeskInvoiceUpdate
> = z.strictObject(deskInvoiceUpdateShape);

const invoiceCreateShape = {
  /** The person who pays the invoice (required). */
  payer_id: p.id(),
  /** A booking to link: it completes when the invoice closes. */
  booking_id: z.optional(p.id()),
  /** Plan products to sell, one or more (required). */
  plan_products: z.array(PlanProductItem).check(z.minLength(1, 'needs at least one item')),
};

/** A new invoice: who pays, and one or more plan products. */
export interface InvoiceCreate extends z.input<z.ZodMiniObject<typeof invoiceCreateShape, z.core.$strict>> {}

/** A new invoice: who pays, and one or more plan products. */
export const InvoiceCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof invoiceCreateShape, z.core.$strict>>,
  InvoiceCreate
> = z.strictObject(invoiceCreateShape);

export const deskInvoicesListQueryShape = {
  ...p.pagination,
  /** Only invoices in these states: open, closed, canceled, cart, cart_hidden or on_hold. */
  state: z.optional(p.names(INVOICE_STATE_EVENTS)),
  /** Only invoices of these people (ids). */
  person_ids: z.optional(p.ids()),
  /** Only invoices created at or after this moment. */
  created_since: z.optional(p.timestamp()),
  /** Only invoices changed at or after this moment. */
  updated_since: z.optional(p.timestamp()),
};

/** Params of `desk.invoices.list()`. */
export interface DeskInvoicesListParams
  extends z.input<z.ZodMiniObject<typeof deskInvoicesListQueryShape, z.core.$strict>> {}

export const DeskInvoicesListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskInvoicesListQueryShape, z.core.$strict>>,
  DeskInvoicesListParams
> = z.strictObject(deskInvoicesListQueryShape);
