/** Summary fields of every report, for franchise holdings businesses. */
export const BUSINESS_SUMMARY = {
  business_id_summary: 'string',
  business_subdomain_summary: 'string',
} as const;

/** The address of a person in parts (no typed catalogue lists them: strings by their names). */
export const ADDRESS_DETAIL = {
  street_address: 'string?',
  street_address2: 'string?',
  city: 'string?',
  state_code: 'string?',
  postal_code: 'string?',
  country_code: 'string?',
} as const;

/** Detail fields of an event occurrence and its service (the reports on event occurrences). */
export const SERVICE_DETAIL = {
  business_id: 'integer',
  business_name: 'string',
  business_subdomain: 'string',
  currency_code: 'string',
  duration_in_hours: 'float',
  duration_in_minutes: 'integer',
  end_at: 'datetime',
  event_id: 'integer',
  event_name: 'string',
  event_occurrence_id: 'integer',
  franchise_id: 'integer',
  key: 'string',
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

/** Detail fields of the reports on a person at an event occurrence (enrollments, staff members). */
export const OCCURRENCE_DETAIL = {
  ...SERVICE_DETAIL,
  address: 'string',
  email: 'string',
  full_name: 'string',
  home_location_name: 'string',
  person_id: 'integer',
  phone: 'string',
} as const;

/** Attendance of an event occurrence (event occurrences, staff members): enrollments by state. */
export const ATTENDANCE_DETAIL = {
  attendance_completed: 'boolean',
  capacity: 'integer',
  completed_enrollment_count: 'integer',
  completed_unpaid_count: 'integer',
  enrollment_count: 'integer',
  expired_enrollment_count: 'integer',
  is_waitlist_count: 'integer',
  late_canceled_enrollment_count: 'integer',
  noshowed_enrollment_count: 'integer',
  paid_count: 'integer',
  registered_enrollment_count: 'integer',
  removed_enrollment_count: 'integer',
  reserved_enrollment_count: 'integer',
  visit_count: 'integer',
  waiting_enrollment_count: 'integer',
  waitlist_to_visit_count: 'integer',
} as const;

/** Summary fields of the attendance of event occurrences. */
export const ATTENDANCE_SUMMARY = {
  attendance_completed_count: 'integer',
  total_capacity: 'integer',
  total_completed_enrollment_count: 'integer',
  total_completed_unpaid_count: 'integer',
  total_enrollment_count: 'integer',
  total_expired_enrollment_count: 'integer',
  total_is_waitlist_count: 'integer',
  total_late_canceled_enrollment_count: 'integer',
  total_noshowed_enrollment_count: 'integer',
  total_paid_count: 'integer',
  total_registered_enrollment_count: 'integer',
  total_removed_enrollment_count: 'integer',
  total_reserved_enrollment_count: 'integer',
  total_visit_count: 'integer',
  total_waiting_enrollment_count: 'integer',
  total_waitlist_to_visit_count: 'integer',
} as const;

/** Summary fields of the reports on event occurrences. */
export const SERVICE_SUMMARY = {
  ...BUSINESS_SUMMARY,
  event_count: 'integer',
  event_occurrence_count: 'integer',
  service_count: 'integer',
  total_count: 'integer',
  total_duration_in_hours: 'float',
  total_duration_in_minutes: 'integer',
} as const;

/** Summary fields of the reports on a person at an event occurrence. */
export const OCCURRENCE_SUMMARY = { ...SERVICE_SUMMARY, person_count: 'integer' } as const;

/** Groupings of the reports on event occurrences. */
export const SERVICE_GROUPINGS = [
  'business_id',
  'business_name',
  'business_subdomain',
  'event_id',
  'event_name',
  'event_occurrence_id',
  'service_category',
  'service_date',
  'service_day',
  'service_id',
  'service_location_id',
  'service_location_name',
  'service_name',
  'service_state',
  'service_time',
  'service_type',
] as const;

/** Groupings of the reports on a person at an event occurrence. */
export const OCCURRENCE_GROUPINGS = [...SERVICE_GROUPINGS, 'full_name', 'person_id'] as const;

/** Detail fields of an invoice, its payer and its payments (the reports on invoices and transactions). */
export const INVOICE_DETAIL = {
  business_id: 'integer',
  business_name: 'string',
  business_subdomain: 'string',
  commission_recipient_name: 'string',
  created_by_name: 'string',
  currency_code: 'string',
  franchise_id: 'integer',
  invoice_autobill: 'boolean',
  invoice_due_date: 'date',
  invoice_id: 'integer',
  invoice_number: 'string',
  invoice_payer_email: 'string?',
  invoice_payer_home_location: 'string',
  invoice_payer_id: 'integer',
  invoice_payer_name: 'string',
  invoice_payer_phone: 'string?',
  invoice_payer_primary_staff_name_at_sale: 'string',
  invoice_state: 'enum',
  key: 'string',
  net_paid_amount: 'currency',
  net_paid_revenue_amount: 'currency',
  net_paid_tax_amount: 'currency',
  payments_amount: 'currency',
  refunds_amount: 'currency',
  sale_location_name: 'string',
} as const;

/** Detail fields of an invoice item's product and plan (invoice items, their transactions). */
export const ITEM_DETAIL = {
  grants_membership: 'boolean',
  invoice_item_id: 'integer',
  plan_id: 'integer',
  product_id: 'integer',
  product_name: 'string',
  product_name_at_sale: 'string',
  revenue_category: 'string',
} as const;

/** Groupings by an invoice item's product and plan. */
export const ITEM_GROUPINGS = [
  'grants_membership',
  'plan_id',
  'product_id',
  'product_name',
  'product_name_at_sale',
  'product_type',
  'revenue_category',
] as const;

const PERIODS = ['month', 'quarter', 'week_mon', 'week_sun', 'year'] as const;

/** A period a date field groups by: its month, quarter, week from Monday or Sunday, year. */
type Period = (typeof PERIODS)[number];

/** The groupings `<base>_<period>_start_date`: the first day of the period of the date `<base>_date`. */
export function periodsOf<const B extends string>(
  base: B,
): { [P in Period as `${B}_${P}_start_date`]: 'date' } {
  return Object.fromEntries(PERIODS.map((period) => [`${base}_${period}_start_date`, 'date'])) as {
    [P in Period as `${B}_${P}_start_date`]: 'date';
  };
}
