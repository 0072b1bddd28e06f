import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { transactionPayload } from '../support/billing-payloads.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/payments/501/voids';
const voided = { ...transactionPayload, voided_at: '2026-03-02T09:00:00Z' };

describe('desk.payments.void', () => {
  it('voids a payment, cancelling the plans named', async () => {
    service.reply('POST', URL, json({ payments: [voided] }));
    const payment = await pike13.desk.payments.void(501, { invoice_item_ids_to_cancel: [77] });
    expectSent(service.requests[0], {
      method: 'POST',
      url: URL,
      token: 'tok',
      body: { void: { invoice_item_ids_to_cancel: [77] } },
    });
    expect(payment.voided_at).toBe('2026-03-02T09:00:00Z');
  });

  it('sends an empty void object when nothing is cancelled', async () => {
    service.reply('POST', URL, json({ payments: [voided] }));
    await pike13.desk.payments.void(501);
    expectSent(service.requests[0], { method: 'POST', url: URL, token: 'tok', body: { void: {} } });
  });

  it('refuses a bad invoice item id, sending nothing', async () => {
    const call = pike13.desk.payments.void(501, { invoice_item_ids_to_cancel: [0] });
    await expect(call).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'invoice_item_ids_to_cancel.0',
    );
    expect(service.requests).toHaveLength(0);
  });
});
