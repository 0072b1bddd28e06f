import { countTrue, distinctCount, distinctList, rowCount, total, totalsOf } from '../summaries.ts';
import type { Catalog, RecordOf, SummaryField } from '../types.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';
import { CATALOG_SERVICE_GROUPINGS, SERVICE_DETAIL_GROUPINGS, SERVICE_ENUMS } from './occurrence.ts';

/** The per-occurrence counts that have a `total_<count>` summary. */
const COUNTS = [
  ...['capacity', 'completed_enrollment_count', 'completed_unpaid_count', 'enrollment_count'],
  ...['expired_enrollment_count', 'is_waitlist_count', 'late_canceled_enrollment_count'],
  ...['noshowed_enrollment_count', 'paid_count', 'registered_enrollment_count', 'removed_enrollment_count'],
  ...['reserved_enrollment_count', 'visit_count', 'waiting_enrollment_count', 'waitlist_to_visit_count'],
] as const;

/** What a row of the reports on event occurrences says of the occurrence: its service, times and counts. */
export const CATALOG_OCCURRENCE_DETAIL = {
  boolean: ['attendance_completed'],
  date: ['service_date'],
  datetime: ['end_at', 'start_at'],
  time: ['service_time'],
  float: ['duration_in_hours'],
  integer: [
    ...COUNTS,
    ...['duration_in_minutes', 'event_id', 'event_occurrence_id', 'service_id', 'service_location_id'],
  ],
  string: ['event_name', 'service_category', 'service_location_name', 'service_name'],
  enum: SERVICE_ENUMS,
} as const;

/** The summaries of the reports on event occurrences. */
export const CATALOG_OCCURRENCE_SUMMARY: Readonly<Record<string, SummaryField>> = {
  attendance_completed_count: countTrue('attendance_completed'),
  event_count: distinctCount('event_id'),
  event_occurrence_count: distinctCount('event_occurrence_id'),
  service_count: distinctCount('service_id'),
  total_count: rowCount(),
  total_duration_in_minutes: total('duration_in_minutes', 'integer'),
  total_duration_in_hours: total('duration_in_hours', 'float'),
  business_id_summary: distinctList('business_id'),
  business_subdomain_summary: distinctList('business_subdomain'),
  ...totalsOf(COUNTS, 'integer'),
};

/** Who teaches an occurrence. */
const INSTRUCTORS_DETAIL = { string: ['instructor_names'] } as const;

const detail = joinDetails(BUSINESS_DETAIL, CATALOG_OCCURRENCE_DETAIL, INSTRUCTORS_DETAIL);

/** One row of the event occurrences report: one occurrence of an event. */
export interface EventOccurrenceRecord extends RecordOf<typeof detail> {}

/** The event occurrences report (public clients' catalogue: `event_occurrences`). */
export const eventOccurrencesCatalog: Catalog = {
  detail,
  summary: CATALOG_OCCURRENCE_SUMMARY,
  groupings: [
    ...CATALOG_SERVICE_GROUPINGS,
    ...SERVICE_DETAIL_GROUPINGS,
    'attendance_completed',
    'instructor_names',
  ],
};
