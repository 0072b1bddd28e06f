import {
  averageOver,
  countTrue,
  countWhere,
  distinctCount,
  distinctList,
  percentOf,
  rowCount,
  total,
} from '../summaries.ts';
import type { Catalog, RecordOf, ReportRecord, SummaryField } from '../types.ts';
import { CATALOG_OCCURRENCE_GROUPINGS, SERVICE_ENUMS } from './occurrence.ts';

const detail = {
  boolean: [
    ...['bulk_enrolled', 'client_booked', 'consider_member', 'first_visit', 'is_paid', 'is_rollover'],
    ...['is_waitlist', 'make_up_issued', 'paid_with_complimentary_pass'],
  ],
  currency: ['estimated_amount'],
  date: ['birthdate', 'service_date'],
  datetime: [
    ...['cancelled_at', 'completed_at', 'end_at', 'noshow_at', 'registered_at', 'start_at'],
    'waitlisted_at',
  ],
  time: ['service_time'],
  float: ['duration_in_hours'],
  integer: [
    ...['business_id', 'cancelled_to_start', 'duration_in_minutes', 'event_id', 'event_occurrence_id'],
    ...['franchise_id', 'person_id', 'plan_id', 'plan_product_id', 'punch_id', 'punchcard_id'],
    ...['service_id', 'service_location_id', 'visit_id', 'waitlist_id'],
  ],
  string: [
    ...['account_manager_emails', 'account_manager_names', 'account_manager_phones', 'address'],
    ...['available_plans', 'business_name', 'business_subdomain', 'currency_code', 'email', 'event_name'],
    ...['full_name', 'home_location_name', 'instructor_names', 'key', 'paid_with', 'primary_staff_name'],
    ...['service_category', 'service_location_name', 'service_name', 'phone'],
  ],
  enum: {
    ...SERVICE_ENUMS,
    paid_with_type: ['membership', 'pack', 'prepaid', 'unpaid'],
    state: [
      ...['completed', 'late_canceled', 'noshowed', 'registered', 'reserved'],
      ...['expired', 'removed', 'waiting'],
    ],
  },
} as const;

/** One row of the enrollments report: one visit or waitlist entry. */
export interface EnrollmentRecord extends RecordOf<typeof detail> {}

const hasVisit = (record: ReportRecord) => record.visit_id !== null && record.visit_id !== undefined;
const unpaid = (record: ReportRecord) => record.is_paid === false;

/** Each `<state>_enrollment_count` counting the enrollments in that state. */
function stateCounts(): Record<string, SummaryField> {
  return Object.fromEntries(
    detail.enum.state.map((state) => [`${state}_enrollment_count`, countWhere('state', state)]),
  );
}

/** Each `weekday_<n>_enrollment_count` counting the enrollments on that day (0 is Sunday). */
function weekdayCounts(): Record<string, SummaryField> {
  return Object.fromEntries(
    detail.enum.service_day.map((day) => [`weekday_${day}_enrollment_count`, countWhere('service_day', day)]),
  );
}

/** The enrollments report (spec: Report resource: enrollments). */
export const enrollmentsCatalog: Catalog = {
  detail,
  summary: {
    avg_per_visit_amount: averageOver('estimated_amount', hasVisit),
    total_visits_amount: total('estimated_amount', 'currency'),
    total_duration_in_hours: total('duration_in_hours', 'float'),
    business_id_summary: distinctList('business_id'),
    business_subdomain_summary: distinctList('business_subdomain'),
    client_booked_count: countTrue('client_booked'),
    consider_member_count: countTrue('consider_member'),
    enrollment_count: rowCount(),
    event_count: distinctCount('event_id'),
    event_occurrence_count: distinctCount('event_occurrence_id'),
    first_visit_count: countTrue('first_visit'),
    is_paid_count: countTrue('is_paid'),
    is_rollover_count: countTrue('is_rollover'),
    is_waitlist_count: countTrue('is_waitlist'),
    person_count: distinctCount('person_id'),
    service_count: distinctCount('service_id'),
    total_count: rowCount(),
    total_duration_in_minutes: total('duration_in_minutes', 'integer'),
    unpaid_visit_count: {
      type: 'integer',
      compute: (rows) => rows.filter((r) => hasVisit(r) && unpaid(r)).length,
    },
    unpaid_visit_percent: percentOf(unpaid, hasVisit),
    visit_count: { type: 'integer', compute: (rows) => rows.filter(hasVisit).length },
    ...stateCounts(),
    ...weekdayCounts(),
  },
  groupings: [
    ...CATALOG_OCCURRENCE_GROUPINGS,
    ...['client_booked', 'consider_member', 'first_visit', 'home_location_name', 'instructor_names'],
    ...['is_paid', 'is_rollover', 'is_waitlist', 'paid_with', 'paid_with_complimentary_pass'],
    ...['paid_with_type', 'plan_id', 'plan_product_id', 'primary_staff_name', 'punch_id', 'punchcard_id'],
    ...['service_state', 'service_time', 'service_type', 'service_week_mon_start_date'],
    ...['service_week_sun_start_date', 'service_year_start_date', 'state'],
  ],
};
