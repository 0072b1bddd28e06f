/** The enums of the service an event occurrence belongs to (enrollments, staff member reports). */
export const SERVICE_ENUMS = {
  service_day: ['0', '1', '2', '3', '4', '5', '6'],
  service_state: ['active', 'deleted'],
  service_type: ['appointment', 'course', 'group_class'],
} as const;

/** The groupings the reports on event occurrences share. */
export const CATALOG_OCCURRENCE_GROUPINGS = [
  ...['business_id', 'business_name', 'business_subdomain', 'event_id', 'event_name', 'event_occurrence_id'],
  ...['full_name', 'person_id', 'service_category', 'service_date', 'service_day', 'service_id'],
  ...['service_location_id', 'service_location_name', 'service_month_start_date', 'service_name'],
  'service_quarter_start_date',
] as const;
