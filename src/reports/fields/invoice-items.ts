import { defineReport } from '../define.ts';
import { INVOICE_SUMMARY, invoices } from './invoices.ts';
import { ITEM_DETAIL, ITEM_GROUPINGS } from './shared.ts';

/** The invoice items report: one row per invoice item, with its invoice's fields. */
export const invoiceItems = defineReport('invoice_items', {
  detail: {
    ...invoices.detail,
    ...ITEM_DETAIL,
    coupon_code: 'string',
    discount_type: 'enum',
    invoice_state: ['closed'],
    product_type: ['monthly', 'pass', 'retail', 'signup_fee'],
    recipient_names: 'string',
    retail_add_ons: 'string',
    retail_options: 'string',
    tax_types: 'string',
    tax_types_extended: 'string',
  },
  summary: {
    ...INVOICE_SUMMARY,
    grants_membership_count: 'integer?',
    invoice_item_count: 'integer',
  },
  groupings: [
    ...invoices.groupings,
    ...ITEM_GROUPINGS,
    'coupon_code',
    'discount_type',
    'invoice_id',
    'invoice_number',
  ],
  derived: invoices.derived,
});
