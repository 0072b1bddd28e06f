import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, invalid, json, notFound, one, problem } from '../http.ts';
import { invoiceMoneyIn } from '../rules/invoice-money.ts';
import { cancelItems, settle } from '../rules/invoices.ts';
import type { InvoiceRow, PaymentRow } from '../state.ts';
import { paymentView, transactionView } from '../views/invoices.ts';
import { invoiceOf } from './invoices.ts';
import { methodsOf } from './payment-methods.ts';
import { bothSideRoutes, found, idParam, input, intField, requiredInt, textField } from './support.ts';

const ACCEPTED = ['creditcard', 'check', 'cash', 'ach'];

/** Payments of an invoice, the payment configuration, and voids of payments. */
export const paymentRoutes: Route[] = [
  ...bothSideRoutes('payments.configuration', 'GET', '/payments/configuration', 'front', configuration),
  ...bothSideRoutes('payments.create', 'POST', '/invoices/:invoice_id/payments', 'front', createPayment),
  {
    serves: 'front.payments.delete',
    method: 'DELETE',
    path: '/api/v2/front/invoices/:invoice_id/payments/:id',
    access: 'front',
    handle: deletePayment,
  },
  {
    serves: 'desk.payments.void',
    method: 'POST',
    path: '/api/v2/desk/payments/:payment_id/voids',
    access: 'desk',
    handle: voidPayment,
  },
];

function configuration(): Response {
  return json({
    payment_configuration: {
      accepted_types: ACCEPTED,
      creditcard: {
        accepted_card_types: ['visa', 'mastercard', 'discover', 'american_express'],
        required_fields: { cvv: false, address: false, postal_code: false },
      },
    },
  });
}

function createPayment(ctx: Context): Response {
  const invoice = invoiceOf(ctx);
  const fields = input(ctx, 'payment');
  const method =
    textField(fields, 'payment_method', 'Payment method') ?? invalid(problem('blank', 'Payment method'));
  const formId = intField(fields, 'form_of_payment_id', 'Form of payment') ?? null;
  const methods = methodsOf(ctx, invoice);
  const known = methods.some((m) => m.key === method && (formId === null || m.form_of_payment_id === formId));
  if (!known || (method === 'creditcard' && formId === null)) invalid(problem('inclusion', 'Payment method'));
  if (!['open', 'cart'].includes(invoice.state)) invalid(problem('invoice_not_open'));
  const { outstanding } = invoiceMoneyIn(ctx.state, invoice);
  const amount = requiredInt(fields, 'amount_cents', 'Amount cents');
  if (amount <= 0) invalid(problem('positive', 'Amount cents'));
  if (amount > outstanding) invalid(problem('amount_too_large'));
  const payment = ctx.state.tables.payments.insert({
    invoice_id: invoice.id,
    payment_method: method,
    amount_cents: amount,
    form_of_payment_id: formId,
    state: 'completed',
    voided_at: null,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
  ctx.changes.emit('transaction.created', { transactions: [transactionView(ctx.state, payment)] });
  settle(ctx, invoice);
  return one('payments', paymentView(ctx.state, payment), 201);
}

/** The payment of the path param `name`, of this invoice only. */
export function paymentOf(ctx: Context, invoice: InvoiceRow, name: string): PaymentRow {
  const payment = found(ctx.state.tables.payments, idParam(ctx, name));
  return payment.invoice_id === invoice.id ? payment : notFound();
}

/** Front: only while the invoice is in checkout (cart). */
function deletePayment(ctx: Context): Response {
  const invoice = invoiceOf(ctx);
  const payment = paymentOf(ctx, invoice, 'id');
  if (invoice.state !== 'cart') invalid(problem('not_allowed'));
  ctx.state.tables.payments.delete(payment.id);
  return deleted();
}

/** The integer ids of an `invoice_item_ids_to_cancel` list; anything else is left out. */
export function itemIds(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
}

function voidPayment(ctx: Context): Response {
  const payment = found(ctx.state.tables.payments, idParam(ctx, 'payment_id'));
  if (payment.voided_at !== null) invalid(problem('voided'));
  const invoice = found(ctx.state.tables.invoices, payment.invoice_id);
  const previous = { voided_at: null };
  payment.voided_at = iso(ctx.now);
  payment.updated_at = payment.voided_at;
  cancelItems(ctx, invoice, itemIds(input(ctx, 'void').invoice_item_ids_to_cancel));
  ctx.changes.emit('transaction.updated', { transactions: [transactionView(ctx.state, payment)], previous });
  settle(ctx, invoice);
  return one('payments', paymentView(ctx.state, payment), 201);
}
