import { defineReport } from '../define.ts';

/**
 * The invoice items report: one row per invoice item. The spec does not list its fields: these are the
 * ones its examples use (`reports.resource('invoice_items')` reaches the others, untyped).
 */
export const invoiceItems = defineReport('invoice_items', {
  detail: {
    key: 'string',
    invoice_item_id: 'integer',
    business_name: 'string',
    product_name: 'string',
    product_type: ['monthly', 'pass', 'retail', 'signup_fee'],
    invoice_payer_name: 'string',
    invoice_state: ['closed'],
    closed_at: 'datetime',
    closed_date: 'date',
    currency_code: 'string',
    net_paid_revenue_amount: 'currency',
  },
  summary: {
    invoice_item_count: 'integer',
    total_net_paid_amount: 'currency',
    total_net_paid_revenue_amount: 'currency',
    total_net_paid_tax_amount: 'currency',
  },
  groupings: ['business_name', 'closed_date', 'invoice_payer_name', 'product_name'],
});
