import { describe, expect, it } from 'vitest';
import { InputError, NotFoundError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/invoices/3391/invoice_items/77/discounts';

describe('desk.discounts', () => {
  it('get: the discount of an item', async () => {
    service.reply(
      'GET',
      URL,
      json({ discounts: [{ id: 9, invoice_item_id: 77, percent: 15, amount_cents: null }] }),
    );
    const discount = await pike13.desk.discounts.get(3391, 77);
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(discount).toMatchObject({ id: 9, percent: 15 });
  });

  it('get: a 404 when the item has none', async () => {
    service.reply('GET', URL, json({ errors: ['Discount not found'] }, { status: 404 }));
    await expect(pike13.desk.discounts.get(3391, 77)).rejects.toSatisfy((e) => NotFoundError.is(e));
  });

  it.each([{ amount_cents: 500 }, { percent: 20 }])('create: %j wrapped in discount', async (discount) => {
    service.reply('POST', URL, json({ discounts: [{ id: 10, invoice_item_id: 77, ...discount }] }));
    const created = await pike13.desk.discounts.create(3391, 77, discount);
    expectSent(service.requests[0], { method: 'POST', url: URL, token: 'tok', body: { discount } });
    expect(created).toMatchObject({ id: 10, ...discount });
  });

  it.each([
    ['amount_cents', { amount_cents: -5 }],
    ['percent', { percent: -1 }],
    ['amount_cents', { amount_cents: 100, percent: 10 }],
    ['amount_cents', {}],
  ])('create: refuses %s (negative, both or neither), sending nothing', async (param, discount) => {
    const call = pike13.desk.discounts.create(3391, 77, discount);
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === param);
    expect(service.requests).toHaveLength(0);
  });

  it('delete: removes the discount', async () => {
    service.reply('DELETE', URL, new Response(null, { status: 204 }));
    expect(await pike13.desk.discounts.delete(3391, 77)).toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: URL, token: 'tok' });
  });
});
