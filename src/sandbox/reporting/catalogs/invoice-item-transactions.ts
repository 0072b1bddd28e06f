import { countTrue, distinctCount } from '../summaries.ts';
import type { Catalog, RecordOf } from '../types.ts';
import { CATALOG_ITEM_DETAIL, PAYER_DETAIL } from './billing.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';
import { TRANSACTION_DETAIL, TRANSACTION_GROUPINGS, TRANSACTION_SUMMARY } from './transactions.ts';

const detail = joinDetails(BUSINESS_DETAIL, PAYER_DETAIL, TRANSACTION_DETAIL, CATALOG_ITEM_DETAIL);

/** One row of the invoice item transactions report: one item's share of one payment or refund. */
export interface InvoiceItemTransactionRecord extends RecordOf<typeof detail> {}

/** The invoice item transactions report (public clients' catalogue: `invoice_item_transactions`). */
export const invoiceItemTransactionsCatalog: Catalog = {
  detail,
  summary: {
    ...TRANSACTION_SUMMARY,
    grants_membership_count: countTrue('grants_membership'),
    invoice_item_count: distinctCount('invoice_item_id'),
  },
  groupings: [
    ...TRANSACTION_GROUPINGS,
    ...['grants_membership', 'invoice_item_id', 'plan_id', 'product_id', 'product_name'],
    ...['product_name_at_sale', 'product_type', 'revenue_category', 'transaction_id'],
  ],
};
