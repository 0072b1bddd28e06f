import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

const BASE = 'https://mybiz.pike13.com/api/v2/desk';

describe('desk.visits', () => {
  it('listByEventOccurrence GETs a page of an occurrence’s visits', async () => {
    const { response } = await reference('desk_visits_example');
    service.reply('GET', `${BASE}/event_occurrences/3/visits`, json(response));
    const page = await pike13.desk.visits.listByEventOccurrence(3, { per_page: 50 });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/event_occurrences/3/visits?page=1&per_page=50`,
      token: 'tok',
    });
    expect(page.items[0]?.status).toBe('complete');
  });

  it('listByEventOccurrence refuses from without to before sending', async () => {
    const call = pike13.desk.visits.listByEventOccurrence(3, { from: new Date('2015-01-01T00:00:00Z') });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'to');
    expect(service.requests).toHaveLength(0);
  });

  it('summary GETs a person’s first and last visit times', async () => {
    const { response } = await reference('desk_visit_summary_example');
    service.reply('GET', `${BASE}/people/1/visits/summary`, json(response));
    const summary = await pike13.desk.visits.summary(1);
    expectSent(service.requests[0], { method: 'GET', url: `${BASE}/people/1/visits/summary`, token: 'tok' });
    expect(summary.first_visited_at).toBe('2015-01-27T09:00:00Z');
    expect(summary.services_visited_at?.map((s) => s.service_id)).toEqual([1, 6]);
  });

  it('create POSTs state, notify_client and restrictions', async () => {
    const { response } = await reference('desk_visit_create_example');
    service.reply('POST', `${BASE}/visits`, json(response, { status: 201 }));
    const visit = await pike13.desk.visits.create({
      person_id: 1,
      event_occurrence_id: 1,
      state: 'registered',
      notify_client: false,
      restrictions: ['full'],
    });
    expectSent(service.requests[0], {
      method: 'POST',
      url: `${BASE}/visits`,
      token: 'tok',
      body: {
        visit: {
          person_id: 1,
          event_occurrence_id: 1,
          state: 'registered',
          notify_client: false,
          restrictions: ['full'],
        },
      },
    });
    expect(visit.state).toBe('registered');
  });

  it('create accepts a reserved visit without person_id', async () => {
    service.reply('POST', `${BASE}/visits`, json({ visits: [{ id: 2, state: 'reserved' }] }));
    const visit = await pike13.desk.visits.create({ event_occurrence_id: 1, state: 'reserved' });
    expect(JSON.parse(service.requests[0]?.body ?? '')).toEqual({
      visit: { event_occurrence_id: 1, state: 'reserved' },
    });
    expect(visit.state).toBe('reserved');
  });

  it('create refuses a visit without person_id unless reserved, before sending', async () => {
    const call = pike13.desk.visits.create({ event_occurrence_id: 1, state: 'registered' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'person_id');
    expect(service.requests).toHaveLength(0);
  });

  it('create refuses an unknown restriction before sending', async () => {
    // @ts-expect-error not a restriction the service checks
    const call = pike13.desk.visits.create({ person_id: 1, event_occurrence_id: 1, restrictions: ['late'] });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'restrictions.0');
    expect(service.requests).toHaveLength(0);
  });

  it('update PUTs the state_event wrapped in `visit`', async () => {
    const { response } = await reference('desk_visit_update_example');
    service.reply('PUT', `${BASE}/visits/1`, json(response));
    const visit = await pike13.desk.visits.update(1, { state_event: 'complete' });
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${BASE}/visits/1`,
      token: 'tok',
      body: { visit: { state_event: 'complete' } },
    });
    expect(visit).toMatchObject({ state: 'completed', completed_at: '2015-06-09T19:23:01Z' });
  });

  it('update refuses an unknown state_event before sending', async () => {
    // @ts-expect-error not a visit state event
    const call = pike13.desk.visits.update(1, { state_event: 'completed' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'state_event');
    expect(service.requests).toHaveLength(0);
  });

  it('delete DELETEs with notify_client and remove_recurring_enrollment', async () => {
    service.reply('DELETE', `${BASE}/visits/1`, new Response(null, { status: 204 }));
    await pike13.desk.visits.delete(1, { notify_client: false, remove_recurring_enrollment: true });
    expectSent(service.requests[0], {
      method: 'DELETE',
      url: `${BASE}/visits/1?notify_client=false&remove_recurring_enrollment=true`,
      token: 'tok',
    });
  });
});
