import { defineReport } from '../define.ts';
import { ITEM_DETAIL, ITEM_GROUPINGS } from './shared.ts';
import { transactions } from './transactions.ts';

/** The invoice item transactions report: one row per transaction of an invoice item, with the item's fields. */
export const invoiceItemTransactions = defineReport('invoice_item_transactions', {
  detail: {
    ...transactions.detail,
    ...ITEM_DETAIL,
    product_type: 'enum',
  },
  summary: {
    ...transactions.summary,
    grants_membership_count: 'integer?',
    invoice_item_count: 'integer',
  },
  groupings: [...transactions.groupings, ...ITEM_GROUPINGS, 'invoice_item_id', 'transaction_id'],
  derived: transactions.derived,
});
