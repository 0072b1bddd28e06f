import { compactReport } from '../compact.ts';
import { ITEM_DETAIL, ITEM_GROUPINGS } from './shared.ts';
import {
  TRANSACTIONS_DETAIL,
  TRANSACTIONS_GROUPINGS,
  TRANSACTIONS_SUMMARY,
  transactions,
} from './transactions.ts';

/** The invoice item transactions report: one row per transaction of an invoice item, with the item's fields. */
export const invoiceItemTransactions = compactReport('invoice_item_transactions', {
  detail: `${TRANSACTIONS_DETAIL} ${ITEM_DETAIL} product_type:e`,
  summary: `${TRANSACTIONS_SUMMARY} grants_membership_count:i? invoice_item_count:i`,
  groupings: `${TRANSACTIONS_GROUPINGS} ${ITEM_GROUPINGS} invoice_item_id transaction_id`,
  derived: transactions.derived,
});
