import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

describe.each(['front', 'desk'] as const)('%s.personPlans.list', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/people/1/plans`;

  it('GETs a page of the person’s plans with filter and include_holds', async () => {
    const { response } = await reference('desk_people_plans_example');
    service.reply('GET', URL, json(response));
    const page = await pike13[side].personPlans.list(1, {
      filter: 'active_with_upcoming',
      include_holds: true,
    });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${URL}?page=1&include_holds=true&filter=active_with_upcoming`,
      token: 'tok',
    });
    expect(page.items.map((plan) => plan.type)).toEqual(['Pack', 'Membership', 'Prepaid']);
    expect(page.items[1]).toMatchObject({ limit_period: 'monthly', end_date: null, consider_member: true });
    expect(page.totalCount).toBe(3);
    expect(page.hasNextPage()).toBe(false);
  });

  it('follows next to the following page', async () => {
    service.reply(
      'GET',
      URL,
      json({ plans: [{ id: 1 }], total_count: 2, next: `${URL}?page=2` }),
      json({ plans: [{ id: 2 }], total_count: 2 }),
    );
    const plans = await pike13[side].personPlans.list(1, { per_page: 1 }).toArray();
    expect(plans.map((plan) => plan.id)).toEqual([1, 2]);
    expect(service.requests.map((r) => r.url.search)).toEqual(['?page=1&per_page=1', '?page=2&per_page=1']);
  });

  it('refuses an unknown filter before sending', async () => {
    // @ts-expect-error not one of the spec's filters
    const call = pike13[side].personPlans.list(1, { filter: 'expired' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'filter');
    expect(service.requests).toHaveLength(0);
  });

  it('refuses per_page over 100 before sending', async () => {
    const call = pike13[side].personPlans.list(1, { per_page: 101 });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'per_page');
    expect(service.requests).toHaveLength(0);
  });
});
