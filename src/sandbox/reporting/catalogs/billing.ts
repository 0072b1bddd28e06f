import { catalogPeriodsOf } from '../grouping.ts';
import { distinctCount, distinctList, rowCount } from '../summaries.ts';
import type { SummaryField } from '../types.ts';

/** The states of an invoice (the Core API's, with the service's other spelling of canceled). */
export const CATALOG_INVOICE_STATES = [
  'open',
  'closed',
  'cancelled',
  'canceled',
  'cart',
  'cart_hidden',
  'on_hold',
] as const;

/** What a row of invoices, invoice items and transactions says of its invoice and payer. */
export const PAYER_DETAIL = {
  boolean: ['invoice_autobill'],
  date: ['invoice_due_date'],
  integer: ['invoice_id', 'invoice_payer_id'],
  string: [
    ...['commission_recipient_name', 'created_by_name', 'invoice_number', 'invoice_payer_email'],
    ...['invoice_payer_home_location', 'invoice_payer_name', 'invoice_payer_phone'],
    ...['invoice_payer_primary_staff_name_at_sale', 'sale_location_name'],
  ],
  enum: { invoice_state: CATALOG_INVOICE_STATES },
} as const;

/** The amounts of an invoice, or of an item's share of it, with what invoices and their items share. */
export const CATALOG_INVOICE_DETAIL = {
  boolean: ['created_by_client'],
  currency: [
    ...['adjustments_amount', 'coupons_amount', 'discounts_amount', 'expected_amount'],
    ...['expected_revenue_amount', 'expected_tax_amount', 'gross_amount', 'net_paid_amount'],
    ...['net_paid_revenue_amount', 'net_paid_tax_amount', 'outstanding_amount'],
    ...['outstanding_revenue_amount', 'outstanding_tax_amount', 'payments_amount', 'refunds_amount'],
  ],
  date: ['closed_date', 'issued_date'],
  datetime: ['closed_at', 'issued_at'],
  integer: [
    ...['days_since_invoice_due', 'failed_transactions', 'purchase_order_number'],
    ...['refunded_transactions', 'voided_transactions'],
  ],
  string: ['purchase_request_cancel_reason', 'purchase_request_message', 'purchase_request_state'],
} as const;

/** What a row of invoice items and invoice item transactions says of the item and its product. */
export const CATALOG_ITEM_DETAIL = {
  boolean: ['grants_membership'],
  integer: ['invoice_item_id', 'plan_id', 'product_id'],
  string: ['product_name', 'product_name_at_sale', 'revenue_category'],
  enum: { product_type: ['monthly', 'pass', 'retail', 'signup_fee'] },
} as const;

/** The summaries of every billing report: rows, invoices and the business of a franchise. */
export const BILLING_SUMMARY: Readonly<Record<string, SummaryField>> = {
  business_id_summary: distinctList('business_id'),
  business_subdomain_summary: distinctList('business_subdomain'),
  invoice_count: distinctCount('invoice_id'),
  total_count: rowCount(),
};

/** The groupings every billing report has. */
export const BILLING_GROUPINGS = [
  ...['business_id', 'business_name', 'business_subdomain', 'commission_recipient_name', 'created_by_name'],
  ...['invoice_autobill', 'invoice_due_date', 'invoice_payer_home_location', 'invoice_payer_id'],
  ...[
    'invoice_payer_name',
    'invoice_payer_primary_staff_name_at_sale',
    'invoice_state',
    'sale_location_name',
  ],
] as const;

/** The groupings of reports over invoices and their items: by issue, close and due periods. */
export const INVOICE_GROUPINGS = [
  ...BILLING_GROUPINGS,
  ...['closed_date', 'created_by_client', 'issued_date', 'purchase_request_state'],
  ...catalogPeriodsOf('closed'),
  ...catalogPeriodsOf('due'),
  ...catalogPeriodsOf('issued'),
] as const;
