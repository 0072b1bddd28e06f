import { invoiceMoneyIn, itemTotal, paymentsOf, refundsOf } from '../rules/invoice-money.ts';
import type { InvoiceItemRow, InvoiceRow, PaymentRow, RefundRow, State } from '../state.ts';
import { personRef } from './people.ts';
import { money } from './schedule.ts';

/** Payment type ids of the payment method keys. */
export const PAYMENT_TYPE_IDS: Record<string, number> = {
  cash: 1,
  check: 2,
  creditcard: 3,
  ach: 4,
  credit: 5,
  external_number: 6,
};

export function itemView(state: State, item: InvoiceItemRow) {
  const product = state.tables.planProducts.get(item.plan_product_id);
  return {
    id: item.id,
    plan_product_id: item.plan_product_id,
    name: product?.name ?? null,
    recipient_ids: item.recipient_ids,
    event_id: item.event_id,
    staff_member_id: item.staff_member_id,
    start_date: item.start_date,
    price_cents: item.price_cents,
    amount_cents: itemTotal(item),
    total_cents: itemTotal(item),
    plan_id: item.plan_id,
    discount: item.discount,
    prorate: item.prorate,
  };
}

export function refundView(refund: RefundRow) {
  return {
    id: refund.id,
    payment_id: refund.payment_id,
    amount_cents: refund.amount_cents,
    amount: money(refund.amount_cents),
    payment_type: refund.payment_type,
    voided_at: refund.voided_at,
    created_at: refund.created_at,
    updated_at: refund.updated_at,
  };
}

export function paymentView(state: State, payment: PaymentRow) {
  return {
    id: payment.id,
    invoice_id: payment.invoice_id,
    amount_cents: payment.amount_cents,
    amount: money(payment.amount_cents),
    payment_method: payment.payment_method,
    payment_type_id: PAYMENT_TYPE_IDS[payment.payment_method] ?? null,
    form_of_payment_id: payment.form_of_payment_id,
    state: payment.state,
    voided_at: payment.voided_at,
    created_at: payment.created_at,
    updated_at: payment.updated_at,
    refunds: refundsOf(state, payment).map(refundView),
  };
}

const STATE_EVENTS = ['open', 'closed', 'canceled', 'cart', 'cart_hidden', 'on_hold'];

export function invoiceView(state: State, invoice: InvoiceRow) {
  const { total, outstanding } = invoiceMoneyIn(state, invoice);
  const discounts = invoice.items.reduce((sum, item) => sum + item.price_cents - itemTotal(item), 0);
  const tip =
    invoice.tip_recipient_id === null ? undefined : state.tables.people.get(invoice.tip_recipient_id);
  return {
    id: invoice.id,
    invoice_number: invoice.invoice_number,
    invoice_date: invoice.invoice_date,
    state: invoice.state,
    state_events: STATE_EVENTS.filter((s) => s !== invoice.state),
    currency: state.business.currency_code,
    total_cents: total,
    total: money(total),
    outstanding_amount_cents: outstanding,
    outstanding_amount: money(outstanding),
    discount_total_cents: discounts,
    discount_total: money(discounts),
    invoice_items: invoice.items.map((item) => itemView(state, item)),
    payments: paymentsOf(state, invoice).map((p) => paymentView(state, p)),
    person: personRef(state.tables.people.get(invoice.person_id)),
    coupon: null,
    tip_recipient: personRef(tip),
    location_id: invoice.location_id,
    commission_recipient_id: invoice.commission_recipient_id,
    booking_id: invoice.booking_id,
    send_receipt: invoice.send_receipt,
    receipt_email: invoice.receipt_email,
    created_at: invoice.created_at,
    updated_at: invoice.updated_at,
  };
}

/** A payment or refund as the transaction topics carry it. */
export function transactionView(state: State, payment: PaymentRow, refund?: RefundRow) {
  const invoice = state.tables.invoices.get(payment.invoice_id);
  const source = refund ?? payment;
  return {
    id: source.id,
    invoice_id: payment.invoice_id,
    currency_code: state.business.currency_code,
    amount_cents: source.amount_cents,
    amount: money(source.amount_cents),
    error_message: null,
    description: refund ? 'Refund' : 'Payment',
    voided_at: source.voided_at,
    payment_type_id: PAYMENT_TYPE_IDS[payment.payment_method] ?? null,
    type: refund ? 'Refund' : 'Payment',
    settled: false,
    state: refund ? 'completed' : payment.state,
    autobill: false,
    payment_id: refund ? payment.id : null,
    payment_type: refund ? refund.payment_type : payment.payment_method,
    created_at: source.created_at,
    updated_at: source.updated_at,
    invoice: invoice ? { id: invoice.id, invoice_number: invoice.invoice_number } : null,
  };
}
