import { describe, expect, it } from 'vitest';
import { ApiError, Pike13 } from '../../src/index.ts';
import { call, sandboxFor, sdk } from './support.ts';

describe('auth', () => {
  it('refuses a desk endpoint without a token, with an unknown token, and with a client token', async () => {
    const sandbox = await sandboxFor();
    expect((await call(sandbox, 'GET', '/api/v2/desk/people')).status).toBe(401);
    expect((await call(sandbox, 'GET', '/api/v2/desk/people', { token: 'nope' })).status).toBe(401);
    const client = await call(sandbox, 'GET', '/api/v2/desk/people', { token: sandbox.tokens.client });
    expect(client.status).toBe(403);
  });

  it('accepts the token as the access_token query parameter', async () => {
    const sandbox = await sandboxFor();
    const answer = await call(
      sandbox,
      'GET',
      `/api/v2/desk/staff_members/me?access_token=${sandbox.tokens.staff}`,
    );
    expect(answer).toMatchObject({ status: 200, body: { staff_members: [{ role: 'staff_member' }] } });
  });

  it('answers a public endpoint without client_id with the documented error, and with it the data', async () => {
    const sandbox = await sandboxFor();
    const bare = await call(sandbox, 'GET', '/api/v2/front/staff_members');
    expect(bare).toMatchObject({
      status: 401,
      body: { error: 'Application Client ID is required for unauthenticated requests' },
    });
    const publicClient = new Pike13({ baseUrl: sandbox.url, clientId: sandbox.clientId, rateLimit: false });
    const staff = await publicClient.front.staffMembers.list();
    expect(staff.map((s) => s.name)).toContain('Olivia Owner');
    const locations = await call(sandbox, 'GET', `/api/v2/front/locations?client_id=${sandbox.clientId}`);
    expect(locations.status).toBe(401);
  });

  it('serves account endpoints only to an account token; business tokens get 401', async () => {
    const sandbox = await sandboxFor();
    const account = await sdk(sandbox, 'account').account.get();
    expect(account.email).toBe('olivia.owner@sandbox.example.com');
    const refused = await sdk(sandbox, 'owner')
      .account.get()
      .catch((e: unknown) => e);
    expect(ApiError.is(refused) && refused.status).toBe(401);
    expect((await sdk(sandbox, 'account').desk.staffMembers.me()).role).toBe('owner');
  });

  it('answers password resets with 201 without a token, known address or not', async () => {
    const sandbox = await sandboxFor();
    for (const email of ['olivia.owner@sandbox.example.com', 'nobody@example.com']) {
      const answer = await call(sandbox, 'POST', '/api/v2/account/passwords', { body: { email } });
      expect(answer.status).toBe(201);
    }
  });

  it('lets only a manager, an owner or the author delete a note', async () => {
    const sandbox = await sandboxFor();
    const note = sandbox.state.tables.notes.all()[1];
    const base = `/api/v2/desk/people/${note?.person_id}/notes`;
    const author = sandbox.state.tables.people.get(note?.author_id as number);
    expect(author?.role).toBe('staff_member');
    const other = await call(sandbox, 'POST', base, {
      token: sandbox.tokens.owner,
      body: { note: { note: 'Owner note' } },
    });
    const byStaff = await call(sandbox, 'DELETE', `${base}/${other.body.notes[0].id}`, {
      token: sandbox.tokens.staff,
    });
    expect(byStaff.status).toBe(403);
    expect(
      (await call(sandbox, 'DELETE', `${base}/${note?.id}`, { token: sandbox.tokens.staff })).status,
    ).toBe(200);
  });

  it('front staff lists leave out staff hidden from clients; their :id is 404', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox, 'client');
    const hidden = sandbox.state.tables.people.find((p) => p.hidden_from_clients);
    const listed = await pike13.front.staffMembers.list();
    expect(listed.map((s) => s.id)).not.toContain(hidden?.id);
    await expect(pike13.front.staffMembers.get(hidden?.id as number)).rejects.toSatisfy(
      (e) => ApiError.is(e) && e.status === 404,
    );
    expect((await sdk(sandbox).desk.staffMembers.get(hidden?.id as number)).id).toBe(hidden?.id);
  });
});
