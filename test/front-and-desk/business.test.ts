import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

describe.each(['front', 'desk'] as const)('%s.business', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/business`;

  it('get: basic details of the business', async () => {
    const { response } = await reference('desk_business_show_example');
    service.reply('GET', URL, json(response));
    const business = await pike13[side].business.get();
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(business).toEqual({
      id: 2,
      name: 'My Biz',
      subdomain: 'mybiz',
      default_locale: 'en',
      currency_code: 'USD',
      website: 'http://www.frontdeskhq.com',
      email_address: null,
      phone: '555-555-5555',
      is_franchise: false,
    });
  });

  it('franchisees.list: basic details of each franchisee', async () => {
    const franchisees = [
      { id: 7, name: 'My Biz North', subdomain: 'mybiz-north' },
      { id: 8, name: 'My Biz South', subdomain: 'mybiz-south', is_franchise: true },
    ];
    service.reply('GET', `${URL}/franchisees`, json({ franchisees }));
    const result = await pike13[side].business.franchisees.list();
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/franchisees`, token: 'tok' });
    expect(result).toEqual(franchisees);
  });
});
