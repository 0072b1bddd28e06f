import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/revenue_categories';

describe('desk.revenueCategories', () => {
  it('list: every category', async () => {
    const { response } = await reference('desk_revenue_categories_example');
    service.reply('GET', URL, json(response));
    await expect(pike13.desk.revenueCategories.list()).resolves.toEqual([{ id: 1, name: 'Class Revenue' }]);
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
  });

  it('get: one category (answered as an object, not an array)', async () => {
    const { response } = await reference('desk_revenue_categories_show_example');
    service.reply('GET', `${URL}/4`, json(response));
    await expect(pike13.desk.revenueCategories.get(4)).resolves.toEqual({ id: 1, name: 'Class Revenue' });
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/4`, token: 'tok' });
  });
});
