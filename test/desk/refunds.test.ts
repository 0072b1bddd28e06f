import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { transactionPayload } from '../support/billing-payloads.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const BASE = 'https://mybiz.pike13.com/api/v2/desk';
const refundPayload = { ...transactionPayload, id: 601, type: 'Refund', payment_id: 501, amount_cents: 2500 };

describe('desk.refunds', () => {
  it('create: refund wrapped in refund, the refund back', async () => {
    const url = `${BASE}/invoices/3391/payments/501/refunds`;
    service.reply('POST', url, json({ refunds: [refundPayload] }));
    const body = {
      amount_cents: 2500,
      payment_type_id: 3,
      invoice_item_ids_to_cancel: [77],
      send_receipt: true,
      receipt_email: 'jane@example.com',
    };
    const refund = await pike13.desk.refunds.create(3391, 501, body);
    expectSent(service.requests[0], { method: 'POST', url, token: 'tok', body: { refund: body } });
    expect(refund).toMatchObject({ id: 601, type: 'Refund', payment_id: 501 });
  });

  it.each([
    ['amount_cents', { amount_cents: 0 }],
    ['amount_cents', { amount_cents: -100 }],
    ['receipt_email', { amount_cents: 100, send_receipt: true }],
    ['receipt_email', { amount_cents: 100, send_receipt: true, receipt_email: ' ' }],
  ])('create: refuses a bad %s, sending nothing', async (param, body) => {
    const call = pike13.desk.refunds.create(3391, 501, body);
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === param);
    expect(service.requests).toHaveLength(0);
  });

  it('void: voids a refund, no body', async () => {
    const url = `${BASE}/refunds/601/voids`;
    service.reply('POST', url, json({ refunds: [{ ...refundPayload, voided_at: '2026-03-03T08:00:00Z' }] }));
    const refund = await pike13.desk.refunds.void(601);
    expectSent(service.requests[0], { method: 'POST', url, token: 'tok' });
    expect(refund.voided_at).toBe('2026-03-03T08:00:00Z');
  });
});
