import { describe, expect, it } from 'vitest';
import { CredentialsError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/staff_members';

describe('desk.staffMembers', () => {
  it('list: the current staff', async () => {
    const { response } = await reference('desk_staff_members_example');
    service.reply('GET', URL, json(response));
    const staff = await pike13.desk.staffMembers.list();
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(staff.map((s) => [s.name, s.role])).toEqual([
      ['Jane Staff', 'owner'],
      ['John Staff', 'staff_member'],
    ]);
  });

  it('get: one staff member', async () => {
    const { response } = await reference('desk_staff_members_show_example');
    service.reply('GET', `${URL}/1`, json(response));
    await expect(pike13.desk.staffMembers.get(1)).resolves.toMatchObject({ id: 1, bio: "John Staff's bio" });
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/1`, token: 'tok' });
  });

  it('me: the staff member of the token', async () => {
    service.reply(
      'GET',
      `${URL}/me`,
      json({ staff_members: [{ id: 2, name: 'Jane Staff', role: 'owner' }] }),
    );
    await expect(pike13.desk.staffMembers.me()).resolves.toEqual({
      id: 2,
      name: 'Jane Staff',
      role: 'owner',
    });
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/me`, token: 'tok' });
  });

  it('is not public: refuses to call without a token', async () => {
    const anonymous = new Pike13({ subdomain: 'mybiz', clientId: 'app_1', rateLimit: false });
    await expect(anonymous.desk.staffMembers.list()).rejects.toSatisfy((e) => CredentialsError.is(e));
    expect(service.requests).toHaveLength(0);
  });
});
