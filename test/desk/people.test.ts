import { describe, expect, it } from 'vitest';
import { InputError, Pike13, ValidationError } from '../../src/index.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const BASE = 'https://mybiz.pike13.com/api/v2/desk/people';
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok_desk', rateLimit: false });

function expectRequest(index: number, method: string, url: string, body?: unknown) {
  const request = service.requests[index];
  expect(request?.method).toBe(method);
  expect(request?.url.href).toBe(url);
  expect(request?.headers.get('authorization')).toBe('Bearer tok_desk');
  if (body === undefined) expect(request?.body).toBe('');
  else {
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(body);
  }
}

describe('desk.people', () => {
  it('list: first page of clients with filters', async () => {
    const { response } = await reference('desk_people_example');
    service.reply('GET', BASE, json(response));
    const page = await pike13.desk.people.list({
      is_member: true,
      updated_since: '2026-01-01T00:00:00Z',
      sort: '-updated_at,id',
      include_relationships: true,
    });
    expectRequest(
      0,
      'GET',
      `${BASE}?page=1&updated_since=2026-01-01T00%3A00%3A00Z&is_member=true&include_relationships=true&sort=-updated_at%2Cid`,
    );
    expect(page.items.map((p) => p.name)).toEqual(['John Client', 'Jane Client']);
    expect(page.items[1]?.person_custom_fields?.[0]?.custom_field_id).toBe(5);
    expect(page.total_count).toBe(2);
    expect(page.hasNextPage()).toBe(false);
  });

  it('list: refuses an unknown sort field before sending', async () => {
    await expect(pike13.desk.people.list({ sort: 'name' })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'sort',
    );
    expect(service.requests).toHaveLength(0);
  });

  it('get: one client', async () => {
    const { response } = await reference('desk_people_show_example');
    service.reply('GET', `${BASE}/48`, json(response));
    const person = await pike13.desk.people.get(48);
    expectRequest(0, 'GET', `${BASE}/48`);
    expect(person.profile_photo?.x50).toMatch(/^https:/);
  });

  it('me: the staff member of the token', async () => {
    service.reply('GET', `${BASE}/me`, json({ people: [{ id: 1, name: 'John Staff' }] }));
    await expect(pike13.desk.people.me()).resolves.toMatchObject({ id: 1 });
    expectRequest(0, 'GET', `${BASE}/me`);
  });

  it('search: q and fields', async () => {
    const { response } = await reference('desk_people_search_example');
    service.reply('GET', `${BASE}/search`, json(response));
    const result = await pike13.desk.people.search({ q: 'jane', fields: ['name', 'email'] });
    expectRequest(0, 'GET', `${BASE}/search?q=jane&fields=name%2Cemail`);
    expect(result.total_count).toBe(1);
    expect(result.results[0]?.score).toBeCloseTo(1.3978);
    expect(result.results[0]?.person.custom_fields?.[0]?.value).toBe('blue');
  });

  it('search: refuses an empty q and a phone search with non-digits', async () => {
    await expect(pike13.desk.people.search({ q: '' })).rejects.toThrow(/q is required/);
    await expect(pike13.desk.people.search({ q: '555-1234', fields: 'phone' })).rejects.toThrow(
      /q must be digits only for a phone search/,
    );
    expect(service.requests).toHaveLength(0);
  });

  it('create: wraps the attributes in person', async () => {
    const { response } = await reference('desk_people_create_example');
    service.reply('POST', BASE, json(response, { status: 201 }));
    const person = await pike13.desk.people.create({
      first_name: 'Jane',
      last_name: 'Client',
      email: 'janeclient@example.com',
      custom_fields: [{ id: 9, value: 'blue' }],
    });
    expectRequest(0, 'POST', BASE, {
      person: {
        first_name: 'Jane',
        last_name: 'Client',
        email: 'janeclient@example.com',
        custom_fields: [{ id: 9, value: 'blue' }],
      },
    });
    expect(person.id).toBe(27);
  });

  it('create: refuses a missing last name or a malformed email before sending', async () => {
    // @ts-expect-error: last_name is required
    await expect(pike13.desk.people.create({ first_name: 'Jane' })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'last_name',
    );
    await expect(
      pike13.desk.people.create({ first_name: 'J', last_name: 'C', email: 'nope' }),
    ).rejects.toThrow(/email must be an email address/);
    expect(service.requests).toHaveLength(0);
  });

  it('update: PUT with dependent_ids and provider_ids', async () => {
    const { response } = await reference('desk_people_update_example');
    service.reply('PUT', `${BASE}/27`, json(response));
    await pike13.desk.people.update(27, { middle_name: 'Q', dependent_ids: [3, 4], provider_ids: [9] });
    expectRequest(0, 'PUT', `${BASE}/27`, {
      person: { middle_name: 'Q', dependent_ids: [3, 4], provider_ids: [9] },
    });
  });

  it('delete: resolves to nothing', async () => {
    service.reply('DELETE', `${BASE}/1`, json(null));
    await expect(pike13.desk.people.delete(1)).resolves.toBeUndefined();
    expectRequest(0, 'DELETE', `${BASE}/1`);
  });

  it('delete: a client with open invoices gives the 422 messages', async () => {
    service.reply('DELETE', `${BASE}/1`, json({ errors: ['Client has open invoices'] }, { status: 422 }));
    await expect(pike13.desk.people.delete(1)).rejects.toSatisfy(
      (e) => ValidationError.is(e) && e.messages[0] === 'Client has open invoices',
    );
  });
});

describe('path params', () => {
  it('refuses an id that is not a positive integer, sending nothing', async () => {
    await expect(pike13.desk.people.get(-1)).rejects.toThrow(
      'GET /api/v2/desk/people/:id: id must be a positive integer (got -1)',
    );
    await expect(pike13.desk.people.get(1.5)).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'id');
    expect(service.requests).toHaveLength(0);
  });
});
