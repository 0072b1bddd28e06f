import { countSet, distinctCount, distinctList, rowCount, total, trueCounts } from '../summaries.ts';
import type { Catalog, RecordOf } from '../types.ts';
import { ADDRESS_FIELDS, PERSON_STATES, TENURE_GROUPS } from './people.ts';

const detail = {
  boolean: [
    ...['also_staff', 'has_membership', 'has_payment_on_file', 'has_plan_on_hold', 'has_signed_waiver'],
    ...['is_schedulable', 'last_email_bounced', 'last_invoice_unpaid'],
  ],
  currency: [...['account_credit_amount', 'last_invoice_amount', 'net_paid_amount', 'revenue_amount']],
  date: [
    ...['account_claim_date', 'birthdate', 'client_since_date', 'first_visit_date', 'last_invoice_date'],
    ...['last_membership_end_date', 'last_site_access_date', 'last_visit_date', 'next_pass_plan_end_date'],
  ],
  integer: [
    ...['age', 'business_id', 'completed_visits', 'days_since_last_visit', 'days_until_birthday'],
    ...['franchise_id', 'future_visits', 'last_invoice_id', 'last_visit_id', 'person_id', 'tenure'],
    'unpaid_visits',
  ],
  string: [
    ...ADDRESS_FIELDS,
    ...['account_manager_emails', 'account_manager_names', 'account_manager_phones'],
    ...['business_name', 'business_subdomain', 'currency_code', 'current_plan_revenue_category'],
    ...['current_plan_types', 'current_plans', 'dependent_names', 'email', 'first_name', 'full_name'],
    ...['guardian_email', 'guardian_name', 'home_location_name', 'key', 'last_name'],
    ...['last_signed_waiver_name', 'last_visit_service', 'middle_name', 'phone', 'primary_staff_name'],
    'staff_member_who_added',
  ],
  enum: {
    person_state: PERSON_STATES,
    source_name: ['client', 'staff', 'file', 'kiosk', 'unknown'],
    tenure_group: TENURE_GROUPS,
  },
  logical: ['custom_fields'],
} as const;

/** One row of the clients report: one client of the business. */
export interface ClientRecord extends RecordOf<typeof detail> {}

/** The clients report (spec: Report resource: clients). */
export const clientsCatalog: Catalog = {
  detail,
  summary: {
    account_claim_count: countSet('account_claim_date'),
    ...trueCounts(detail.boolean),
    person_count: distinctCount('person_id'),
    total_completed_visits: total('completed_visits', 'integer'),
    total_count: rowCount(),
    total_future_visits: total('future_visits', 'integer'),
    total_unpaid_visits: total('unpaid_visits', 'integer'),
    visited_site_count: countSet('last_site_access_date'),
    total_account_credit_amount: total('account_credit_amount', 'currency'),
    total_net_paid_amount: total('net_paid_amount', 'currency'),
    total_revenue_amount: total('revenue_amount', 'currency'),
    business_id_summary: distinctList('business_id'),
    business_subdomain_summary: distinctList('business_subdomain'),
  },
  groupings: [
    ...['account_claim_date', 'account_manager_names', 'age', 'also_staff', 'business_id', 'business_name'],
    ...['business_subdomain', 'client_since_date', 'client_since_month_start_date'],
    ...['client_since_quarter_start_date', 'client_since_week_mon_start_date'],
    ...['client_since_week_sun_start_date', 'client_since_year_start_date', 'has_membership'],
    ...['has_payment_on_file', 'has_plan_on_hold', 'has_signed_waiver', 'home_location_name'],
    ...['is_schedulable', 'last_email_bounced', 'last_invoice_unpaid', 'person_state'],
    ...['primary_staff_name', 'source_name', 'staff_member_who_added', 'tenure_group'],
  ],
};
