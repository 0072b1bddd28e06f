import { compactReport } from '../compact.ts';
import { BUSINESS_SUMMARY, INVOICE_DETAIL, periodsOf } from './shared.ts';

/** The detail fields of the transactions report (invoice item transactions add theirs). */
export const TRANSACTIONS_DETAIL =
  `${INVOICE_DETAIL} credit_card_name:e error_message:s external_payment_name:s failed_at:T failed_date:d payment_method:e payment_method_detail:s? payment_transaction_id:i processing_method:e processor_transaction_id:s transaction_amount:c transaction_at:T transaction_autopay:b transaction_date:d transaction_id:i transaction_state:e transaction_type:e voided_at:T` as const;

/** The summary fields of the transactions report (invoice item transactions add theirs). */
export const TRANSACTIONS_SUMMARY =
  `${BUSINESS_SUMMARY} failed_count:i? invoice_count:i? settled_count:i? total_count:i total_net_ach_paid_amount:c? total_net_american_express_paid_amount:c? total_net_amex_processing_paid_amount:c? total_net_cash_paid_amount:c? total_net_check_paid_amount:c? total_net_credit_paid_amount:c? total_net_discover_paid_amount:c? total_net_external_paid_amount:c? total_net_global_pay_processing_paid_amount:c? total_net_mastercard_paid_amount:c? total_net_other_credit_card_paid_amount:c? total_net_other_processing_paid_amount:c? total_net_paid_amount:c total_net_paid_revenue_amount:c total_net_paid_tax_amount:c total_net_visa_paid_amount:c? total_payments_amount:c? total_refunds_amount:c? transaction_autopay_count:i? transaction_count:i?` as const;

/** The groupings of the transactions report (invoice item transactions add theirs). */
export const TRANSACTIONS_GROUPINGS =
  `business_id business_name business_subdomain commission_recipient_name created_by_name credit_card_name external_payment_name failed_date invoice_autobill invoice_due_date invoice_id invoice_number invoice_payer_home_location invoice_payer_id invoice_payer_name invoice_payer_primary_staff_name_at_sale invoice_state payment_method processing_method sale_location_name transaction_autopay transaction_date transaction_state transaction_type` as const;

/** The transactions report: one row per payment or refund of an invoice. */
export const transactions = compactReport('transactions', {
  detail: TRANSACTIONS_DETAIL,
  summary: TRANSACTIONS_SUMMARY,
  groupings: TRANSACTIONS_GROUPINGS,
  derived: { ...periodsOf('failed'), ...periodsOf('transaction') },
});
