import { distinctCount } from '../summaries.ts';
import type { Catalog, RecordOf } from '../types.ts';
import { CATALOG_OCCURRENCE_DETAIL, CATALOG_OCCURRENCE_SUMMARY } from './event-occurrences.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';
import { CATALOG_OCCURRENCE_GROUPINGS, SERVICE_DETAIL_GROUPINGS } from './occurrence.ts';
import { ADDRESS_FIELDS, STAFF_ROLES } from './people.ts';

/** What a row says of the staff member: who, where they live and their role. */
const STAFF_DETAIL = {
  integer: ['home_location_id', 'person_id'],
  string: [...ADDRESS_FIELDS, ...['email', 'full_name', 'home_location_name', 'phone']],
  enum: { role: STAFF_ROLES },
} as const;

const detail = joinDetails(BUSINESS_DETAIL, CATALOG_OCCURRENCE_DETAIL, STAFF_DETAIL);

/** One row of the event occurrence staff members report: one staff member of one event occurrence. */
export interface EventOccurrenceStaffMemberRecord extends RecordOf<typeof detail> {}

/** The event occurrence staff members report (spec: Report resource: event occurrence staff members). */
export const eventOccurrenceStaffMembersCatalog: Catalog = {
  detail,
  summary: { ...CATALOG_OCCURRENCE_SUMMARY, person_count: distinctCount('person_id') },
  groupings: [...CATALOG_OCCURRENCE_GROUPINGS, ...SERVICE_DETAIL_GROUPINGS, 'attendance_completed', 'role'],
};
