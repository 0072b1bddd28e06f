import { defineReport } from '../define.ts';
import { periodsOf } from './shared.ts';
import { transactions } from './transactions.ts';

/** The invoice item transactions report: one row per transaction of an invoice item (the transactions report's fields, and the item's). */
export const invoiceItemTransactions = defineReport('invoice_item_transactions', {
  detail: {
    ...transactions.detail,
    grants_membership: 'boolean',
    invoice_item_id: 'integer',
    plan_id: 'integer',
    product_id: 'integer',
    product_name: 'string',
    product_name_at_sale: 'string',
    product_type: 'enum',
    revenue_category: 'string',
  },
  summary: {
    ...transactions.summary,
    grants_membership_count: 'integer?',
    invoice_item_count: 'integer',
  },
  groupings: [
    ...transactions.groupings,
    'grants_membership',
    'invoice_item_id',
    'plan_id',
    'product_id',
    'product_name',
    'product_name_at_sale',
    'product_type',
    'revenue_category',
    'transaction_id',
  ],
  derived: { ...periodsOf('failed'), ...periodsOf('transaction') },
});
