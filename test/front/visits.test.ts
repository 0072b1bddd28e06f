import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

describe.each(['front', 'desk'] as const)('%s.visits', (side) => {
  const BASE = `https://mybiz.pike13.com/api/v2/${side}`;

  it('get GETs one visit', async () => {
    const { response } = await reference('desk_visits_show_example');
    service.reply('GET', `${BASE}/visits/1`, json(response));
    const visit = await pike13[side].visits.get(1);
    expectSent(service.requests[0], { method: 'GET', url: `${BASE}/visits/1`, token: 'tok' });
    expect(visit).toMatchObject({ state: 'registered', event_occurrence: { name: 'Class P' } });
  });

  it('listByPerson GETs a page of a person’s visits within from and to', async () => {
    const { response } = await reference('desk_visits_example');
    service.reply('GET', `${BASE}/people/1/visits`, json(response));
    const page = await pike13[side].visits.listByPerson(1, {
      from: '2015-01-01T00:00:00Z',
      to: '2015-02-01T00:00:00Z',
      event_occurrence_id: 3,
    });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/people/1/visits?page=1&from=2015-01-01T00%3A00%3A00Z&to=2015-02-01T00%3A00%3A00Z&event_occurrence_id=3`,
      token: 'tok',
    });
    expect(page.items.map((visit) => visit.paid_for_by ?? null)).toEqual(['10 Pack', null]);
    expect(page.totalCount).toBe(2);
  });

  it.each([
    ['from without to', { from: '2015-01-01T00:00:00Z' }, 'to'],
    ['to without from', { to: '2015-01-01T00:00:00Z' }, 'from'],
  ])('refuses %s before sending', async (_, params, param) => {
    const call = pike13[side].visits.listByPerson(1, params);
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === param);
    expect(service.requests).toHaveLength(0);
  });

  it('create POSTs the visit wrapped in `visit`', async () => {
    const { response } = await reference('desk_visit_create_example');
    service.reply('POST', `${BASE}/visits`, json(response, { status: 201 }));
    const visit = await pike13[side].visits.create({ person_id: 1, event_occurrence_id: 1 });
    expectSent(service.requests[0], {
      method: 'POST',
      url: `${BASE}/visits`,
      token: 'tok',
      body: { visit: { person_id: 1, event_occurrence_id: 1 } },
    });
    expect(visit.person?.name).toBe('Jane Client');
  });

  it('create refuses a visit without event_occurrence_id before sending', async () => {
    // @ts-expect-error event_occurrence_id is required
    const call = pike13[side].visits.create({ person_id: 1 });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'event_occurrence_id');
    expect(service.requests).toHaveLength(0);
  });

  it('delete DELETEs the visit with remove_recurring_enrollment', async () => {
    service.reply('DELETE', `${BASE}/visits/1`, new Response(null, { status: 204 }));
    await expect(
      pike13[side].visits.delete(1, { remove_recurring_enrollment: true }),
    ).resolves.toBeUndefined();
    expectSent(service.requests[0], {
      method: 'DELETE',
      url: `${BASE}/visits/1?remove_recurring_enrollment=true`,
      token: 'tok',
    });
  });
});

describe('front.visits.delete', () => {
  it('refuses the desk-only notify_client, sending nothing', async () => {
    // @ts-expect-error notify_client is desk only
    await expect(pike13.front.visits.delete(1, { notify_client: false })).rejects.toThrow(
      'DELETE /api/v2/front/visits/:id: unknown param notify_client (valid: remove_recurring_enrollment; send others with extraQuery or extraBody)',
    );
    expect(service.requests).toHaveLength(0);
  });
});
