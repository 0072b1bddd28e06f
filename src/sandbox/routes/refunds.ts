import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { invalid, one, problem } from '../http.ts';
import { refundsOf } from '../rules/invoice-money.ts';
import { cancelItems } from '../rules/invoices.ts';
import { PAYMENT_TYPE_IDS, refundView, transactionView } from '../views/invoices.ts';
import { invoiceOf } from './invoices.ts';
import { itemIds, paymentOf } from './payments.ts';
import { flag, found, idParam, input, intField, requiredInt, textField } from './support.ts';

/** Refunds of a payment, and their voids (desk). */
export const refundRoutes: Route[] = [
  {
    serves: 'desk.refunds.create',
    method: 'POST',
    path: '/api/v2/desk/invoices/:invoice_id/payments/:payment_id/refunds',
    access: 'desk',
    handle: createRefund,
  },
  {
    serves: 'desk.refunds.void',
    method: 'POST',
    path: '/api/v2/desk/refunds/:refund_id/voids',
    access: 'desk',
    handle: voidRefund,
  },
];

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
      : Object.keys(PAYMENT_TYPE_IDS).find((key) => PAYMENT_TYPE_IDS[key] === typeId);
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
