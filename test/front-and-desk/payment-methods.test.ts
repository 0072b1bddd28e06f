import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const methods = [
  {
    payment_type_id: 2,
    key: 'creditcard',
    description: 'Visa ending in 1111',
    form_of_payment_id: 801,
    autobill: true,
    payer: { id: 48, name: 'Jane Client', email: 'jane@example.com' },
    details: { last_four: '1111' },
  },
  { payment_type_id: 1, key: 'cash', description: 'Cash', details: {} },
  { payment_type_id: 9, key: 'applepay', description: 'Apple Pay' },
];

describe.each(['front', 'desk'] as const)('%s.paymentMethods', (side) => {
  it('list: the payment method entries of an invoice', async () => {
    const url = `https://mybiz.pike13.com/api/v2/${side}/invoices/3391/payment_methods`;
    service.reply('GET', url, json({ payment_methods: methods }));
    const entries = await pike13[side].paymentMethods.list(3391);
    expectSent(service.requests[0], { method: 'GET', url, token: 'tok' });
    expect(entries.map((entry) => entry.key)).toEqual(['creditcard', 'cash', 'applepay']);
    expect(entries[0]?.payer?.email).toBe('jane@example.com');
  });
});
