import type { Fields } from '../body.ts';
import { iso, isoDate } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { invalid, notFound, one, paged, problem } from '../http.ts';
import { listParam } from '../list-values.ts';
import { announceInvoice, setInvoiceState } from '../rules/invoices.ts';
import type { InvoiceRow, InvoiceRowState, PersonRow } from '../state.ts';
import { invoiceView } from '../views/invoices.ts';
import { itemFrom } from './invoice-item-input.ts';
import {
  bothSideRoutes,
  found,
  idList,
  idParam,
  input,
  intField,
  isDesk,
  requiredInt,
  textField,
  timeParam,
} from './support.ts';

const STATES: InvoiceRowState[] = ['open', 'closed', 'canceled', 'cart', 'cart_hidden', 'on_hold'];

/** Invoices. Their items, prorates and discounts have files of their own, as payments and refunds do. */
export const invoiceRoutes: Route[] = [
  {
    serves: 'desk.invoices.list',
    method: 'GET',
    path: '/api/v2/desk/invoices',
    access: 'desk',
    handle: listInvoices,
  },
  {
    serves: 'desk.invoices.create',
    method: 'POST',
    path: '/api/v2/desk/invoices',
    access: 'desk',
    handle: createInvoice,
  },
  ...bothSideRoutes('invoices.get', 'GET', '/invoices/:invoice_id', 'front', (ctx) =>
    one('invoices', invoiceView(ctx.state, invoiceOf(ctx))),
  ),
  ...bothSideRoutes('invoices.update', 'PUT', '/invoices/:invoice_id', 'front', updateInvoice),
];

/** The invoice of the path; front only the caller's (or a dependent's) invoices. */
export function invoiceOf(ctx: Context): InvoiceRow {
  const invoice = found(ctx.state.tables.invoices, idParam(ctx, 'invoice_id'));
  if (isDesk(ctx)) return invoice;
  const me = ctx.caller.person as PersonRow;
  return invoice.person_id === me.id || me.dependent_ids.includes(invoice.person_id) ? invoice : notFound();
}

function listInvoices(ctx: Context): Response {
  const states = listParam(ctx.url, 'state');
  const people = idList(ctx, 'person_ids');
  const created = timeParam(ctx, 'created_since');
  const updated = timeParam(ctx, 'updated_since');
  const invoices = ctx.state.tables.invoices.filter(
    (i) =>
      (states === undefined || states.includes(i.state)) &&
      (people === undefined || people.includes(i.person_id)) &&
      (created === undefined || Date.parse(i.created_at) >= created) &&
      (updated === undefined || Date.parse(i.updated_at) >= updated),
  );
  return paged(ctx.url, 'invoices', invoices, (i) => invoiceView(ctx.state, i));
}

function createInvoice(ctx: Context): Response {
  const fields = input(ctx, 'invoice');
  const payer = found(ctx.state.tables.people, requiredInt(fields, 'payer_id', 'Payer'));
  const entries = fields.plan_products;
  if (!Array.isArray(entries) || entries.length === 0) return invalid(problem('blank', 'Plan products'));
  const items = entries.map((entry) => itemFrom(ctx, entry as Fields, payer.id));
  const bookingId = intField(fields, 'booking_id', 'Booking') ?? null;
  if (bookingId !== null) found(ctx.state.tables.bookings, bookingId);
  const invoice = ctx.state.tables.invoices.insert({
    invoice_number: String(1000 + ctx.state.tables.invoices.size + 1),
    person_id: payer.id,
    state: 'open',
    invoice_date: isoDate(ctx.now),
    items,
    booking_id: bookingId,
    location_id: payer.location_id,
    commission_recipient_id: null,
    tip_recipient_id: null,
    coupon_code: null,
    send_receipt: false,
    receipt_email: null,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
  if (bookingId !== null) found(ctx.state.tables.bookings, bookingId).invoice_id = invoice.id;
  const view = invoiceView(ctx.state, invoice);
  ctx.changes.emit('invoice.created', { invoices: [view] });
  ctx.changes.emit('invoice.new', { invoices: [view] });
  return one('invoices', view, 201);
}

const STAFF_FIELDS = ['location_id', 'commission_recipient_id', 'tip_recipient_id', 'booking_id'] as const;

function updateInvoice(ctx: Context): Response {
  const invoice = invoiceOf(ctx);
  const fields = input(ctx, 'invoice');
  const previous: Record<string, unknown> = {};
  if (isDesk(ctx)) applyDeskFields(ctx, invoice, fields, previous);
  const coupon = textField(fields, 'coupon_code', 'Coupon code');
  if (coupon !== undefined) invoice.coupon_code = coupon;
  const event = textField(fields, 'state_event', 'State event');
  if (event !== undefined && !STATES.includes(event as InvoiceRowState))
    invalid(problem('inclusion', 'State event'));
  invoice.updated_at = iso(ctx.now);
  announceInvoice(ctx, invoice, previous);
  if (event !== undefined) setInvoiceState(ctx, invoice, event as InvoiceRowState);
  return one('invoices', invoiceView(ctx.state, invoice));
}

function applyDeskFields(
  ctx: Context,
  invoice: InvoiceRow,
  fields: Fields,
  previous: Record<string, unknown>,
): void {
  for (const name of STAFF_FIELDS) {
    const value = intField(fields, name, name);
    if (value === undefined || value === invoice[name]) continue;
    if (name === 'location_id') found(ctx.state.tables.locations, value);
    else if (name === 'booking_id') found(ctx.state.tables.bookings, value).invoice_id = invoice.id;
    else found(ctx.state.tables.people, value);
    previous[name] = invoice[name];
    invoice[name] = value;
  }
  if ('send_receipt' in fields)
    invoice.send_receipt = fields.send_receipt === true || fields.send_receipt === 'true';
  const email = textField(fields, 'receipt_email', 'Receipt email');
  if (email !== undefined && email !== invoice.receipt_email) {
    previous.receipt_email = invoice.receipt_email;
    invoice.receipt_email = email;
  }
  if (invoice.send_receipt && !invoice.receipt_email) invalid(problem('blank', 'Receipt email'));
}
