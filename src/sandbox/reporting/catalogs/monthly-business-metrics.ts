import { distinctList, mean, rowCount, totalsOf } from '../summaries.ts';
import type { Catalog, RecordOf } from '../types.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';

/** The monthly counts that have a `total_<count>` summary. */
const TOTALLED_COUNTS = [
  ...['attendance_completed_count', 'completed_enrollment_count', 'enrollment_count'],
  ...['event_occurrence_count', 'first_visit_count', 'new_client_count', 'new_client_w_plan_count'],
  'new_member_count',
] as const;

/** The monthly counts averaged by `avg_<count>` over the months of a group. */
const AVERAGED_COUNTS = ['client_completed_enrollment_count', 'client_w_plan_count', 'member_count'] as const;

const METRICS_DETAIL = {
  currency: [
    ...['expected_amount', 'net_paid_amount', 'net_paid_pass_revenue_amount'],
    ...['net_paid_prepaid_revenue_amount', 'net_paid_recurring_revenue_amount'],
    ...['net_paid_retail_revenue_amount', 'net_paid_revenue_amount', 'outstanding_amount'],
    ...['payments_amount', 'refunds_amount'],
  ],
  date: ['month_start_date'],
  float: ['completed_enrollment_per_client'],
  integer: [
    ...TOTALLED_COUNTS,
    ...AVERAGED_COUNTS,
    ...['appointment_count', 'class_count', 'client_booked_count', 'completed_appointment_enrollment_count'],
    ...['completed_class_enrollment_count', 'completed_course_enrollment_count', 'completed_unpaid_count'],
    ...['course_count', 'due_invoice_count', 'event_occurrence_organizer_count', 'expired_enrollment_count'],
    ...['failed_transaction_count', 'late_canceled_enrollment_count', 'membership_count', 'new_staff_count'],
    ...['noshowed_enrollment_count', 'pack_count', 'plan_end_count', 'plan_start_count', 'prepaid_count'],
    ...['registered_enrollment_count', 'removed_enrollment_count', 'reserved_enrollment_count'],
    'waiting_enrollment_count',
  ],
} as const;

const detail = joinDetails(BUSINESS_DETAIL, METRICS_DETAIL);

/** One row of the monthly business metrics report: one month of the business, aggregated. */
export interface MonthlyBusinessMetricRecord extends RecordOf<typeof detail> {}

/** The monthly business metrics report (public clients' catalogue: `monthly_business_metrics`). */
export const monthlyBusinessMetricsCatalog: Catalog = {
  detail,
  summary: {
    ...Object.fromEntries(AVERAGED_COUNTS.map((count) => [`avg_${count}`, mean(count)])),
    business_id_summary: distinctList('business_id'),
    business_subdomain_summary: distinctList('business_subdomain'),
    monthly_business_count: rowCount(),
    total_count: rowCount(),
    ...totalsOf(TOTALLED_COUNTS, 'integer'),
    ...totalsOf(
      ['net_paid_amount', 'net_paid_revenue_amount', 'payments_amount', 'refunds_amount'],
      'currency',
    ),
  },
  groupings: [
    ...['business_id', 'business_name', 'business_subdomain', 'currency_code', 'quarter_start_date'],
    'year_start_date',
  ],
  periodDates: { '': 'month_start_date' },
};
