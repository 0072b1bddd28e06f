import type { InvoiceItemRow, InvoiceRow, PaymentRow, RefundRow, State } from '../state.ts';

/** What one invoice holds in money, in cents: the Core API's total and outstanding, and the reports' sums. */
export interface InvoiceMoney {
  /** Prices before discounts and proration. */
  readonly gross: number;
  /** What the items cost (the Core API's `total_cents`). */
  readonly total: number;
  /** Completed, unvoided payments. */
  readonly payments: number;
  /** Unvoided refunds of those payments. */
  readonly refunds: number;
  /** The Core API's `outstanding_amount_cents`. */
  readonly outstanding: number;
}

/** What an item costs after its discount and proration. */
export function itemTotal(item: InvoiceItemRow): number {
  const discount = item.discount
    ? (item.discount.amount_cents ?? Math.round((item.price_cents * (item.discount.percent ?? 0)) / 100))
    : 0;
  return Math.max(0, item.price_cents - discount - (item.prorate?.amount_cents ?? 0));
}

/** A payment that counts: completed and not voided. */
export function isSettled(payment: PaymentRow): boolean {
  return payment.state === 'completed' && payment.voided_at === null;
}

/**
 * The money of an invoice, from its payments and each payment's refunds however the caller finds them
 * (the Core API's views scan the tables, the reports read their indexes): total after discounts and
 * proration, outstanding less settled payments.
 */
export function invoiceMoney(
  invoice: InvoiceRow,
  payments: readonly PaymentRow[],
  refundsOf: (payment: PaymentRow) => readonly RefundRow[],
): InvoiceMoney {
  const settled = payments.filter(isSettled);
  const paid = settled.reduce((sum, payment) => sum + payment.amount_cents, 0);
  const refunds = settled
    .flatMap(refundsOf)
    .filter((refund) => refund.voided_at === null)
    .reduce((sum, refund) => sum + refund.amount_cents, 0);
  const gross = invoice.items.reduce((sum, item) => sum + item.price_cents, 0);
  const total = invoice.items.reduce((sum, item) => sum + itemTotal(item), 0);
  return { gross, total, payments: paid, refunds, outstanding: Math.max(0, total - paid) };
}

/** The money of an invoice read from the state's tables. */
export function invoiceMoneyIn(state: State, invoice: InvoiceRow): InvoiceMoney {
  return invoiceMoney(invoice, paymentsOf(state, invoice), (payment) => refundsOf(state, payment));
}

/** The payments of an invoice, in the order they were made. */
export function paymentsOf(state: State, invoice: InvoiceRow): PaymentRow[] {
  return state.tables.payments.filter((payment) => payment.invoice_id === invoice.id);
}

/** The refunds of a payment, in the order they were made. */
export function refundsOf(state: State, payment: PaymentRow): RefundRow[] {
  return state.tables.refunds.filter((refund) => refund.payment_id === payment.id);
}
