/** A person's address: the combined line the spec lists, and its parts the public clients list. */
export const ADDRESS_FIELDS = [
  ...['address', 'street_address', 'street_address2', 'city', 'state_code', 'postal_code'],
  'country_code',
] as const;

/** The roles of a staff member. */
export const STAFF_ROLES = ['demoted', 'limited', 'manager', 'owner', 'primary_owner', 'standard'] as const;

/** The states of a person. */
export const PERSON_STATES = ['active', 'deleted', 'hidden'] as const;

/** Tenure groups by the spec's bounds (under 30 days, 30 to 90, to a year, to two, to three, over three years). */
export const TENURE_GROUPS = [
  ...['0_month', '1_quarter', '2_year', '3_two_years', '4_three_years'],
  '5_over_three_years',
] as const;
