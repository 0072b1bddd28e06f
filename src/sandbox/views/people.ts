import type { PersonRow, PlanRow, State } from '../state.ts';

/** `{id, name, email}`: how a person appears inside other objects. */
export function personRef(
  person: PersonRow | undefined,
): { id: number; name: string; email: string | null } | null {
  return person ? { id: person.id, name: fullName(person), email: person.email } : null;
}

export function fullName(person: PersonRow): string {
  return `${person.first_name} ${person.last_name}`;
}

/** The person's current membership plan, if any (`is_member`). */
export function currentMembership(state: State, person: PersonRow, today: string) {
  return state.tables.plans.find(
    (plan) => plan.person_ids.includes(person.id) && isCurrentMembership(plan, today),
  );
}

/** A membership that is neither canceled nor outside its dates on `today`. */
export function isCurrentMembership(plan: PlanRow, today: string): boolean {
  return (
    plan.type === 'Membership' &&
    plan.canceled_at === null &&
    plan.start_date <= today &&
    (plan.end_date === null || plan.end_date >= today)
  );
}

/** A person as the Core API shows it (desk and front; account people add their business). */
export function personView(state: State, person: PersonRow, today: string) {
  const membership = currentMembership(state, person, today);
  const location = person.location_id === null ? undefined : state.tables.locations.get(person.location_id);
  const custom = person.custom_fields.map((field) => ({
    id: field.id,
    name: state.tables.customFields.get(field.id)?.name ?? null,
    value: field.value,
  }));
  const membershipName = membership?.name ?? 'No Membership';
  return {
    id: person.id,
    name: fullName(person),
    pronoun: person.pronoun,
    first_name: person.first_name,
    middle_name: person.middle_name,
    last_name: person.last_name,
    email: person.email,
    phone: person.phone,
    is_member: membership !== undefined,
    membership: membershipName,
    secondary_info_field: membershipName,
    address: addressOf(person),
    street_address: person.street_address,
    street_address2: person.street_address2,
    city: person.city,
    state_code: person.state_code,
    postal_code: person.postal_code,
    country_code: person.country_code,
    birthdate: person.birthdate,
    guardian_name: person.guardian_name,
    guardian_email: person.guardian_email,
    timezone: state.business.timezone,
    business_id: state.business.id,
    location_id: person.location_id,
    location: location ? { id: location.id, name: location.name, slug: location.slug } : null,
    joined_at: person.joined_at,
    created_at: person.created_at,
    updated_at: person.updated_at,
    deleted_at: null,
    hidden_at: person.hidden_at,
    profile_photo: null,
    custom_fields: custom,
    person_custom_fields: custom.map((field) => ({
      id: person.id * 100 + field.id,
      custom_field_id: field.id,
      name: field.name,
      value: field.value,
    })),
    dependents: person.dependent_ids.map((id) => personRef(state.tables.people.get(id))).filter(Boolean),
    providers: person.provider_ids.map((id) => personRef(state.tables.people.get(id))).filter(Boolean),
  };
}

/** The combined address line of a person (street, city, state and postal code), or null. */
export function addressOf(person: PersonRow): string | null {
  const parts = [
    person.street_address,
    person.city,
    [person.state_code, person.postal_code].filter(Boolean).join(' '),
  ];
  const text = parts.filter((part) => part).join(', ');
  return text || null;
}

/** A staff member as the staff endpoints show it. */
export function staffView(person: PersonRow) {
  return {
    id: person.id,
    name: fullName(person),
    first_name: person.first_name,
    middle_name: person.middle_name,
    last_name: person.last_name,
    phone: person.phone,
    email: person.email,
    role: person.role,
    bio: person.bio,
    profile_photo: null,
  };
}
