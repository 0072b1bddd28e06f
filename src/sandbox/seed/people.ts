import { DAY, iso, isoDate } from '../clock.ts';
import type { Random } from '../random.ts';
import type { PersonRow, Role, State } from '../state.ts';
import { CITIES, FIRST_NAMES, LAST_NAMES } from './names.ts';

export interface NewPerson {
  first_name: string;
  last_name: string;
  role: Role;
  email: string | null;
  location_id: number | null;
  joined_at: number;
}

/** A person row with the defaults of the service for every optional field. */
export function personRow(state: State, fields: NewPerson, now: number): Omit<PersonRow, 'id'> {
  return {
    role: fields.role,
    first_name: fields.first_name,
    middle_name: null,
    last_name: fields.last_name,
    pronoun: null,
    email: fields.email,
    phone: null,
    street_address: null,
    street_address2: null,
    city: null,
    state_code: null,
    postal_code: null,
    country_code: state.business.country_code,
    birthdate: null,
    guardian_name: null,
    guardian_email: null,
    location_id: fields.location_id,
    joined_at: iso(fields.joined_at),
    created_at: iso(fields.joined_at),
    updated_at: iso(Math.max(fields.joined_at, now - 30 * DAY)),
    hidden_at: null,
    hidden_from_clients: false,
    bio: null,
    custom_fields: [],
    dependent_ids: [],
    provider_ids: [],
    account_id: null,
  };
}

/** Seeds `count` clients, about one in seven with one or two dependents. */
export function seedClients(state: State, random: Random, count: number, now: number): void {
  const { people } = state.tables;
  for (let n = 0; n < count; n += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const client = people.insert(
      personRow(
        state,
        {
          first_name: first,
          last_name: last,
          role: 'client',
          email: `${first}.${last}.${n + 1}@example.com`.toLowerCase(),
          location_id: random.int(1, 2),
          joined_at: now - random.int(1, 720) * DAY,
        },
        now,
      ),
    );
    Object.assign(client, {
      phone: `206555${String(1000 + n).slice(-4)}`,
      city: random.pick(CITIES),
      state_code: 'WA',
      postal_code: `98${random.int(100, 199)}`,
      birthdate: isoDate(now - random.int(20 * 365, 60 * 365) * DAY),
      custom_fields: [
        { id: 1, value: random.pick(['S', 'M', 'L', 'XL']) },
        { id: 3, value: random.pick(['blue', 'red', 'green']) },
      ],
    });
    if (n === 0 || random.chance(1 / 7))
      addDependents(state, random, client, now, n === 0 ? 2 : random.int(1, 2));
  }
}

function addDependents(state: State, random: Random, parent: PersonRow, now: number, count: number): void {
  for (let k = 0; k < count; k += 1) {
    const child = state.tables.people.insert(
      personRow(
        state,
        {
          first_name: random.pick(FIRST_NAMES),
          last_name: parent.last_name,
          role: 'client',
          email: null,
          location_id: parent.location_id,
          joined_at: Date.parse(parent.joined_at),
        },
        now,
      ),
    );
    child.birthdate = isoDate(now - random.int(5 * 365, 15 * 365) * DAY);
    child.guardian_name = `${parent.first_name} ${parent.last_name}`;
    child.guardian_email = parent.email;
    child.provider_ids = [parent.id];
    parent.dependent_ids.push(child.id);
  }
}
