import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/plans';

const refused = (e: unknown) => InputError.is(e) && e.param === 'end_date';

describe('desk.plans.list', () => {
  it('GETs a page of every plan, with include_holds', async () => {
    const { response } = await reference('desk_people_plans_example');
    service.reply('GET', URL, json(response));
    const page = await pike13.desk.plans.list({ include_holds: true, per_page: 50 });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${URL}?page=1&per_page=50&include_holds=true`,
      token: 'tok',
    });
    expect(page.items.map((plan) => plan.name)).toEqual(['10 Pack', 'Unlimited Membership', '6mo Unlimited']);
    expect(page.totalCount).toBe(3);
  });

  it('refuses page 0 before sending', async () => {
    await expect(pike13.desk.plans.list({ page: 0 })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'page',
    );
    expect(service.requests).toHaveLength(0);
  });
});

describe('desk.plans.updateEndDate', () => {
  afterEach(() => vi.useRealTimers());
  const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

  it('POSTs end_date and returns the plan', async () => {
    at('2026-03-10T12:00:00Z');
    const plan = { id: 2, type: 'Membership', end_date: '2026-03-10' };
    service.reply('POST', `${URL}/2/end_date_updates`, json({ plans: [plan] }));
    await expect(pike13.desk.plans.updateEndDate(2, { end_date: '2026-03-10' })).resolves.toEqual(plan);
    expectSent(service.requests[0], {
      method: 'POST',
      url: `${URL}/2/end_date_updates`,
      token: 'tok',
      body: { end_date: '2026-03-10' },
    });
  });

  it('accepts a date that is still today in some time zone', async () => {
    at('2026-03-10T05:00:00Z');
    service.reply('POST', `${URL}/2/end_date_updates`, json({ plans: [{ id: 2 }] }));
    await pike13.desk.plans.updateEndDate(2, { end_date: '2026-03-09' });
    expect(service.requests).toHaveLength(1);
  });

  it('refuses a past end_date before sending', async () => {
    at('2026-03-10T12:00:00Z');
    await expect(pike13.desk.plans.updateEndDate(2, { end_date: '2026-03-09' })).rejects.toSatisfy(
      (e) => refused(e) && /cannot be in the past/.test((e as Error).message),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a missing or malformed end_date before sending', async () => {
    // @ts-expect-error end_date is required
    await expect(pike13.desk.plans.updateEndDate(2, {})).rejects.toSatisfy(refused);
    await expect(pike13.desk.plans.updateEndDate(2, { end_date: '10/03/2026' })).rejects.toSatisfy(refused);
    expect(service.requests).toHaveLength(0);
  });
});
