import type { Catalog } from '../catalog.ts';
import { countTrue, distinctCount, distinctList, rowCount, type SummaryField, total } from '../summaries.ts';
import type { RecordOf } from '../types.ts';
import { CATALOG_OCCURRENCE_GROUPINGS, SERVICE_ENUMS } from './occurrence.ts';

/** The per-occurrence counts that have a `total_<count>` summary. */
const COUNTS = [
  ...['capacity', 'completed_enrollment_count', 'completed_unpaid_count', 'enrollment_count'],
  ...['expired_enrollment_count', 'is_waitlist_count', 'late_canceled_enrollment_count'],
  ...['noshowed_enrollment_count', 'paid_count', 'registered_enrollment_count', 'removed_enrollment_count'],
  ...['reserved_enrollment_count', 'visit_count', 'waiting_enrollment_count', 'waitlist_to_visit_count'],
] as const;

const detail = {
  boolean: ['attendance_completed'],
  date: ['service_date'],
  datetime: ['end_at', 'start_at'],
  time: ['service_time'],
  float: ['duration_in_hours'],
  integer: [
    ...COUNTS,
    ...['business_id', 'duration_in_minutes', 'event_id', 'event_occurrence_id', 'franchise_id'],
    ...['home_location_id', 'person_id', 'service_id', 'service_location_id'],
  ],
  string: [
    ...['address', 'business_name', 'business_subdomain', 'currency_code', 'email', 'event_name'],
    ...['full_name', 'home_location_name', 'key', 'phone', 'service_category', 'service_location_name'],
    'service_name',
  ],
  enum: {
    ...SERVICE_ENUMS,
    role: ['demoted', 'limited', 'manager', 'owner', 'primary_owner', 'standard'],
  },
} as const;

/** One row of the event occurrence staff members report: one staff member of one event occurrence. */
export interface EventOccurrenceStaffMemberRecord extends RecordOf<typeof detail> {}

/** Each `total_<count>` summing a per-occurrence count. */
function countTotals(): Record<string, SummaryField> {
  return Object.fromEntries(COUNTS.map((count) => [`total_${count}`, total(count, 'integer')]));
}

/** The event occurrence staff members report (spec: Report resource: event occurrence staff members). */
export const eventOccurrenceStaffMembersCatalog: Catalog = {
  detail,
  summary: {
    attendance_completed_count: countTrue('attendance_completed'),
    event_count: distinctCount('event_id'),
    event_occurrence_count: distinctCount('event_occurrence_id'),
    person_count: distinctCount('person_id'),
    service_count: distinctCount('service_id'),
    total_count: rowCount(),
    total_duration_in_minutes: total('duration_in_minutes', 'integer'),
    total_duration_in_hours: total('duration_in_hours', 'float'),
    business_id_summary: distinctList('business_id'),
    business_subdomain_summary: distinctList('business_subdomain'),
    ...countTotals(),
  },
  groupings: [...CATALOG_OCCURRENCE_GROUPINGS, 'attendance_completed', 'role'],
};
