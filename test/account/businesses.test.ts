import { describe, expect, it } from 'vitest';
import { Account } from '../../src/account/index.ts';
import { Pike13Client } from '../../src/core/pike13-client.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const account = new Account(new Pike13Client({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false }));
const URL = 'https://pike13.com/api/v2/account/businesses';

describe('account.businesses.list', () => {
  it('GETs the businesses of the account at https://pike13.com', async () => {
    const { response } = await reference('desk_business_show_example');
    service.reply('GET', URL, json(response));
    const businesses = await account.businesses.list();
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(businesses).toHaveLength(1);
    expect(businesses[0]).toMatchObject({
      id: 2,
      subdomain: 'mybiz',
      currency_code: 'USD',
      email_address: null,
    });
  });

  it('works without a subdomain (account-wide token)', async () => {
    service.reply('GET', URL, json({ businesses: [] }));
    const accountWide = new Account(new Pike13Client({ accessToken: 'tok', rateLimit: false }));
    await expect(accountWide.businesses.list()).resolves.toEqual([]);
    expect(service.requests[0]?.url.host).toBe('pike13.com');
  });
});
