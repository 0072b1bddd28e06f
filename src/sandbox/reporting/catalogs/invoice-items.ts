import type { Catalog } from '../catalog.ts';
import { rowCount, total } from '../summaries.ts';
import type { RecordOf } from '../types.ts';

/**
 * The spec shows this report only in examples: these are the fields they use, plus the net paid and tax
 * amounts their totals sum.
 */
const detail = {
  currency: ['net_paid_amount', 'net_paid_revenue_amount', 'net_paid_tax_amount'],
  date: ['closed_date'],
  datetime: ['closed_at'],
  integer: ['business_id', 'invoice_item_id'],
  string: ['business_name', 'currency_code', 'invoice_payer_name', 'key', 'product_name'],
  enum: {
    invoice_state: ['open', 'closed', 'cancelled', 'canceled', 'cart', 'cart_hidden', 'on_hold'],
    product_type: ['monthly', 'pass', 'retail', 'signup_fee'],
  },
} as const;

/** One row of the invoice items report: one item of an invoice. */
export interface InvoiceItemRecord extends RecordOf<typeof detail> {}

/** The invoice items report (spec: the examples of the Reporting API). */
export const invoiceItemsCatalog: Catalog = {
  detail,
  summary: {
    invoice_item_count: rowCount(),
    total_count: rowCount(),
    total_net_paid_amount: total('net_paid_amount', 'currency'),
    total_net_paid_revenue_amount: total('net_paid_revenue_amount', 'currency'),
    total_net_paid_tax_amount: total('net_paid_tax_amount', 'currency'),
  },
  groupings: [
    ...['business_name', 'closed_date', 'closed_month_start_date', 'invoice_payer_name', 'invoice_state'],
    ...['product_name', 'product_type'],
  ],
};
