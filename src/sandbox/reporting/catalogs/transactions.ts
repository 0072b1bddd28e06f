import { catalogPeriodsOf } from '../grouping.ts';
import { countTrue, countWhere, rowCount, totalsOf, totalWhere } from '../summaries.ts';
import type { Catalog, RecordOf, SummaryField } from '../types.ts';
import { BILLING_GROUPINGS, BILLING_SUMMARY, PAYER_DETAIL } from './billing.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';

/** What a row of transactions and invoice item transactions says of the payment or refund. */
export const TRANSACTION_DETAIL = {
  boolean: ['transaction_autopay'],
  currency: [
    ...['net_paid_amount', 'net_paid_revenue_amount', 'net_paid_tax_amount', 'payments_amount'],
    ...['refunds_amount', 'transaction_amount'],
  ],
  date: ['failed_date', 'transaction_date'],
  datetime: ['failed_at', 'transaction_at', 'voided_at'],
  integer: ['payment_transaction_id', 'transaction_id'],
  string: ['error_message', 'external_payment_name', 'payment_method_detail', 'processor_transaction_id'],
  enum: {
    credit_card_name: ['american_express', 'discover', 'mastercard', 'other_credit_card', 'visa'],
    payment_method: ['ach', 'cash', 'check', 'credit', 'credit_card', 'external'],
    processing_method: ['amex_processing', 'global_pay_processing', 'other_processing'],
    transaction_state: ['failed', 'pending', 'settled'],
    transaction_type: ['payment', 'refund'],
  },
} as const;

const detail = joinDetails(BUSINESS_DETAIL, PAYER_DETAIL, TRANSACTION_DETAIL);

/** One row of the transactions report: one payment or refund of an invoice. */
export interface TransactionRecord extends RecordOf<typeof detail> {}

/** Each `total_net_<x>_paid_amount`: the net paid through one payment method, card or processor. */
function netPaidBy(): Record<string, SummaryField> {
  const { credit_card_name, payment_method, processing_method } = TRANSACTION_DETAIL.enum;
  const by = (field: string, values: readonly string[]) =>
    values
      .filter((value) => value !== 'credit_card')
      .map((value) => [
        `total_net_${value}_paid_amount`,
        totalWhere('net_paid_amount', 'currency', field, value),
      ]);
  return Object.fromEntries([
    ...by('payment_method', payment_method),
    ...by('credit_card_name', credit_card_name),
    ...by('processing_method', processing_method),
  ]);
}

/** The summaries of the reports on transactions. */
export const TRANSACTION_SUMMARY: Readonly<Record<string, SummaryField>> = {
  ...BILLING_SUMMARY,
  ...totalsOf(['net_paid_amount', 'net_paid_revenue_amount', 'net_paid_tax_amount'], 'currency'),
  ...totalsOf(['payments_amount', 'refunds_amount'], 'currency'),
  ...netPaidBy(),
  failed_count: countWhere('transaction_state', 'failed'),
  settled_count: countWhere('transaction_state', 'settled'),
  transaction_autopay_count: countTrue('transaction_autopay'),
  transaction_count: rowCount(),
};

/** The groupings of the reports on transactions. */
export const TRANSACTION_GROUPINGS = [
  ...BILLING_GROUPINGS,
  ...['credit_card_name', 'external_payment_name', 'failed_date', 'invoice_id', 'invoice_number'],
  ...['payment_method', 'processing_method', 'transaction_autopay', 'transaction_date'],
  ...['transaction_state', 'transaction_type'],
  ...catalogPeriodsOf('failed'),
  ...catalogPeriodsOf('transaction'),
] as const;

/** The transactions report (public clients' catalogue: `transactions`). */
export const transactionsCatalog: Catalog = {
  detail,
  summary: TRANSACTION_SUMMARY,
  groupings: TRANSACTION_GROUPINGS,
};
