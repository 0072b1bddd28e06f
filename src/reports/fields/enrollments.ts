import { compactReport } from '../compact.ts';
import { OCCURRENCE_DETAIL, OCCURRENCE_GROUPINGS, OCCURRENCE_SUMMARY, periodsOf } from './shared.ts';

/** The enrollments report: one row per visit or waitlist entry. */
export const enrollments = compactReport('enrollments', {
  detail: `${OCCURRENCE_DETAIL} account_manager_emails:s account_manager_names:s account_manager_phones:s available_plans:s instructor_names:s paid_with:s primary_staff_name:s birthdate:d bulk_enrolled:b client_booked:b consider_member:b first_visit:b is_paid:b is_rollover:b is_waitlist:b make_up_issued:b paid_with_complimentary_pass:b cancelled_to_start:i plan_id:i plan_product_id:i punch_id:i punchcard_id:i visit_id:i waitlist_id:i cancelled_at:T completed_at:T noshow_at:T registered_at:T waitlisted_at:T estimated_amount:c paid_with_type=membership|pack|prepaid|unpaid state=completed|late_canceled|noshowed|registered|reserved|expired|removed|waiting`,
  summary: `${OCCURRENCE_SUMMARY} avg_per_visit_amount:c total_visits_amount:c client_booked_count:i completed_enrollment_count:i consider_member_count:i enrollment_count:i expired_enrollment_count:i first_visit_count:i is_paid_count:i is_rollover_count:i is_waitlist_count:i late_canceled_enrollment_count:i noshowed_enrollment_count:i registered_enrollment_count:i removed_enrollment_count:i reserved_enrollment_count:i unpaid_visit_count:i unpaid_visit_percent:i visit_count:i waiting_enrollment_count:i weekday_0_enrollment_count:i weekday_1_enrollment_count:i weekday_2_enrollment_count:i weekday_3_enrollment_count:i weekday_4_enrollment_count:i weekday_5_enrollment_count:i weekday_6_enrollment_count:i`,
  groupings: `${OCCURRENCE_GROUPINGS} client_booked consider_member first_visit home_location_name instructor_names is_paid is_rollover is_waitlist paid_with paid_with_complimentary_pass paid_with_type plan_id plan_product_id primary_staff_name punch_id punchcard_id state`,
  derived: periodsOf('service'),
});
