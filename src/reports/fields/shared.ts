/** Summary fields of every report, for franchise holdings businesses. */
export const BUSINESS_SUMMARY = `business_id_summary:s business_subdomain_summary:s` as const;

/** The address of a person in parts (no typed catalogue lists them: strings by their names). */
export const ADDRESS_DETAIL =
  `street_address:s? street_address2:s? city:s? state_code:s? postal_code:s? country_code:s?` as const;

/**
 * Detail fields of an event occurrence and its service (the reports on event occurrences); `service_day` is the
 * day of the week of the service, `0` (Sunday) to `6`.
 */
export const SERVICE_DETAIL =
  `business_id:i business_name:s business_subdomain:s currency_code:s duration_in_hours:f duration_in_minutes:i end_at:T event_id:i event_name:s event_occurrence_id:i franchise_id:i key:s service_category:s service_date:d service_day=0|1|2|3|4|5|6 service_id:i service_location_id:i service_location_name:s service_name:s service_state=active|deleted service_time:t service_type=appointment|course|group_class start_at:T` as const;

/** Detail fields of the reports on a person at an event occurrence (enrollments, staff members). */
export const OCCURRENCE_DETAIL =
  `${SERVICE_DETAIL} address:s email:s full_name:s home_location_name:s person_id:i phone:s` as const;

/** Attendance of an event occurrence (event occurrences, staff members): enrollments by state. */
export const ATTENDANCE_DETAIL =
  `attendance_completed:b capacity:i completed_enrollment_count:i completed_unpaid_count:i enrollment_count:i expired_enrollment_count:i is_waitlist_count:i late_canceled_enrollment_count:i noshowed_enrollment_count:i paid_count:i registered_enrollment_count:i removed_enrollment_count:i reserved_enrollment_count:i visit_count:i waiting_enrollment_count:i waitlist_to_visit_count:i` as const;

/** Summary fields of the attendance of event occurrences. */
export const ATTENDANCE_SUMMARY =
  `attendance_completed_count:i total_capacity:i total_completed_enrollment_count:i total_completed_unpaid_count:i total_enrollment_count:i total_expired_enrollment_count:i total_is_waitlist_count:i total_late_canceled_enrollment_count:i total_noshowed_enrollment_count:i total_paid_count:i total_registered_enrollment_count:i total_removed_enrollment_count:i total_reserved_enrollment_count:i total_visit_count:i total_waiting_enrollment_count:i total_waitlist_to_visit_count:i` as const;

/** Summary fields of the reports on event occurrences. */
export const SERVICE_SUMMARY =
  `${BUSINESS_SUMMARY} event_count:i event_occurrence_count:i service_count:i total_count:i total_duration_in_hours:f total_duration_in_minutes:i` as const;

/** Summary fields of the reports on a person at an event occurrence. */
export const OCCURRENCE_SUMMARY = `${SERVICE_SUMMARY} person_count:i` as const;

/** Groupings of the reports on event occurrences. */
export const SERVICE_GROUPINGS =
  `business_id business_name business_subdomain event_id event_name event_occurrence_id service_category service_date service_day service_id service_location_id service_location_name service_name service_state service_time service_type` as const;

/** Groupings of the reports on a person at an event occurrence. */
export const OCCURRENCE_GROUPINGS = `${SERVICE_GROUPINGS} full_name person_id` as const;

/** Detail fields of an invoice, its payer and its payments (the reports on invoices and transactions). */
export const INVOICE_DETAIL =
  `business_id:i business_name:s business_subdomain:s commission_recipient_name:s created_by_name:s currency_code:s franchise_id:i invoice_autobill:b invoice_due_date:d invoice_id:i invoice_number:s invoice_payer_email:s? invoice_payer_home_location:s invoice_payer_id:i invoice_payer_name:s invoice_payer_phone:s? invoice_payer_primary_staff_name_at_sale:s invoice_state:e key:s net_paid_amount:c net_paid_revenue_amount:c net_paid_tax_amount:c payments_amount:c refunds_amount:c sale_location_name:s` as const;

/** Detail fields of an invoice item's product and plan (invoice items, their transactions). */
export const ITEM_DETAIL =
  `grants_membership:b invoice_item_id:i plan_id:i product_id:i product_name:s product_name_at_sale:s revenue_category:s` as const;

/** Groupings by an invoice item's product and plan. */
export const ITEM_GROUPINGS =
  `grants_membership plan_id product_id product_name product_name_at_sale product_type revenue_category` as const;

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
