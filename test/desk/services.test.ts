import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/services';

describe('desk.services', () => {
  it('list: with include_hidden', async () => {
    const { response } = await reference('desk_services_example');
    service.reply('GET', URL, json(response));
    const { services, categories } = await pike13.desk.services.list({ include_hidden: true });
    expectSent(service.requests[0], { method: 'GET', url: `${URL}?include_hidden=true`, token: 'tok' });
    expect(categories.map((c) => [c.id, c.name])).toEqual([
      [3, 'Appointments'],
      [1, 'Classes'],
      [2, 'Courses'],
    ]);
    expect(services.map((s) => s.name)).toEqual(['Group Workout', 'Hair Cut', '2 Week Cooking Course']);
    expect(services[1]).toMatchObject({
      type: 'Appointment',
      allow_tips: true,
      show_capacity_to_clients: null,
    });
  });

  it('list: without params sends no query', async () => {
    service.reply('GET', URL, json({ services: [] }));
    await expect(pike13.desk.services.list()).resolves.toEqual({ services: [], categories: [] });
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
  });

  it('list: refuses a non-boolean include_hidden before sending', async () => {
    // @ts-expect-error include_hidden is a boolean
    await expect(pike13.desk.services.list({ include_hidden: 'yes' })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'include_hidden',
    );
    expect(service.requests).toHaveLength(0);
  });

  it('get: one service', async () => {
    const { response } = await reference('desk_services_show_example');
    service.reply('GET', `${URL}/1`, json(response));
    const one = await pike13.desk.services.get(1);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/1`, token: 'tok' });
    expect(one.pricing?.single_visit?.taxes).toEqual(['Sales Tax']);
  });
});
