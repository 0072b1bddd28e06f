/** The enums of the service an event occurrence belongs to (enrollments, staff member reports). */
export const SERVICE_ENUMS = {
  service_day: ['0', '1', '2', '3', '4', '5', '6'],
  service_state: ['active', 'deleted'],
  service_type: ['appointment', 'course', 'group_class'],
} as const;

/** The groupings of every report on event occurrences: their business, event, service, date and place. */
export const CATALOG_SERVICE_GROUPINGS = [
  ...['business_id', 'business_name', 'business_subdomain', 'event_id', 'event_name', 'event_occurrence_id'],
  ...['service_category', 'service_date', 'service_day', 'service_id', 'service_location_id'],
  ...['service_location_name', 'service_month_start_date', 'service_name', 'service_quarter_start_date'],
] as const;

/** The groupings the spec shows for the reports on people at event occurrences (enrollments, staff). */
export const CATALOG_OCCURRENCE_GROUPINGS = [...CATALOG_SERVICE_GROUPINGS, 'full_name', 'person_id'] as const;

/** The service's state, time and type, and the weekly and yearly periods of its date. */
export const SERVICE_DETAIL_GROUPINGS = [
  ...['service_state', 'service_time', 'service_type', 'service_week_mon_start_date'],
  ...['service_week_sun_start_date', 'service_year_start_date'],
] as const;
