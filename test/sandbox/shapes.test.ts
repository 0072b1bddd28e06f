import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reference } from '../support/msw.ts';
import { call, sandboxFor } from './support.ts';

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;
type Who = 'staff' | 'owner' | 'client' | 'account' | 'public';

/** The request that answers each reference payload in the seeded sandbox (person 7 is the token's client). */
const REQUESTS: Record<string, [method: string, path: string, who: Who, body?: unknown]> = {
  account_example: ['GET', '/api/v2/account', 'account'],
  account_people_example: ['GET', '/api/v2/account/people', 'account'],
  branding_example: ['GET', '/api/v2/front/branding', 'public'],
  desk_available_slots_example: [
    'GET',
    '/api/v2/desk/appointments/5/available_slots?date=2026-03-03',
    'staff',
  ],
  desk_business_show_example: ['GET', '/api/v2/desk/business.json', 'staff'],
  desk_custom_fields_example: ['GET', '/api/v2/desk/custom_fields', 'staff'],
  desk_event_occurrence_example: [
    'GET',
    '/api/v2/desk/event_occurrences?from=2026-02-23T00:00:00Z&to=2026-02-24T00:00:00Z',
    'staff',
  ],
  desk_event_occurrence_show_example: ['GET', '/api/v2/desk/event_occurrences/1', 'staff'],
  desk_event_show_example: ['GET', '/api/v2/desk/events/1', 'staff'],
  desk_locations_example: ['GET', '/api/v2/desk/locations', 'staff'],
  desk_locations_show_example: ['GET', '/api/v2/desk/locations/1', 'staff'],
  desk_pack_create_example: [
    'POST',
    '/api/v2/desk/pack_products/1/packs',
    'owner',
    { pack: { person_ids: [7] } },
  ],
  desk_pack_destroy_example: ['DELETE', '/api/v2/desk/packs/{pack}', 'staff'],
  desk_pack_product_create_example: [
    'POST',
    '/api/v2/desk/pack_products',
    'owner',
    {
      pack_product: {
        product: {
          name: 'Ten Visit Punchcard',
          description: 'Ten visits.',
          description_long: 'Longer.',
          price_cents: '10000',
          visibility: 'staff',
        },
        count: 10,
        location_id: 1,
        commitment_length: 12,
        commitment_unit: 'month',
        terms: 'Terms',
        send_expiration_notifications: true,
        service_ids: [1, 2],
      },
    },
  ],
  desk_pack_product_destroy_example: ['DELETE', '/api/v2/desk/pack_products/2', 'owner'],
  desk_pack_product_show_example: ['GET', '/api/v2/desk/pack_products/1', 'owner'],
  desk_pack_product_update_example: [
    'PUT',
    '/api/v2/desk/pack_products/1',
    'owner',
    { pack_product: { product: { name: 'Eleven' } } },
  ],
  desk_pack_products_example: ['GET', '/api/v2/desk/pack_products', 'owner'],
  desk_pack_show_example: ['GET', '/api/v2/desk/packs/{pack}', 'staff'],
  desk_people_plans_example: ['GET', '/api/v2/desk/people/7/plans', 'staff'],
  desk_punch_create_example: [
    'POST',
    '/api/v2/desk/punches',
    'staff',
    { punch: { visit_id: '{unpunched}', plan_id: '{plan}' } },
  ],
  desk_punch_delete_example: ['DELETE', '/api/v2/desk/punches/1', 'staff'],
  desk_punch_show_example: ['GET', '/api/v2/desk/punches/1', 'staff'],
  desk_people_create_example: [
    'POST',
    '/api/v2/desk/people',
    'staff',
    { person: { first_name: 'Jane', last_name: 'Client', email: 'jane@example.com' } },
  ],
  desk_people_destroy_example: ['DELETE', '/api/v2/desk/people/8', 'staff'],
  desk_people_example: ['GET', '/api/v2/desk/people', 'staff'],
  desk_people_notes_create_example: [
    'POST',
    '/api/v2/desk/people/7/notes',
    'staff',
    { note: { note: 'Tried the class.' } },
  ],
  desk_people_notes_destroy_example: ['DELETE', '/api/v2/desk/people/7/notes/1', 'staff'],
  desk_people_notes_example: ['GET', '/api/v2/desk/people/7/notes', 'staff'],
  desk_people_notes_show_example: ['GET', '/api/v2/desk/people/7/notes/1', 'staff'],
  desk_people_search_example: ['GET', '/api/v2/desk/people/search?q=rossi', 'staff'],
  desk_people_show_example: ['GET', '/api/v2/desk/people/7', 'staff'],
  desk_people_update_example: ['PUT', '/api/v2/desk/people/7', 'staff', { person: { middle_name: 'May' } }],
  desk_revenue_categories_example: ['GET', '/api/v2/desk/revenue_categories', 'staff'],
  desk_revenue_categories_show_example: ['GET', '/api/v2/desk/revenue_categories/1', 'staff'],
  desk_sales_taxes_example: ['GET', '/api/v2/desk/sales_taxes', 'staff'],
  desk_sales_taxes_show_example: ['GET', '/api/v2/desk/sales_taxes/1', 'staff'],
  desk_services_example: ['GET', '/api/v2/desk/services', 'staff'],
  desk_services_show_example: ['GET', '/api/v2/desk/services/1', 'staff'],
  desk_staff_members_example: ['GET', '/api/v2/desk/staff_members', 'staff'],
  desk_staff_members_show_example: ['GET', '/api/v2/desk/staff_members/4', 'staff'],
  desk_visit_create_example: [
    'POST',
    '/api/v2/desk/visits',
    'staff',
    { visit: { person_id: 10, event_occurrence_id: 120 } },
  ],
  desk_visit_destroy_example: ['DELETE', '/api/v2/desk/visits/1?notify_client=false', 'staff'],
  desk_visit_summary_example: ['GET', '/api/v2/desk/people/7/visits/summary', 'staff'],
  desk_visit_update_example: ['PUT', '/api/v2/desk/visits/2', 'staff', { visit: { state_event: 'reset' } }],
  desk_visits_example: ['GET', '/api/v2/desk/people/7/visits', 'staff'],
  desk_visits_show_example: ['GET', '/api/v2/desk/visits/3', 'staff'],
  desk_waitlist_entries_create_example: [
    'POST',
    '/api/v2/desk/waitlist_entries',
    'staff',
    { waitlist_entry: { person_id: 7, event_occurrence_id: 125 } },
  ],
  desk_waitlist_entries_destroy_example: ['DELETE', '/api/v2/desk/waitlist_entries/1', 'staff'],
  desk_waitlist_entries_index_example: [
    'GET',
    '/api/v2/desk/event_occurrences/{full}/waitlist_entries',
    'staff',
  ],
  desk_waitlist_entries_show_example: ['GET', '/api/v2/desk/waitlist_entries/1', 'staff'],
  desk_waitlist_entries_update_example: [
    'PUT',
    '/api/v2/desk/waitlist_entries/2',
    'staff',
    { waitlist_entry: { state_event: 'remove' } },
  ],
};

/** Reference payloads whose top-level keys are data (dates), not names: compared by value type instead. */
const KEYED_BY_DATE = ['desk_available_slots_summary_example'];

/** The first object of an answer: the first item under the root key, or the object itself. */
function firstObject(value: unknown): Record<string, unknown> | undefined {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : undefined;
}

/** Every key the reference shows at the top level and on the first object under each root key. */
function missingKeys(expected: Record<string, unknown>, actual: Record<string, unknown>): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(expected)) {
    if (!(key in actual)) {
      missing.push(key);
      continue;
    }
    const inner = firstObject(value);
    const got = firstObject(actual[key]);
    if (!inner) continue;
    for (const name of Object.keys(inner)) if (!got || !(name in got)) missing.push(`${key}[0].${name}`);
  }
  return missing;
}

function requestFor(sandbox: Sandbox, name: string) {
  const [method, path, who, body] = REQUESTS[name] as (typeof REQUESTS)[string];
  const full = sandbox.state.tables.occurrences.find((o) => o.service_id === 3 && o.start_at > '2026-03-02');
  const pack = sandbox.state.tables.plans.find((p) => p.type === 'Pack');
  const unpunched = sandbox.state.tables.visits.find(
    (v) => v.person_id === 7 && v.punch_id === null && v.state === 'completed',
  );
  let url = path.replace('{full}', String(full?.id)).replace('{pack}', String(pack?.id));
  if (who === 'public') url += `${url.includes('?') ? '&' : '?'}client_id=${sandbox.clientId}`;
  const token = who === 'public' ? undefined : sandbox.tokens[who];
  const plan = sandbox.state.tables.plans.find((p) => p.person_ids.includes(7));
  const text = JSON.stringify(body ?? null).replace('"{unpunched}"', String(unpunched?.id));
  const filled = JSON.parse(text.replace('"{plan}"', String(plan?.id)));
  return call(sandbox, method, url, { token, body: filled ?? undefined });
}

const names = readdirSync(new URL('../fixtures/reference/core-v2-examples/', import.meta.url)).map((f) =>
  f.replace(/\.json$/, ''),
);

describe('answers carry every key of the reference payloads', () => {
  it.each(names.filter((name) => REQUESTS[name]))('%s', async (name) => {
    const sandbox = await sandboxFor();
    const { response } = await reference(name);
    const answer = await requestFor(sandbox, name);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    if (response === null || response === undefined) {
      expect(answer.body).toBeNull();
      return;
    }
    expect(missingKeys(response as Record<string, unknown>, answer.body)).toEqual([]);
  });

  it('answers the availability summary as the reference does: day → score between 0 and 1', async () => {
    const sandbox = await sandboxFor();
    const { response } = await reference(KEYED_BY_DATE[0] as string);
    const answer = await call(
      sandbox,
      'GET',
      '/api/v2/desk/appointments/5/available_slots/summary?from=2026-03-02&to=2026-03-15',
      {
        token: sandbox.tokens.staff,
      },
    );
    expect(Object.values(response as object).every((v) => typeof v === 'number')).toBe(true);
    expect(Object.keys(answer.body)).toHaveLength(14);
    expect(Object.keys(answer.body)[0]).toBe('2026-03-02');
    expect(Object.values(answer.body).every((v) => typeof v === 'number' && v >= 0 && v <= 1)).toBe(true);
    expect(Math.max(...(Object.values(answer.body) as number[]))).toBe(1);
  });
});
