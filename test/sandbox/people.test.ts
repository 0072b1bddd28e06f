import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/index.ts';
import { eq } from '../../src/reports/index.ts';
import { call, sandboxFor, sdk } from './support.ts';

describe('people', () => {
  it('pages desk people 25 at a time with total_count and absolute next/prev URLs', async () => {
    const sandbox = await sandboxFor();
    const clients = sandbox.state.tables.people.filter((p) => p.role === 'client').length;
    const first = await call(sandbox, 'GET', '/api/v2/desk/people?per_page=100', {
      token: sandbox.tokens.staff,
    });
    expect(first.body.people).toHaveLength(25);
    expect(first.body.total_count).toBe(clients);
    expect(first.body.next).toBe(`${sandbox.url}/api/v2/desk/people?per_page=100&page=2`);
    expect(first.body.prev).toBeUndefined();
    const second = await call(sandbox, 'GET', '/api/v2/desk/people?page=2', { token: sandbox.tokens.staff });
    expect(second.body.prev).toBe(`${sandbox.url}/api/v2/desk/people?page=1`);
    expect(second.body.people[0].id).toBeGreaterThan(first.body.people[24].id);
  });

  it('adds relationships, balances and the last note time to the desk list only when asked', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const plain = await call(sandbox, 'GET', '/api/v2/desk/people', { token });
    expect(plain.body.people[0]).not.toHaveProperty('dependents');
    const path =
      '/api/v2/desk/people?include_relationships=true&include_balances=true&include_last_note_timestamp=true';
    const [jane] = (await call(sandbox, 'GET', path, { token })).body.people;
    expect(jane).toMatchObject({
      id: 7,
      dependents: [{ id: 8 }, { id: 9 }],
      providers: [],
      balance_cents: 0,
    });
    expect(jane.last_note_at).toBe(sandbox.state.tables.notes.find((n) => n.person_id === 7)?.created_at);
  });

  it('pages other lists 20 by default and at most 100 with per_page', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const byDefault = await call(sandbox, 'GET', '/api/v2/desk/people/search?q=a', { token });
    expect(byDefault.body.results).toHaveLength(20);
    expect(byDefault.body.total_count).toBeGreaterThan(100);
    const capped = await call(sandbox, 'GET', '/api/v2/desk/people/search?q=a&per_page=500', { token });
    expect(capped.body.results).toHaveLength(100);
  });

  it('iterates every client through the SDK pagination', async () => {
    const sandbox = await sandboxFor({ clients: 60 });
    const all = await sdk(sandbox).desk.people.list().toArray();
    expect(all.map((p) => p.id)).toEqual(
      sandbox.state.tables.people.filter((p) => p.role === 'client').map((p) => p.id),
    );
  });

  it('creates a person with dependents from a wrapped body, and from an unwrapped one', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const created = await pike13.desk.people.create({
      first_name: 'Nora',
      last_name: 'Park',
      email: 'nora@example.com',
      custom_fields: [{ id: 1, value: 'M' }],
      dependents: [{ first_name: 'Lia', last_name: 'Park' }],
    });
    expect(created).toMatchObject({
      name: 'Nora Park',
      email: 'nora@example.com',
      custom_fields: [{ id: 1, value: 'M', name: 'Shirt size' }],
    });
    expect(created.dependents).toEqual([expect.objectContaining({ name: 'Lia Park' })]);
    const raw = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token: sandbox.tokens.staff,
      body: { first_name: 'Omar', last_name: 'Reyes' },
    });
    expect(raw).toMatchObject({ status: 201, body: { people: [{ name: 'Omar Reyes' }] } });
  });

  it('accepts a Rails form-encoded body (person[first_name]=…)', async () => {
    const sandbox = await sandboxFor();
    const answer = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token: sandbox.tokens.staff,
      body: 'person[first_name]=Form&person[last_name]=Sent&person[email]=form@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer).toMatchObject({
      status: 201,
      body: { people: [{ name: 'Form Sent', email: 'form@example.com' }] },
    });
  });

  it('drops form field names that would reach Object.prototype, and 404s a malformed path escape', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const answer = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token,
      body: '__proto__[polluted]=yes&person[constructor][prototype][polluted]=yes&person[first_name]=A&person[last_name]=B',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await call(sandbox, 'GET', '/api/v2/desk/people/%E0%A4%A', { token })).status).toBe(404);
  });

  it('refuses missing names and a bad email with 422 and all the messages, creating nothing', async () => {
    const sandbox = await sandboxFor();
    const before = sandbox.state.tables.people.size;
    const answer = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token: sandbox.tokens.staff,
      body: { person: { email: 'not-an-email' } },
    });
    expect(answer).toEqual(
      expect.objectContaining({
        status: 422,
        body: { errors: ["First name can't be blank", "Last name can't be blank", 'Email is invalid'] },
      }),
    );
    expect(sandbox.state.tables.people.size).toBe(before);
  });

  it('refuses a malformed body: a wrapper that is not an object (422), JSON that does not parse (400)', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const wrapped = await call(sandbox, 'POST', '/api/v2/desk/people', { token, body: { person: 'Jane' } });
    expect(wrapped.status).toBe(422);
    const broken = await call(sandbox, 'POST', '/api/v2/desk/people', { token, body: '{"person": {' });
    expect(broken.status).toBe(400);
  });

  it('updates with PATCH as with PUT (Rails routes both to update)', async () => {
    const sandbox = await sandboxFor();
    const answer = await call(sandbox, 'PATCH', '/api/v2/desk/people/20', {
      token: sandbox.tokens.staff,
      body: { person: { phone: '2065550000' } },
    });
    expect(answer).toMatchObject({ status: 200, body: { people: [{ id: 20, phone: '2065550000' }] } });
  });

  it('updates dependents and provider as the spec says: dependent_ids replaces, provider_ids sets one', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const parent = await pike13.desk.people.get(7);
    expect(parent.dependents?.map((d) => d.id)).toEqual([8, 9]);
    const updated = await pike13.desk.people.update(7, { dependent_ids: [8] });
    expect(updated.dependents?.map((d) => d.id)).toEqual([8]);
    expect((await pike13.desk.people.get(9)).providers).toEqual([]);
  });

  it('refuses to delete a client with open invoices, future visits or active plans (422), deletes others', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const error = await pike13.desk.people.delete(7).catch((e: unknown) => e);
    expect(ApiError.is(error) && error.status).toBe(422);
    expect((error as ApiError).messages).toEqual(expect.arrayContaining(['Person has active plans']));
    expect(sandbox.state.tables.people.get(7)).toBeDefined();
    const fresh = await pike13.desk.people.create({ first_name: 'Temp', last_name: 'Person' });
    await pike13.desk.people.delete(fresh.id);
    await expect(pike13.desk.people.get(fresh.id)).rejects.toSatisfy(
      (e) => ApiError.is(e) && e.status === 404,
    );
  });

  it('a deleted client leaves the Core API but stays in the clients report with person_state deleted', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const fresh = await pike13.desk.people.create({ first_name: 'Gone', last_name: 'Client' });
    await pike13.desk.people.delete(fresh.id);
    const listed = await pike13.desk.people.list().toArray();
    expect(listed.map((person) => person.id)).not.toContain(fresh.id);
    const rows = await pike13.reports.clients
      .select('person_id', 'full_name', 'person_state')
      .where(eq('person_state', 'deleted'))
      .all();
    expect(rows).toEqual([{ person_id: fresh.id, full_name: 'Gone Client', person_state: 'deleted' }]);
    const active = await pike13.reports.clients.select('person_id').where(eq('person_state', 'active')).all();
    expect(active.map((row) => row.person_id)).not.toContain(fresh.id);
  });

  it('searches by name part and by whole phone number', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const jane = sandbox.state.tables.people.get(7);
    const byName = await pike13.desk.people.search({ q: jane?.last_name as string });
    expect(byName.results.map((r) => r.person.id)).toContain(7);
    const byPhone = await pike13.desk.people.search({ q: jane?.phone as string, fields: ['phone'] });
    expect(byPhone).toMatchObject({ total_count: 1, results: [{ person: { id: 7 } }] });
  });

  it('front people: the caller and dependents, nobody else', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox, 'client');
    expect((await pike13.front.people.me()).id).toBe(7);
    expect((await pike13.front.people.get(8)).id).toBe(8);
    await expect(pike13.front.people.get(20)).rejects.toSatisfy((e) => ApiError.is(e) && e.status === 404);
  });
});
