import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { invoicePayload } from '../support/billing-payloads.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/invoices';

describe('desk.invoices', () => {
  it('list: filters sent as the query, a page back', async () => {
    service.reply('GET', URL, json({ invoices: [invoicePayload], total_count: 1 }));
    const page = await pike13.desk.invoices.list({
      state: ['open', 'on_hold'],
      person_ids: [48, 49],
      created_since: new Date('2026-01-01T00:00:00Z'),
      updated_since: '2026-02-01T00:00:00+01:00',
    });
    const query =
      'page=1&state=open%2Con_hold&person_ids=48%2C49&created_since=2026-01-01T00%3A00%3A00.000Z' +
      '&updated_since=2026-02-01T00%3A00%3A00%2B01%3A00';
    expectSent(service.requests[0], { method: 'GET', url: `${URL}?${query}`, token: 'tok' });
    expect(page.items[0]).toMatchObject({ id: 3391, invoice_number: 'INV-3391' });
    expect(page.totalCount).toBe(1);
  });

  it('create: payer and plan products wrapped in invoice', async () => {
    service.reply('POST', URL, json({ invoices: [{ ...invoicePayload, state: 'cart' }] }));
    const body = {
      payer_id: 48,
      booking_id: 9,
      plan_products: [{ id: 3, recipient_ids: [48], event_id: 12, start_date: '2026-03-02' }],
    };
    const invoice = await pike13.desk.invoices.create(body);
    expectSent(service.requests[0], { method: 'POST', url: URL, token: 'tok', body: { invoice: body } });
    expect(invoice.state).toBe('cart');
  });

  it.each([
    ['payer_id', { plan_products: [{ id: 3 }] }],
    ['plan_products', { payer_id: 48, plan_products: [] }],
    ['plan_products', { payer_id: 48 }],
    ['plan_products.0.id', { payer_id: 48, plan_products: [{ recipient_ids: [48] }] }],
  ])('create: refuses a missing %s, sending nothing', async (param, body) => {
    // @ts-expect-error incomplete on purpose
    const call = pike13.desk.invoices.create(body);
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === param);
    expect(service.requests).toHaveLength(0);
  });

  it('update: staff fields wrapped in invoice', async () => {
    service.reply('PUT', `${URL}/3391`, json({ invoices: [{ ...invoicePayload, send_receipt: true }] }));
    const changes = {
      location_id: 2,
      commission_recipient_id: 12,
      tip_recipient_id: 12,
      send_receipt: true,
      receipt_email: 'jane@example.com',
      state_event: 'closed' as const,
      coupon_code: 'SPRING',
    };
    const invoice = await pike13.desk.invoices.update(3391, changes);
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${URL}/3391`,
      token: 'tok',
      body: { invoice: changes },
    });
    expect(invoice.send_receipt).toBe(true);
  });
});
