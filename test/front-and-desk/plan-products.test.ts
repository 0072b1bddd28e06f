import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const product = {
  id: 4,
  name: '10 Pack',
  description: 'Ten visits',
  type: 'PackProduct',
  price: '$100.00',
  price_cents: 10000,
  count: 10,
  location_id: null,
  consider_member: false,
  services: [{ id: 1, name: 'Group Workout' }],
};

describe.each(['front', 'desk'] as const)('%s.planProducts', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/plan_products`;

  it('list: a page, with location_ids and service_ids joined by commas', async () => {
    service.reply('GET', URL, json({ plan_products: [product], total_count: 1 }));
    const page = await pike13[side].planProducts.list({ location_ids: [1, 2], service_ids: 5 });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${URL}?page=1&location_ids=1%2C2&service_ids=5`,
      token: 'tok',
    });
    expect(page.items).toEqual([product]);
    expect(page.totalCount).toBe(1);
  });

  it('list: refuses a non-integer id before sending', async () => {
    const call = pike13[side].planProducts.list({ location_ids: [1, 2.5] });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'location_ids');
    expect(service.requests).toHaveLength(0);
  });

  it('get: one plan product', async () => {
    service.reply('GET', `${URL}/4`, json({ plan_products: [product] }));
    await expect(pike13[side].planProducts.get(4)).resolves.toEqual(product);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/4`, token: 'tok' });
  });
});
