import { defineReport } from '../define.ts';
import { INVOICE_SUMMARY, invoices } from './invoices.ts';

/** The invoice items report: one row per invoice item (the invoices report's fields, and the item's). */
export const invoiceItems = defineReport('invoice_items', {
  detail: {
    ...invoices.detail,
    coupon_code: 'string',
    discount_type: 'enum',
    grants_membership: 'boolean',
    invoice_item_id: 'integer',
    invoice_state: ['closed'],
    plan_id: 'integer',
    product_id: 'integer',
    product_name: 'string',
    product_name_at_sale: 'string',
    product_type: ['monthly', 'pass', 'retail', 'signup_fee'],
    recipient_names: 'string',
    retail_add_ons: 'string',
    retail_options: 'string',
    revenue_category: 'string',
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
    'coupon_code',
    'discount_type',
    'grants_membership',
    'invoice_id',
    'invoice_number',
    'plan_id',
    'product_id',
    'product_name',
    'product_name_at_sale',
    'product_type',
    'revenue_category',
  ],
  derived: invoices.derived,
});
