import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/front/services';

describe('front.services', () => {
  it('list: the services the person may see', async () => {
    const { response } = await reference('desk_services_example');
    service.reply('GET', URL, json(response));
    const services = await pike13.front.services.list();
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(services.map((s) => s.type)).toEqual(['GroupClass', 'Appointment', 'Course']);
    expect(services[0]?.pricing?.single_visit?.base_price?.price_cents).toBe(10000);
  });

  it('get: one service', async () => {
    const { response } = await reference('desk_services_show_example');
    service.reply('GET', `${URL}/1`, json(response));
    const one = await pike13.front.services.get(1);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/1`, token: 'tok' });
    expect(one).toMatchObject({ id: 1, name: 'Group Workout', category_name: 'Classes', hidden_at: null });
  });
});
