import { describe, expect, it } from 'vitest';
import { InputError, Pike13, ValidationError } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const BASE = 'https://mybiz.pike13.com/api/v2/desk/people';
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok_desk', rateLimit: false });

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
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}?page=1&updated_since=2026-01-01T00%3A00%3A00Z&is_member=true&include_relationships=true&sort=-updated_at%2Cid`,
      token: 'tok_desk',
    });
    expect(page.items.map((p) => p.name)).toEqual(['John Client', 'Jane Client']);
    expect(page.items[1]?.person_custom_fields?.[0]?.custom_field_id).toBe(5);
    expect(page.totalCount).toBe(2);
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
    expectSent(service.requests[0], { method: 'GET', url: `${BASE}/48`, token: 'tok_desk' });
    expect(person.profile_photo?.x50).toMatch(/^https:/);
  });

  it('me: the staff member of the token', async () => {
    service.reply('GET', `${BASE}/me`, json({ people: [{ id: 1, name: 'John Staff' }] }));
    await expect(pike13.desk.people.me()).resolves.toMatchObject({ id: 1 });
    expectSent(service.requests[0], { method: 'GET', url: `${BASE}/me`, token: 'tok_desk' });
  });

  it('search: q and fields', async () => {
    const { response } = await reference('desk_people_search_example');
    service.reply('GET', `${BASE}/search`, json(response));
    const result = await pike13.desk.people.search({ q: 'jane', fields: ['name', 'email'] });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/search?q=jane&fields=name%2Cemail`,
      token: 'tok_desk',
    });
    expect(result.total_count).toBe(1);
    expect(result.results[0]?.score).toBeCloseTo(1.3978);
    expect(result.results[0]?.person.custom_fields?.[0]?.value).toBe('blue');
  });

  it('search: refuses an empty q and a phone search with non-digits', async () => {
    await expect(pike13.desk.people.search({ q: '' })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'q' && /q is required/.test(e.message),
    );
    await expect(pike13.desk.people.search({ q: '555-1234', fields: 'phone' })).rejects.toSatisfy(
      (e) =>
        InputError.is(e) && e.param === 'q' && /q must be digits only for a phone search/.test(e.message),
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
    expectSent(service.requests[0], {
      method: 'POST',
      url: BASE,
      token: 'tok_desk',
      body: {
        person: {
          first_name: 'Jane',
          last_name: 'Client',
          email: 'janeclient@example.com',
          custom_fields: [{ id: 9, value: 'blue' }],
        },
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
    ).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'email' && /email must be an email address/.test(e.message),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('update: PUT with dependent_ids and provider_ids', async () => {
    const { response } = await reference('desk_people_update_example');
    service.reply('PUT', `${BASE}/27`, json(response));
    const person = await pike13.desk.people.update(27, {
      middle_name: 'Q',
      dependent_ids: [3, 4],
      provider_ids: [9],
    });
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${BASE}/27`,
      token: 'tok_desk',
      body: { person: { middle_name: 'Q', dependent_ids: [3, 4], provider_ids: [9] } },
    });
    expect(person).toMatchObject({ id: 27, name: 'Jane Client', middle_name: 'May' });
  });

  it('delete: resolves to nothing', async () => {
    service.reply('DELETE', `${BASE}/1`, json(null));
    await expect(pike13.desk.people.delete(1)).resolves.toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${BASE}/1`, token: 'tok_desk' });
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
      'GET /api/v2/desk/people/:id: id must be a positive integer or a string of digits (got -1)',
    );
    await expect(pike13.desk.people.get(1.5)).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'id');
    expect(service.requests).toHaveLength(0);
  });
});
