import { describe, expect, it } from 'vitest';
import { CardVaultingError } from '../../src/front-and-desk/card-vaulting-error.ts';
import { InputError, Pike13 } from '../../src/index.ts';
import type { Card } from '../../src/schemas/card-input.ts';
import { paymentConfigurationPayload } from '../support/billing-payloads.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const BASE = 'https://mybiz.pike13.com/api/v2/front';
const now = new Date();
const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}${String(now.getUTCFullYear() % 100)}`;
const card: Card = {
  cc_number: '4111 1111 1111 1111',
  cc_exp: '0139',
  first_name: 'Jane',
  last_name: 'Client',
};

describe('vaultCard: the card is checked before anything is sent', () => {
  it.each([
    ['cc_number', { cc_number: '4111-1111-1111-111x' }],
    ['cc_number', { cc_number: '4111111111111112' }],
    ['cc_number', { cc_number: '42' }],
    ['cc_exp', { cc_exp: '1339' }],
    ['cc_exp', { cc_exp: '01/39' }],
    ['cc_exp', { cc_exp: '0120' }],
    ['first_name', { first_name: '  ' }],
    ['last_name', { last_name: '' }],
    ['cvv', { cvv: '12a' }],
  ])('refuses a bad %s', async (param, change) => {
    const call = pike13.front.formsOfPayment.vaultCard(48, { ...card, ...change }, { cvvRequired: false });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === param);
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a missing cvv when the caller says it is required', async () => {
    const call = pike13.front.formsOfPayment.vaultCard(48, card, { cvvRequired: true });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'cvv');
    expect(service.requests).toHaveLength(0);
  });

  it('reads the payment configuration, and refuses a missing cvv it requires, sending nothing else', async () => {
    service.reply(
      'GET',
      `${BASE}/payments/configuration`,
      json({ payment_configuration: paymentConfigurationPayload }),
    );
    const call = pike13.front.formsOfPayment.vaultCard(48, card);
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'cvv');
    expect(service.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /api/v2/front/payments/configuration',
    ]);
  });

  it('accepts a card expiring this month, and refuses a plain-http gateway before posting to it', async () => {
    service.reply(
      'GET',
      `${BASE}/payments/configuration`,
      json({ payment_configuration: { creditcard: {} } }),
    );
    service.reply('POST', `${BASE}/people/48/form_of_payments`, json({ form_url: 'http://gw.example/v/1' }));
    const call = pike13.front.formsOfPayment.vaultCard(48, { ...card, cc_exp: thisMonth });
    await expect(call).rejects.toSatisfy((e) => CardVaultingError.is(e) && /must use https/.test(e.message));
    expect(service.requests.map((r) => r.url.host)).toEqual(['mybiz.pike13.com', 'mybiz.pike13.com']);
  });
});

describe('startCardVaulting: the gateway URL of step 1', () => {
  it.each([
    ['on the returned object', { form_of_payments: [{ id: 803, form_url: 'https://gw.example/v/1' }] }],
    ['beside it', { form_of_payments: [{ id: 803 }], gateway_url: 'https://gw.example/v/1' }],
    ['under a singular key', { form_of_payment: { url: 'https://gw.example/v/1' } }],
    ['as an action', { action: 'https://gw.example/v/1' }],
  ])('is found %s', async (_, answer) => {
    service.reply('POST', `${BASE}/people/48/form_of_payments`, json(answer));
    const before = Date.now();
    const started = await pike13.front.formsOfPayment.startCardVaulting(48);
    expect(started.url).toBe('https://gw.example/v/1');
    expect(started.fields.cc_number).toBe('billing-cc-number');
    expect(started.fields.cc_exp).toBe('billing-cc-exp');
    expect(started.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000);
  });

  it('fails naming the keys received when there is none', async () => {
    service.reply(
      'POST',
      `${BASE}/people/48/form_of_payments`,
      json({ form_of_payments: [{ id: 803, type: 'x' }] }),
    );
    const call = pike13.front.formsOfPayment.startCardVaulting(48);
    await expect(call).rejects.toSatisfy(
      (e) =>
        CardVaultingError.is(e) &&
        e.message.includes('form_url') &&
        e.message.includes(
          'keys received: form_of_payments, form_of_payments[0].id, form_of_payments[0].type',
        ),
    );
  });

  it('accepts plain http on loopback only', async () => {
    service.reply('POST', `${BASE}/people/48/form_of_payments`, json({ form_url: 'http://127.0.0.1:9/v/1' }));
    expect((await pike13.front.formsOfPayment.startCardVaulting(48)).url).toBe('http://127.0.0.1:9/v/1');
  });
});

describe('completeCardVaulting: step 3', () => {
  const path = 'https://mybiz.pike13.com/api/v2/front/people/48/form_of_payments/complete';
  const url = `${path}?token-id=abc`;

  it('is done on 200 with an empty object, sent with the token', async () => {
    service.reply('GET', path, json({}));
    await expect(pike13.front.formsOfPayment.completeCardVaulting(url)).resolves.toBeUndefined();
    expect(service.requests[0]?.url.href).toBe(url);
    expect(service.requests[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('turns a 4xx into a CardVaultingError carrying the service message', async () => {
    service.reply('GET', path, json({ errors: ['Card was declined'] }, { status: 422 }));
    const call = pike13.front.formsOfPayment.completeCardVaulting(url);
    await expect(call).rejects.toSatisfy(
      (e) =>
        CardVaultingError.is(e) &&
        e.status === 422 &&
        e.messages[0] === 'Card was declined' &&
        e.message.includes('Card was declined'),
    );
  });

  it('refuses to send the token to another host', async () => {
    const call = pike13.front.formsOfPayment.completeCardVaulting('https://evil.example/complete');
    await expect(call).rejects.toThrow(/refusing to send the access token/);
    expect(service.requests).toHaveLength(0);
  });
});
