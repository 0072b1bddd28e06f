import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { paymentConfigurationPayload, transactionPayload } from '../support/billing-payloads.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

describe.each(['front', 'desk'] as const)('%s.payments', (side) => {
  const BASE = `https://mybiz.pike13.com/api/v2/${side}`;

  it('create: payment wrapped in payment, the transaction back', async () => {
    service.reply('POST', `${BASE}/invoices/3391/payments`, json({ payments: [transactionPayload] }));
    const body = { payment_method: 'creditcard', amount_cents: 10000, form_of_payment_id: 801 };
    const payment = await pike13[side].payments.create(3391, body);
    expectSent(service.requests[0], {
      method: 'POST',
      url: `${BASE}/invoices/3391/payments`,
      token: 'tok',
      body: { payment: body },
    });
    expect(payment).toMatchObject({ id: 501, state: 'completed', amount_cents: 10000 });
  });

  it.each([
    ['payment_method', { amount_cents: 100 }],
    ['payment_method', { payment_method: '', amount_cents: 100 }],
    ['amount_cents', { payment_method: 'cash' }],
    ['amount_cents', { payment_method: 'cash', amount_cents: 1.5 }],
  ])('create: refuses a missing or bad %s, sending nothing', async (param, body) => {
    // @ts-expect-error incomplete on purpose
    const call = pike13[side].payments.create(3391, body);
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === param);
    expect(service.requests).toHaveLength(0);
  });

  it('configuration: accepted types and required card fields', async () => {
    const url = `${BASE}/payments/configuration`;
    service.reply('GET', url, json({ payment_configuration: paymentConfigurationPayload }));
    const configuration = await pike13[side].payments.configuration();
    expectSent(service.requests[0], { method: 'GET', url, token: 'tok' });
    expect(configuration.accepted_types).toEqual(['creditcard', 'cash', 'check']);
    expect(configuration.creditcard?.required_fields?.cvv).toBe(true);
  });
});

describe('front.payments.delete', () => {
  it('removes a payment of an invoice in checkout', async () => {
    const url = 'https://mybiz.pike13.com/api/v2/front/invoices/3391/payments/501';
    service.reply('DELETE', url, new Response(null, { status: 204 }));
    expect(await pike13.front.payments.delete(3391, 501)).toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url, token: 'tok' });
  });
});
