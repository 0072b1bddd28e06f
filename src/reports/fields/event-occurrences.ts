import { defineReport } from '../define.ts';
import {
  ATTENDANCE_DETAIL,
  ATTENDANCE_SUMMARY,
  periodsOf,
  SERVICE_DETAIL,
  SERVICE_GROUPINGS,
  SERVICE_SUMMARY,
} from './shared.ts';

/** The event occurrences report: one row per event occurrence, with its attendance. */
export const eventOccurrences = defineReport('event_occurrences', {
  detail: {
    ...SERVICE_DETAIL,
    ...ATTENDANCE_DETAIL,
    // Not in the typed catalogue of this report: string, as in the others.
    event_name: 'string?',
    instructor_names: 'string',
  },
  summary: { ...SERVICE_SUMMARY, ...ATTENDANCE_SUMMARY },
  groupings: [...SERVICE_GROUPINGS, 'attendance_completed', 'instructor_names'],
  derived: periodsOf('service'),
});
