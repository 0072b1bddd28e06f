import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/invoices/3391/invoice_items/77/prorates';

describe('desk.prorates', () => {
  it('create: the proration wrapped in prorate', async () => {
    const prorate = { amount_cents: 1500, initial_punchcard_count: 2 };
    service.reply(
      'POST',
      URL,
      json({ prorates: [{ id: 5, invoice_item_id: 77, ...prorate, amount: '$15.00' }] }),
    );
    const created = await pike13.desk.prorates.create(3391, 77, prorate);
    expectSent(service.requests[0], { method: 'POST', url: URL, token: 'tok', body: { prorate } });
    expect(created).toMatchObject({ invoice_item_id: 77, amount_cents: 1500, initial_punchcard_count: 2 });
  });

  it.each([
    ['amount_cents', { amount_cents: -1 }],
    ['initial_punchcard_count', { initial_punchcard_count: -2 }],
    ['amount_cents', {}],
  ])('create: refuses %s negative or missing, sending nothing', async (param, prorate) => {
    const call = pike13.desk.prorates.create(3391, 77, prorate);
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === param);
    expect(service.requests).toHaveLength(0);
  });

  it('delete: removes the proration', async () => {
    service.reply('DELETE', URL, new Response(null, { status: 204 }));
    expect(await pike13.desk.prorates.delete(3391, 77)).toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: URL, token: 'tok' });
  });
});
