import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/sales_taxes';

describe('desk.salesTaxes', () => {
  it('list: every sales tax', async () => {
    const { response } = await reference('desk_sales_taxes_example');
    service.reply('GET', URL, json(response));
    await expect(pike13.desk.salesTaxes.list()).resolves.toEqual([
      { id: 1, name: 'County Sales Tax', tax_rate: 6.25 },
    ]);
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
  });

  it('get: one sales tax with its rates by location', async () => {
    const { response } = await reference('desk_sales_taxes_show_example');
    service.reply('GET', `${URL}/4`, json(response));
    const tax = await pike13.desk.salesTaxes.get(4);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/4`, token: 'tok' });
    expect(tax.locations).toEqual([{ id: 1, name: 'Dayton', tax_rate: 4.5 }]);
  });
});
