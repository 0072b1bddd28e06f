import { catalogPeriodsOf } from '../grouping.ts';
import {
  countSet,
  countTrue,
  distinctCount,
  distinctList,
  mean,
  percentOf,
  rowCount,
  totalsOf,
  trueCounts,
} from '../summaries.ts';
import type { Catalog, RecordOf, ReportRecord } from '../types.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';
import { SERVICE_ENUMS } from './occurrence.ts';

const PLAN_TYPES = ['membership', 'pack', 'prepaid'] as const;

/** The boolean fields that have a `<field>_count` summary. */
const COUNTED = [
  ...['grants_membership', 'has_cancellation_fee', 'is_available', 'is_canceled', 'is_complimentary_pass'],
  ...['is_first_membership', 'is_first_plan', 'is_on_hold', 'latest_invoice_past_due'],
] as const;

/** The day counts between a plan's start, its visits and the person's next plan, averaged by `avg_<name>`. */
const SPANS = [
  ...['first_visit_to_next_plan', 'last_visit_to_next_plan', 'start_date_to_first_visit'],
  'start_date_to_next_plan',
] as const;

const PLAN_DETAIL = {
  boolean: [
    ...COUNTED,
    ...['are_visits_shared', 'is_cancellation_fee_charged', 'is_deactivated', 'is_deleted', 'is_ended'],
    ...['is_exhausted', 'is_last_hold_indefinite', 'is_primary_participant', 'latest_invoice_autobill'],
    ...['next_plan_grants_membership', 'stop_renewing_after_commitment', 'term_acceptance_required'],
    ...['term_accepted', 'used_for_initial_visit'],
  ],
  currency: [
    ...['base_price', 'cancellation_fee_amount', 'charged_cancellation_fee_amount'],
    'latest_invoice_item_amount',
  ],
  date: [
    ...['end_date', 'first_visit_date', 'last_hold_end_date', 'last_hold_start_date', 'last_usable_date'],
    ...['last_visit_date', 'latest_invoice_due_date', 'next_plan_start_date', 'start_date'],
  ],
  datetime: ['canceled_at', 'deactivated_at', 'exhausted_at'],
  time: ['first_visit_time', 'last_visit_time'],
  integer: [
    ...SPANS,
    ...['allowed_visit_count', 'canceled_by_account_id', 'commitment_length', 'completed_visit_count'],
    ...['invoice_interval_count', 'last_hold_by_account_id', 'lifetime_used_visit_count', 'next_plan_id'],
    ...['person_id', 'person_plan_id', 'plan_id', 'plan_location_id', 'plan_product_id', 'product_id'],
    ...['remaining_commitment', 'remaining_visit_count', 'rollover_count', 'used_visit_count'],
    'visit_refresh_interval_count',
  ],
  string: [
    ...['account_manager_emails', 'account_manager_names', 'account_manager_phones', 'canceled_by'],
    ...['email', 'first_name', 'first_visit_instructor_names', 'full_name', 'home_location_name'],
    ...['invoice_interval_unit', 'last_hold_by', 'last_name', 'middle_name', 'next_plan_name'],
    ...['next_plan_revenue_category', 'plan_location_name', 'plan_name', 'primary_staff_name'],
    ...['product_name', 'revenue_category', 'visit_refresh_interval_unit'],
  ],
  enum: {
    first_visit_day: SERVICE_ENUMS.service_day,
    last_visit_day: SERVICE_ENUMS.service_day,
    next_plan_type: PLAN_TYPES,
    plan_type: PLAN_TYPES,
  },
} as const;

const detail = joinDetails(BUSINESS_DETAIL, PLAN_DETAIL);

/** One row of the person plans report: one person's part in one plan (pass, pack or membership). */
export interface PersonPlanRecord extends RecordOf<typeof detail> {}

const all = () => true;
const hasNext = (record: ReportRecord) => typeof record.next_plan_id === 'number';
const visited = (record: ReportRecord) => typeof record.first_visit_date === 'string';
const nextWithinWeek = (record: ReportRecord) =>
  typeof record.last_visit_to_next_plan === 'number' && record.last_visit_to_next_plan <= 7;

/** The person plans report (public clients' catalogue: `person_plans`). */
export const personPlansCatalog: Catalog = {
  detail,
  summary: {
    ...Object.fromEntries(SPANS.map((span) => [`avg_${span}`, mean(span)])),
    ...trueCounts(COUNTED),
    business_id_summary: distinctList('business_id'),
    business_subdomain_summary: distinctList('business_subdomain'),
    next_plan_count: countSet('next_plan_id'),
    next_plan_grants_membership_percent: percentOf((r) => r.next_plan_grants_membership === true, hasNext),
    next_plan_on_visit_date_percent: percentOf((r) => r.next_plan_start_date === r.last_visit_date, hasNext),
    next_plan_out_of_visited_percent: percentOf(hasNext, visited),
    next_plan_percent: percentOf(hasNext, all),
    next_plan_within_week_percent: percentOf(nextWithinWeek, hasNext),
    person_count: distinctCount('person_id'),
    person_plan_count: rowCount(),
    plan_count: distinctCount('plan_id'),
    total_count: rowCount(),
    total_used_for_initial_visit: countTrue('used_for_initial_visit'),
    visited_count: countSet('first_visit_date'),
    visited_percent: percentOf(visited, all),
    ...totalsOf(['cancellation_fee_amount', 'charged_cancellation_fee_amount'], 'currency'),
    ...totalsOf(['latest_invoice_item_amount'], 'currency'),
    ...totalsOf(['lifetime_used_visit_count', 'used_visit_count'], 'integer'),
  },
  groupings: [
    ...['are_visits_shared', 'business_id', 'business_name', 'business_subdomain', 'canceled_by'],
    ...['canceled_by_account_id', 'end_date', 'first_visit_date', 'first_visit_instructor_names'],
    ...['full_name', 'grants_membership', 'has_cancellation_fee', 'home_location_name', 'is_available'],
    ...['is_canceled', 'is_cancellation_fee_charged', 'is_complimentary_pass', 'is_deleted'],
    ...['is_first_membership', 'is_first_plan', 'is_last_hold_indefinite', 'is_on_hold', 'last_hold_by'],
    ...['last_hold_by_account_id', 'last_hold_end_date', 'last_hold_start_date', 'last_usable_date'],
    ...['last_visit_date', 'latest_invoice_autobill', 'latest_invoice_due_date', 'latest_invoice_past_due'],
    ...['person_id', 'plan_id', 'plan_location_id', 'plan_location_name', 'plan_name', 'plan_product_id'],
    ...['plan_type', 'primary_staff_name', 'product_id', 'product_name', 'revenue_category', 'start_date'],
    ...['stop_renewing_after_commitment', 'used_for_initial_visit'],
    ...catalogPeriodsOf('first_visit'),
    ...catalogPeriodsOf('last_usable'),
    ...catalogPeriodsOf('last_visit'),
    ...catalogPeriodsOf('start'),
  ],
};
