import { compactReport } from '../compact.ts';
import { INVOICE_SUMMARY, INVOICES_DETAIL, INVOICES_GROUPINGS, invoices } from './invoices.ts';
import { ITEM_DETAIL, ITEM_GROUPINGS } from './shared.ts';

/** The invoice items report: one row per invoice item, with its invoice's fields. */
export const invoiceItems = compactReport('invoice_items', {
  detail: `${INVOICES_DETAIL} ${ITEM_DETAIL} coupon_code:s discount_type:e invoice_state=closed product_type=monthly|pass|retail|signup_fee recipient_names:s retail_add_ons:s retail_options:s tax_types:s tax_types_extended:s`,
  summary: `${INVOICE_SUMMARY} grants_membership_count:i? invoice_item_count:i`,
  groupings: `${INVOICES_GROUPINGS} ${ITEM_GROUPINGS} coupon_code discount_type invoice_id invoice_number`,
  derived: invoices.derived,
});
