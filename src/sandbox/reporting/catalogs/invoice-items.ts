import { countTrue, rowCount, totalsOf } from '../summaries.ts';
import type { Catalog, RecordOf } from '../types.ts';
import {
  BILLING_SUMMARY,
  CATALOG_INVOICE_DETAIL,
  CATALOG_ITEM_DETAIL,
  INVOICE_GROUPINGS,
  PAYER_DETAIL,
} from './billing.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';

/** What only an invoice item row has: its discount, recipients, retail options and taxes. */
const OWN_DETAIL = {
  string: [
    ...['coupon_code', 'recipient_names', 'retail_add_ons', 'retail_options', 'tax_types'],
    'tax_types_extended',
  ],
  enum: { discount_type: ['amount', 'percent'] },
} as const;

const detail = joinDetails(
  BUSINESS_DETAIL,
  PAYER_DETAIL,
  CATALOG_INVOICE_DETAIL,
  CATALOG_ITEM_DETAIL,
  OWN_DETAIL,
);

/** One row of the invoice items report: one item of an invoice, with its share of the invoice's amounts. */
export interface InvoiceItemRecord extends RecordOf<typeof detail> {}

/** The invoice items report (the spec's examples; its full catalogue from the public clients). */
export const invoiceItemsCatalog: Catalog = {
  detail,
  summary: {
    ...BILLING_SUMMARY,
    ...totalsOf(CATALOG_INVOICE_DETAIL.currency, 'currency'),
    grants_membership_count: countTrue('grants_membership'),
    invoice_item_count: rowCount(),
  },
  groupings: [
    ...INVOICE_GROUPINGS,
    ...['coupon_code', 'discount_type', 'grants_membership', 'invoice_id', 'invoice_number', 'plan_id'],
    ...['product_id', 'product_name', 'product_name_at_sale', 'product_type', 'revenue_category'],
  ],
  periodDates: { due: 'invoice_due_date' },
};
