import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { formOfPaymentPayload } from '../support/billing-payloads.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const ach = {
  id: 802,
  type: 'ach',
  autobill: false,
  account_name: 'Jane Client',
  account_type: 'checking',
  account_holder_type: 'personal',
  account_number: '*****6789',
  routing_number: '*****0021',
};

describe.each(['front', 'desk'] as const)('%s.formsOfPayment', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/people/48/form_of_payments`;

  it('list: the vaulted forms of a person', async () => {
    service.reply('GET', URL, json({ form_of_payments: [formOfPaymentPayload, ach] }));
    const forms = await pike13[side].formsOfPayment.list(48);
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(forms.map((form) => [form.type, form.last_four ?? form.account_number])).toEqual([
      ['creditcard', '1111'],
      ['ach', '*****6789'],
    ]);
  });

  it('get: one form', async () => {
    service.reply('GET', `${URL}/801`, json({ form_of_payments: [formOfPaymentPayload] }));
    const form = await pike13[side].formsOfPayment.get(48, 801);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/801`, token: 'tok' });
    expect(form).toMatchObject({ card_type: 'visa', expire_year: 2030, autobill: true });
  });

  it('create: vaulting step 1, type creditcard wrapped in form_of_payment', async () => {
    const answer = {
      form_of_payments: [{ id: 803, type: 'creditcard', form_url: 'https://gw.example/v/abc' }],
    };
    service.reply('POST', URL, json(answer));
    const started = await pike13[side].formsOfPayment.create(48);
    expectSent(service.requests[0], {
      method: 'POST',
      url: URL,
      token: 'tok',
      body: { form_of_payment: { type: 'creditcard' } },
    });
    expect(started).toEqual(answer);
  });

  it('update: autobill wrapped in form_of_payment', async () => {
    service.reply('PUT', `${URL}/802`, json({ form_of_payments: [{ ...ach, autobill: true }] }));
    const form = await pike13[side].formsOfPayment.update(48, 802, { autobill: true });
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${URL}/802`,
      token: 'tok',
      body: { form_of_payment: { autobill: true } },
    });
    expect(form.autobill).toBe(true);
  });

  it('update: refuses a missing autobill, sending nothing', async () => {
    // @ts-expect-error autobill is required
    const call = pike13[side].formsOfPayment.update(48, 802, {});
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'autobill');
    expect(service.requests).toHaveLength(0);
  });

  it('delete: removes a form', async () => {
    service.reply('DELETE', `${URL}/802`, new Response(null, { status: 204 }));
    expect(await pike13[side].formsOfPayment.delete(48, 802)).toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${URL}/802`, token: 'tok' });
  });
});

describe('front.formsOfPayment.get', () => {
  it("takes 'me' for the caller", async () => {
    const url = 'https://mybiz.pike13.com/api/v2/front/people/me/form_of_payments/801';
    service.reply('GET', url, json({ form_of_payments: [formOfPaymentPayload] }));
    const form = await pike13.front.formsOfPayment.get('me', 801);
    expectSent(service.requests[0], { method: 'GET', url, token: 'tok' });
    expect(form.id).toBe(801);
  });
});
