import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/punches';
const punch = { id: 1, visit_id: 1, plan_id: 2, created_at: '2014-09-12T23:14:13Z' };

describe('desk.punches', () => {
  it('get: one punch', async () => {
    const { response } = await reference('desk_punch_show_example');
    service.reply('GET', `${URL}/1`, json(response));
    await expect(pike13.desk.punches.get(1)).resolves.toEqual(punch);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/1`, token: 'tok' });
  });

  it('create: POSTs {punch: {visit_id, plan_id}}', async () => {
    const { response } = await reference('desk_punch_create_example');
    service.reply('POST', URL, json(response, { status: 201 }));
    await expect(pike13.desk.punches.create({ visit_id: 1, plan_id: 2 })).resolves.toEqual(punch);
    expectSent(service.requests[0], {
      method: 'POST',
      url: URL,
      token: 'tok',
      body: { punch: { visit_id: 1, plan_id: 2 } },
    });
  });

  it('create: plan_id may be left to the service', async () => {
    service.reply('POST', URL, json({ punches: [{ id: 3, visit_id: 4, plan_id: 9 }] }, { status: 201 }));
    await expect(pike13.desk.punches.create({ visit_id: 4 })).resolves.toMatchObject({ plan_id: 9 });
    expect(JSON.parse(service.requests[0]?.body ?? '')).toEqual({ punch: { visit_id: 4 } });
  });

  it('create: refuses a missing visit_id before sending', async () => {
    // @ts-expect-error visit_id is required
    await expect(pike13.desk.punches.create({ plan_id: 2 })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'visit_id',
    );
    expect(service.requests).toHaveLength(0);
  });

  it('delete: DELETEs the punch', async () => {
    const { response } = await reference('desk_punch_delete_example');
    service.reply('DELETE', `${URL}/1`, json(response));
    await expect(pike13.desk.punches.delete(1)).resolves.toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${URL}/1`, token: 'tok' });
  });
});
