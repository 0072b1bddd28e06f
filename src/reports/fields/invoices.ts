import { compactReport } from '../compact.ts';
import { BUSINESS_SUMMARY, INVOICE_DETAIL, periodsOf } from './shared.ts';

/** Summary fields of the reports on invoices (invoices, invoice items). */
export const INVOICE_SUMMARY =
  `${BUSINESS_SUMMARY} invoice_count:i? total_adjustments_amount:c? total_count:i total_coupons_amount:c? total_discounts_amount:c? total_expected_amount:c? total_expected_revenue_amount:c? total_expected_tax_amount:c? total_gross_amount:c? total_net_paid_amount:c total_net_paid_revenue_amount:c total_net_paid_tax_amount:c total_outstanding_amount:c? total_outstanding_revenue_amount:c? total_outstanding_tax_amount:c? total_payments_amount:c? total_refunds_amount:c?` as const;

/** Detail fields of the invoices report (invoice items add theirs). */
export const INVOICES_DETAIL =
  `${INVOICE_DETAIL} adjustments_amount:c closed_at:T closed_date:d coupons_amount:c created_by_client:b days_since_invoice_due:s? discounts_amount:c expected_amount:c expected_revenue_amount:c expected_tax_amount:c failed_transactions:i gross_amount:c issued_at:T issued_date:d outstanding_amount:c outstanding_revenue_amount:c outstanding_tax_amount:c purchase_order_number:i purchase_request_cancel_reason:s? purchase_request_message:s? purchase_request_state:s? refunded_transactions:s? voided_transactions:i` as const;

/** Groupings of the invoices report (invoice items add theirs). */
export const INVOICES_GROUPINGS =
  `business_id business_name business_subdomain closed_date commission_recipient_name created_by_client created_by_name invoice_autobill invoice_due_date invoice_payer_home_location invoice_payer_id invoice_payer_name invoice_payer_primary_staff_name_at_sale invoice_state issued_date purchase_request_state sale_location_name` as const;

/** The invoices report: one row per invoice. */
export const invoices = compactReport('invoices', {
  detail: INVOICES_DETAIL,
  summary: `${INVOICE_SUMMARY} created_by_client_count:i? invoice_autobill_count:i?`,
  groupings: INVOICES_GROUPINGS,
  derived: { ...periodsOf('closed'), ...periodsOf('due'), ...periodsOf('issued') },
});
