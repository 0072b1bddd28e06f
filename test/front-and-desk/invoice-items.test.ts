import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const item = { id: 78, invoice_id: 3391, plan_product_id: 3, name: 'Spring course', amount_cents: 9000 };

describe.each(['front', 'desk'] as const)('%s.invoiceItems', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/invoices/3391/invoice_items`;

  it('create: the plan product wrapped in plan_product', async () => {
    service.reply('POST', URL, json({ invoice_items: [item] }));
    const product = {
      id: 3,
      recipient_ids: [48],
      staff_member_id: 12,
      event_id: 40,
      start_date: '2026-04-01',
    };
    const added = await pike13[side].invoiceItems.create(3391, product);
    expectSent(service.requests[0], {
      method: 'POST',
      url: URL,
      token: 'tok',
      body: { plan_product: product },
    });
    expect(added).toMatchObject({ id: 78, plan_product_id: 3, amount_cents: 9000 });
  });

  it('create: refuses a start_date not YYYY-MM-DD, sending nothing', async () => {
    const call = pike13[side].invoiceItems.create(3391, { id: 3, start_date: '04/01/2026' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'start_date');
    expect(service.requests).toHaveLength(0);
  });

  it('delete: removes an item', async () => {
    service.reply('DELETE', `${URL}/78`, json({}));
    expect(await pike13[side].invoiceItems.delete(3391, 78)).toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${URL}/78`, token: 'tok' });
  });
});
