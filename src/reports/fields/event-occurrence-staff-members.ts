import { defineReport } from '../define.ts';
import { OCCURRENCE_DETAIL, OCCURRENCE_GROUPINGS, OCCURRENCE_SUMMARY, SERVICE_PERIODS } from './shared.ts';

/** The event occurrence staff members report: one row per staff member per event occurrence. */
export const eventOccurrenceStaffMembers = defineReport('event_occurrence_staff_members', {
  detail: {
    ...OCCURRENCE_DETAIL,
    attendance_completed: 'boolean',
    capacity: 'integer',
    completed_enrollment_count: 'integer',
    completed_unpaid_count: 'integer',
    enrollment_count: 'integer',
    expired_enrollment_count: 'integer',
    home_location_id: 'integer',
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
    role: ['demoted', 'limited', 'manager', 'owner', 'primary_owner', 'standard'],
  },
  summary: {
    ...OCCURRENCE_SUMMARY,
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
  },
  // The spec shows only these; the service has more (use `reports.resource()` for the others).
  groupings: [...OCCURRENCE_GROUPINGS, 'attendance_completed', 'role'],
  derived: SERVICE_PERIODS,
});
