import { isSettled, itemTotal } from '../../rules/invoice-money.ts';
import type { InvoiceRow, PaymentRow, RefundRow } from '../../state.ts';
import type { InvoiceItemTransactionRecord, TransactionRecord } from '../catalogs/index.ts';
import { reportKey } from '../keys.ts';
import type { StateView } from '../state-view.ts';
import { itemFields, payerFields } from './billing.ts';
import { shares } from './common.ts';

/** The report's payment method of each Core API payment method key. */
const METHODS = {
  ach: 'ach',
  cash: 'cash',
  check: 'check',
  credit: 'credit',
  creditcard: 'credit_card',
  external_number: 'external',
} as const;
const CARDS = ['american_express', 'discover', 'mastercard', 'visa'] as const;

/** One payment, or one refund of it, of an invoice. */
interface Transaction {
  readonly invoice: InvoiceRow;
  readonly payment: PaymentRow;
  readonly refund?: RefundRow;
}

/** The transactions report: one record per payment and per refund of every invoice. */
export function transactionRecords(view: StateView): TransactionRecord[] {
  return transactionsOf(view).map((transaction) => ({
    key: reportKey(transaction.payment.id, transaction.refund?.id ?? 0),
    ...view.business,
    ...payerFields(view, transaction.invoice),
    ...transactionFields(view, transaction),
  }));
}

/**
 * The invoice item transactions report: one record per item of each transaction's invoice, with the
 * item's share of the transaction's amounts (in proportion to the items' totals).
 */
export function invoiceItemTransactionRecords(view: StateView): InvoiceItemTransactionRecord[] {
  return transactionsOf(view).flatMap((transaction) => {
    const { invoice, payment, refund } = transaction;
    const fields = transactionFields(view, transaction);
    const weights = invoice.items.map(itemTotal);
    const split = (amount: number) => shares(amount, weights);
    const amounts = [fields.transaction_amount, fields.payments_amount, fields.refunds_amount].map(split);
    const common = { ...view.business, ...payerFields(view, invoice), ...fields };
    return invoice.items.map((item, index) => {
      const [transaction_amount, payments_amount, refunds_amount] = amounts.map((list) => list[index] ?? 0);
      const net = (payments_amount ?? 0) - (refunds_amount ?? 0);
      return {
        key: reportKey(payment.id, refund?.id ?? 0, item.id),
        ...common,
        ...itemFields(view, item),
        transaction_amount,
        payments_amount,
        refunds_amount,
        net_paid_amount: net,
        net_paid_revenue_amount: net,
      };
    });
  });
}

function transactionsOf(view: StateView): Transaction[] {
  return view.tables.payments.all().flatMap((payment) => {
    const invoice = view.tables.invoices.get(payment.invoice_id);
    if (!invoice) return [];
    const refunds = view.refundsByPayment.get(payment.id) ?? [];
    return [{ invoice, payment }, ...refunds.map((refund) => ({ invoice, payment, refund }))];
  });
}

/** What a transaction row says of the payment or refund: amounts, state, dates and how it was paid. */
function transactionFields(view: StateView, { payment, refund }: Transaction) {
  const source = refund ?? payment;
  const settled = isSettled(payment) && (refund === undefined || refund.voided_at === null);
  const failed = refund === undefined && payment.state === 'failed';
  const paid = settled && refund === undefined ? payment.amount_cents : 0;
  const refunded = settled && refund !== undefined ? refund.amount_cents : 0;
  const method = refund ? refund.payment_type : payment.payment_method;
  return {
    transaction_id: source.id,
    transaction_type: refund ? ('refund' as const) : ('payment' as const),
    transaction_state: failed
      ? ('failed' as const)
      : payment.state === 'completed'
        ? ('settled' as const)
        : ('pending' as const),
    transaction_amount: source.amount_cents,
    transaction_date: view.localDate(source.created_at),
    transaction_at: view.zoned(source.created_at),
    transaction_autopay: false,
    payments_amount: paid,
    refunds_amount: refunded,
    net_paid_amount: paid - refunded,
    net_paid_revenue_amount: paid - refunded,
    net_paid_tax_amount: 0,
    payment_transaction_id: refund ? payment.id : null,
    failed_at: failed ? view.zoned(payment.updated_at) : null,
    failed_date: failed ? view.localDate(payment.updated_at) : null,
    voided_at: view.zoned(source.voided_at),
    error_message: failed ? 'The card was declined' : null,
    external_payment_name: method === 'external_number' ? 'External' : null,
    ...howPaid(view, payment, method),
  };
}

/** The payment method, and for a card its name, processor and the processor's transaction id. */
function howPaid(view: StateView, payment: PaymentRow, method: string) {
  const card =
    method === 'creditcard' && payment.form_of_payment_id !== null
      ? view.tables.formsOfPayment.get(payment.form_of_payment_id)
      : undefined;
  const cardName = card
    ? (CARDS.find((name) => name === card.card_type) ?? ('other_credit_card' as const))
    : null;
  const processed = method === 'creditcard' || method === 'ach';
  return {
    payment_method: METHODS[method as keyof typeof METHODS] ?? null,
    payment_method_detail: card ? `${card.card_type} ending in ${card.last_four}` : null,
    credit_card_name: cardName,
    processing_method: !processed
      ? null
      : cardName === 'american_express'
        ? ('amex_processing' as const)
        : ('global_pay_processing' as const),
    processor_transaction_id: processed ? `sbx-${payment.id}` : null,
  };
}
