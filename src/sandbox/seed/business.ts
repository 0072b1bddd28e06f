import { DAY, iso } from '../clock.ts';
import type { Random } from '../random.ts';
import type { PersonRow, State } from '../state.ts';
import { CATEGORIES, CUSTOM_FIELDS, PRODUCTS, SERVICES, STAFF } from './catalog.ts';
import { personRow } from './people.ts';

/** Locations, staff (with accounts), custom fields, services, products, categories and taxes. */
export function seedBusiness(state: State, now: number): void {
  const t = state.tables;
  t.locations.insert({
    name: 'Downtown Studio',
    slug: 'downtown-studio',
    address: '400 Broad St, Seattle, WA 98109',
    latitude: 47.6206,
    longitude: -122.349,
    phone: '206-555-0100',
    description: 'Main studio by the park.',
    show_in_client_mode: true,
  });
  t.locations.insert({
    name: 'Eastside Loft',
    slug: 'eastside-loft',
    address: '10 Main St, Bellevue, WA 98004',
    latitude: 47.6101,
    longitude: -122.2015,
    phone: '206-555-0200',
    description: 'Second floor loft.',
    show_in_client_mode: true,
  });
  for (const staff of STAFF) seedStaffMember(state, staff, now);
  for (const field of CUSTOM_FIELDS) t.customFields.insert(field);
  for (const name of CATEGORIES) t.serviceCategories.insert({ name });
  for (const name of ['Class Revenue', 'Course Revenue', 'Appointment Revenue', 'Membership Revenue']) {
    t.revenueCategories.insert({ name });
  }
  t.salesTaxes.insert({ name: 'State Sales Tax', tax_rate: 6.5, location_ids: [1, 2] });
  t.salesTaxes.insert({ name: 'City Sales Tax', tax_rate: 3.6, location_ids: [1] });
  for (const name of ['Illness', 'Travel', 'Studio cancellation']) t.makeUpReasons.insert({ name });
  for (const seed of SERVICES) {
    t.services.insert({
      name: seed.name,
      type: seed.type,
      category_id: seed.category,
      description: `${seed.name} at the sandbox studio.`,
      duration_in_minutes: seed.minutes,
      maximum_clients: seed.capacity,
      price_cents: seed.price,
      hidden_at: seed.hidden ? iso(now - 90 * DAY) : null,
      clients_can_book: true,
      require_cc: false,
      require_plan: seed.requirePlan ?? false,
      enrollment_window_blackout_minutes: 0,
      free_cancellation_window_in_hours: 12,
      location_ids: [seed.location],
      staff_member_ids: seed.staff.map((index) => index + 1),
      open_hours: [15, 23],
    });
  }
  PRODUCTS.forEach((seed, index) => {
    t.planProducts.insert({
      product_id: 100 + index,
      name: seed.name,
      type: seed.type,
      description: seed.name,
      description_long: null,
      price_cents: seed.price,
      visibility: 'Everyone',
      suspended: false,
      count: seed.count,
      commitment_length: seed.length,
      commitment_unit: seed.unit,
      location_id: null,
      consider_member: seed.type === 'Membership',
      terms: 'Sandbox terms and conditions.',
      terms_acceptance_type: 'checkbox',
      send_expiration_notifications: true,
      service_ids: seed.services.map((i) => i + 1),
      revenue_category_id: seed.type === 'Membership' ? 4 : 1,
      created_at: iso(now - 400 * DAY),
      updated_at: iso(now - 400 * DAY),
    });
  });
}

function seedStaffMember(state: State, staff: (typeof STAFF)[number], now: number): PersonRow {
  const email = `${staff.first}.${staff.last}@sandbox.example.com`.toLowerCase();
  const person = state.tables.people.insert(
    personRow(
      state,
      {
        first_name: staff.first,
        last_name: staff.last,
        role: staff.role,
        email,
        location_id: 1,
        joined_at: now - 800 * DAY,
      },
      now,
    ),
  );
  person.bio = `${staff.first} teaches at the sandbox studio.`;
  person.hidden_from_clients = staff.hidden ?? false;
  person.phone = '206-555-0199';
  return person;
}

/** An account for a person (the account endpoints); confirmed at join time. */
export function giveAccount(state: State, person: PersonRow): number {
  const account = state.tables.accounts.insert({
    email: person.email ?? `person${person.id}@example.com`,
    first_name: person.first_name,
    last_name: person.last_name,
    email_confirmed_at: person.joined_at,
  });
  person.account_id = account.id;
  return account.id;
}

/** A deterministic secret-looking string: `prefix` then 24 hex digits from the seed. */
export function secretFrom(random: Random, prefix: string): string {
  let hex = '';
  while (hex.length < 24) hex += random.int(0, 15).toString(16);
  return `${prefix}${hex}`;
}
