import { compactReport } from '../compact.ts';
import {
  ADDRESS_DETAIL,
  ATTENDANCE_DETAIL,
  ATTENDANCE_SUMMARY,
  OCCURRENCE_DETAIL,
  OCCURRENCE_GROUPINGS,
  OCCURRENCE_SUMMARY,
  periodsOf,
} from './shared.ts';

/** The event occurrence staff members report: one row per staff member per event occurrence. */
export const eventOccurrenceStaffMembers = compactReport('event_occurrence_staff_members', {
  detail: `${OCCURRENCE_DETAIL} ${ADDRESS_DETAIL} ${ATTENDANCE_DETAIL} home_location_id:i role=demoted|limited|manager|owner|primary_owner|standard`,
  summary: `${OCCURRENCE_SUMMARY} ${ATTENDANCE_SUMMARY}`,
  groupings: `${OCCURRENCE_GROUPINGS} attendance_completed role`,
  derived: periodsOf('service'),
});
