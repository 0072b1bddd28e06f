import { compactReport } from '../compact.ts';
import { ADDRESS_DETAIL, BUSINESS_SUMMARY, periodsOf } from './shared.ts';

/** The staff members report: one row per staff member. */
export const staffMembers = compactReport('staff_members', {
  detail: `address:s? ${ADDRESS_DETAIL} age:i? also_client:s? attendance_not_completed_events:s? birthdate:d? business_id:i? business_name:s? business_subdomain:s? currency_code:s? custom_fields:l days_until_birthday:i? email:s? first_name:s? franchise_id:i? full_name:s? future_events:s? home_location_id:i? home_location_name:s? key:s last_name:s? middle_name:s? past_events:s? person_id:i? person_state:s? phone:s? role:s? show_to_clients:s? staff_since_date:d? tenure:i? tenure_group:s?`,
  summary: `${BUSINESS_SUMMARY} also_client_count:i? demoted_staff_count:i? person_count:i total_attendance_not_completed_events:s? total_count:i total_future_events:s? total_past_events:s?`,
  groupings: `age also_client business_id business_name business_subdomain home_location_name person_state role show_to_clients staff_since_date tenure_group`,
  derived: periodsOf('staff_since'),
});
