/** Summary fields of every report, for franchise holdings businesses. */
export const BUSINESS_SUMMARY = {
  business_id_summary: 'string',
  business_subdomain_summary: 'string',
} as const;

/** Detail fields of the reports on event occurrences (enrollments, staff members): occurrence, service, person. */
export const OCCURRENCE_DETAIL = {
  address: 'string',
  business_id: 'integer',
  business_name: 'string',
  business_subdomain: 'string',
  currency_code: 'string',
  duration_in_hours: 'float',
  duration_in_minutes: 'integer',
  email: 'string',
  end_at: 'datetime',
  event_id: 'integer',
  event_name: 'string',
  event_occurrence_id: 'integer',
  franchise_id: 'integer',
  full_name: 'string',
  home_location_name: 'string',
  key: 'string',
  person_id: 'integer',
  phone: 'string',
  service_category: 'string',
  service_date: 'date',
  /** Day of the week of the service, `0` (Sunday) to `6`. */
  service_day: ['0', '1', '2', '3', '4', '5', '6'],
  service_id: 'integer',
  service_location_id: 'integer',
  service_location_name: 'string',
  service_name: 'string',
  service_state: ['active', 'deleted'],
  service_time: 'time',
  service_type: ['appointment', 'course', 'group_class'],
  start_at: 'datetime',
} as const;

/** Summary fields of the reports on event occurrences. */
export const OCCURRENCE_SUMMARY = {
  ...BUSINESS_SUMMARY,
  event_count: 'integer',
  event_occurrence_count: 'integer',
  person_count: 'integer',
  service_count: 'integer',
  total_count: 'integer',
  total_duration_in_hours: 'float',
  total_duration_in_minutes: 'integer',
} as const;

/** Groupings of the reports on event occurrences. */
export const OCCURRENCE_GROUPINGS = [
  'business_id',
  'business_name',
  'business_subdomain',
  'event_id',
  'event_name',
  'event_occurrence_id',
  'full_name',
  'person_id',
  'service_category',
  'service_date',
  'service_day',
  'service_id',
  'service_location_id',
  'service_location_name',
  'service_name',
] as const;

/** Groupings by the first date of the service's month and quarter. */
export const SERVICE_PERIODS = {
  service_month_start_date: 'date',
  service_quarter_start_date: 'date',
} as const;
