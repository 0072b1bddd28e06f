import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, invalid, json, notFound, one, problem } from '../http.ts';
import { cancelItems, settle } from '../rules/invoices.ts';
import type { Invoice, Payment } from '../state.ts';
import {
  amounts,
  PAYMENT_TYPES,
  paymentView,
  refundsOf,
  refundView,
  transactionView,
} from '../views/invoices.ts';
import { personRef } from '../views/people.ts';
import { invoiceOf } from './invoices.ts';
import { bothSides, flag, found, idParam, input, intField, requiredInt, textField } from './support.ts';

const ACCEPTED = ['creditcard', 'check', 'cash', 'ach'];

/** Payment configuration, payment methods, payments, refunds and voids. */
export const paymentRoutes: Route[] = [
  ...bothSides('GET', '/payments/configuration', 'front', configuration),
  ...bothSides('GET', '/invoices/:invoice_id/payment_methods', 'front', paymentMethods),
  ...bothSides('POST', '/invoices/:invoice_id/payments', 'front', createPayment),
  {
    method: 'DELETE',
    path: '/api/v2/front/invoices/:invoice_id/payments/:id',
    access: 'front',
    handle: deletePayment,
  },
  {
    method: 'POST',
    path: '/api/v2/desk/invoices/:invoice_id/payments/:payment_id/refunds',
    access: 'desk',
    handle: createRefund,
  },
  { method: 'POST', path: '/api/v2/desk/payments/:payment_id/voids', access: 'desk', handle: voidPayment },
  { method: 'POST', path: '/api/v2/desk/refunds/:refund_id/voids', access: 'desk', handle: voidRefund },
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

/** The keys a payer can pay an invoice with: cash, check, account credit, and each vaulted card. */
function methodsOf(ctx: Context, invoice: Invoice) {
  const payer = ctx.state.tables.people.get(invoice.person_id);
  const base = ['cash', 'check', 'credit'].map((key) => ({
    payment_type_id: PAYMENT_TYPES[key],
    key,
    description: key === 'credit' ? 'Account credit' : key[0]?.toUpperCase() + key.slice(1),
    form_of_payment_id: null,
    autobill: false,
    payer: personRef(payer),
    details: {},
  }));
  const cards = ctx.state.tables.formsOfPayment
    .filter((f) => f.person_id === invoice.person_id)
    .map((card) => ({
      payment_type_id: PAYMENT_TYPES.creditcard,
      key: card.type,
      description: `${card.card_type} ending in ${card.last_four}`,
      form_of_payment_id: card.id,
      autobill: card.autobill,
      payer: personRef(payer),
      details: { last_four: card.last_four, card_type: card.card_type },
    }));
  return [...base, ...cards];
}

function paymentMethods(ctx: Context): Response {
  return json({ payment_methods: methodsOf(ctx, invoiceOf(ctx)) });
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
  const { outstanding } = amounts(ctx.state, invoice);
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

function paymentOf(ctx: Context, invoice: Invoice, name: string): Payment {
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

function itemIds(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
}

function createRefund(ctx: Context): Response {
  const invoice = invoiceOf(ctx);
  const payment = paymentOf(ctx, invoice, 'payment_id');
  const fields = input(ctx, 'refund');
  const amount = requiredInt(fields, 'amount_cents', 'Amount cents');
  if (amount <= 0) invalid(problem('positive', 'Amount cents'));
  const refunded = refundsOf(ctx.state, payment)
    .filter((r) => r.voided_at === null)
    .reduce((sum, r) => sum + r.amount_cents, 0);
  if (payment.voided_at !== null) invalid(problem('voided'));
  if (amount > payment.amount_cents - refunded) invalid(problem('amount_too_large'));
  if (flag(fields.send_receipt) && !textField(fields, 'receipt_email', 'Receipt email'))
    invalid(problem('blank', 'Receipt email'));
  const typeId = intField(fields, 'payment_type_id', 'Payment type');
  const type =
    typeId === undefined
      ? payment.payment_method
      : Object.keys(PAYMENT_TYPES).find((key) => PAYMENT_TYPES[key] === typeId);
  if (!type) invalid(problem('inclusion', 'Payment type'));
  const refund = ctx.state.tables.refunds.insert({
    payment_id: payment.id,
    amount_cents: amount,
    payment_type: type,
    voided_at: null,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
  cancelItems(ctx, invoice, itemIds(fields.invoice_item_ids_to_cancel));
  ctx.changes.emit('transaction.created', { transactions: [transactionView(ctx.state, payment, refund)] });
  return one('refunds', refundView(refund), 201);
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

function voidRefund(ctx: Context): Response {
  const refund = found(ctx.state.tables.refunds, idParam(ctx, 'refund_id'));
  if (refund.voided_at !== null) invalid(problem('voided'));
  refund.voided_at = iso(ctx.now);
  refund.updated_at = refund.voided_at;
  const payment = found(ctx.state.tables.payments, refund.payment_id);
  ctx.changes.emit('transaction.updated', {
    transactions: [transactionView(ctx.state, payment, refund)],
    previous: { voided_at: null },
  });
  return one('refunds', refundView(refund), 201);
}
