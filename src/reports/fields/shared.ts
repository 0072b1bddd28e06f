/** Day of the week of a service, `0` (Sunday) to `6`. */
export const SERVICE_DAY = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** Whether the service still exists. */
export const SERVICE_STATE = ['active', 'deleted'] as const;

/** Kind of service. */
export const SERVICE_TYPE = ['appointment', 'course', 'group_class'] as const;

/** Summary fields of every resource of a franchise holdings business. */
export const BUSINESS_SUMMARY = {
  business_id_summary: 'string',
  business_subdomain_summary: 'string',
} as const;

/** Groupings by the first date of the service's month and quarter. */
export const SERVICE_PERIODS = {
  service_month_start_date: 'date',
  service_quarter_start_date: 'date',
} as const;
