import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { invoicePayload } from '../support/billing-payloads.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/front/invoices';

describe('front.invoices', () => {
  it('get: one of the caller’s invoices', async () => {
    service.reply('GET', `${URL}/3391`, json({ invoices: [invoicePayload] }));
    const invoice = await pike13.front.invoices.get(3391);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/3391`, token: 'tok' });
    expect(invoice).toMatchObject({ id: 3391, state: 'open', outstanding_amount_cents: 2000 });
    expect(invoice.coupon?.discount_percent).toBe(10);
  });

  it('update: state_event and coupon_code wrapped in invoice', async () => {
    service.reply('PUT', `${URL}/3391`, json({ invoices: [{ ...invoicePayload, state: 'closed' }] }));
    const invoice = await pike13.front.invoices.update(3391, {
      state_event: 'closed',
      coupon_code: 'SPRING',
    });
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${URL}/3391`,
      token: 'tok',
      body: { invoice: { state_event: 'closed', coupon_code: 'SPRING' } },
    });
    expect(invoice.state).toBe('closed');
  });

  it('update: refuses a state_event outside the spec, sending nothing', async () => {
    // @ts-expect-error not an invoice state event
    const call = pike13.front.invoices.update(3391, { state_event: 'close' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'state_event');
    expect(service.requests).toHaveLength(0);
  });
});
