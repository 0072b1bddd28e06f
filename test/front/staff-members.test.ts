import { describe, expect, it } from 'vitest';
import { NotFoundError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const URL = 'https://mybiz.pike13.com/api/v2/front/staff_members';
const anonymous = new Pike13({ subdomain: 'mybiz', clientId: 'app_1', rateLimit: false });

describe('front.staffMembers', () => {
  it('list: public, with client_id and no token', async () => {
    const { response } = await reference('desk_staff_members_example');
    service.reply('GET', URL, json(response));
    const staff = await anonymous.front.staffMembers.list();
    expectSent(service.requests[0], { method: 'GET', url: `${URL}?client_id=app_1`, token: null });
    expect(staff.map((s) => s.role)).toEqual(['owner', 'staff_member']);
    expect(staff[1]?.profile_photo?.x400).toMatch(/^https:/);
  });

  it('list: with a token, the token and no client_id', async () => {
    service.reply('GET', URL, json({ staff_members: [] }));
    const pike13 = new Pike13({
      subdomain: 'mybiz',
      accessToken: 'tok',
      clientId: 'app_1',
      rateLimit: false,
    });
    await expect(pike13.front.staffMembers.list()).resolves.toEqual([]);
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
  });

  it('get: one staff member, public', async () => {
    const { response } = await reference('desk_staff_members_show_example');
    service.reply('GET', `${URL}/1`, json(response));
    const member = await anonymous.front.staffMembers.get(1);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/1?client_id=app_1`, token: null });
    expect(member).toMatchObject({ id: 1, name: 'John Staff', middle_name: null });
  });

  it('get: a hidden staff member is a 404', async () => {
    service.reply('GET', `${URL}/3`, json({ errors: ['Not found'] }, { status: 404 }));
    await expect(anonymous.front.staffMembers.get(3)).rejects.toSatisfy((e) => NotFoundError.is(e));
  });
});
