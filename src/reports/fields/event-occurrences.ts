import { compactReport } from '../compact.ts';
import {
  ATTENDANCE_DETAIL,
  ATTENDANCE_SUMMARY,
  periodsOf,
  SERVICE_DETAIL,
  SERVICE_GROUPINGS,
  SERVICE_SUMMARY,
} from './shared.ts';

/** The event occurrences report: one row per event occurrence, with its attendance. */
export const eventOccurrences = compactReport('event_occurrences', {
  // Not in the typed catalogue of this report: string, as in the others.
  detail: `${SERVICE_DETAIL} ${ATTENDANCE_DETAIL} event_name:s? instructor_names:s`,
  summary: `${SERVICE_SUMMARY} ${ATTENDANCE_SUMMARY}`,
  groupings: `${SERVICE_GROUPINGS} attendance_completed instructor_names`,
  derived: periodsOf('service'),
});
