import { catalogPeriodsOf } from '../grouping.ts';
import { countTrue, countWhere, distinctCount, distinctList, rowCount, totalsOf } from '../summaries.ts';
import type { Catalog, RecordOf } from '../types.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';
import { ADDRESS_FIELDS, PERSON_STATES, STAFF_ROLES, TENURE_GROUPS } from './people.ts';

/** The event counts of a staff member that have a `total_<count>` summary. */
const EVENT_COUNTS = ['attendance_not_completed_events', 'future_events', 'past_events'] as const;

const STAFF_DETAIL = {
  boolean: ['also_client', 'show_to_clients'],
  date: ['birthdate', 'staff_since_date'],
  integer: [...EVENT_COUNTS, ...['age', 'days_until_birthday', 'home_location_id', 'person_id', 'tenure']],
  string: [
    ...ADDRESS_FIELDS,
    ...['email', 'first_name', 'full_name', 'home_location_name', 'last_name', 'middle_name', 'phone'],
  ],
  enum: { person_state: PERSON_STATES, role: STAFF_ROLES, tenure_group: TENURE_GROUPS },
  logical: ['custom_fields'],
} as const;

const detail = joinDetails(BUSINESS_DETAIL, STAFF_DETAIL);

/** One row of the staff members report: one staff member of the business. */
export interface StaffMemberRecord extends RecordOf<typeof detail> {}

/** The staff members report (public clients' catalogue: `staff_members`). */
export const staffMembersCatalog: Catalog = {
  detail,
  summary: {
    also_client_count: countTrue('also_client'),
    business_id_summary: distinctList('business_id'),
    business_subdomain_summary: distinctList('business_subdomain'),
    demoted_staff_count: countWhere('role', 'demoted'),
    person_count: distinctCount('person_id'),
    total_count: rowCount(),
    ...totalsOf(EVENT_COUNTS, 'integer'),
  },
  groupings: [
    ...['age', 'also_client', 'business_id', 'business_name', 'business_subdomain', 'home_location_name'],
    ...['person_state', 'role', 'show_to_clients', 'staff_since_date', 'tenure_group'],
    ...catalogPeriodsOf('staff_since'),
  ],
};
