import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

const summary = { event_occurrence_summaries: [{ date: '2014-09-12', count: 2 }] };

describe.each(['front', 'desk'] as const)('%s.eventOccurrences', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/event_occurrences`;

  it('list GETs occurrences with states and filters as comma lists', async () => {
    const { response } = await reference('desk_event_occurrence_example');
    service.reply('GET', URL, json(response));
    const occurrences = await pike13[side].eventOccurrences.list({
      from: '2014-09-12T07:00:00Z',
      to: '2014-09-13T07:00:00Z',
      state: ['active', 'canceled'],
      staff_member_ids: [1],
      service_ids: [1, 6],
      location_ids: 1,
      ids: [1, 262],
      event_ids: [1, 3],
    });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${URL}?from=2014-09-12T07%3A00%3A00Z&to=2014-09-13T07%3A00%3A00Z&state=active%2Ccanceled&staff_member_ids=1&service_ids=1%2C6&location_ids=1&ids=1%2C262&event_ids=1%2C3`,
      token: 'tok',
    });
    expect(occurrences.map((o) => o.id)).toEqual([1, 262]);
    expect(occurrences[1]?.people?.[1]).toMatchObject({ id: 48, name: 'Jane Client' });
  });

  it('get GETs one occurrence', async () => {
    const { response } = await reference('desk_event_occurrence_show_example');
    service.reply('GET', `${URL}/1`, json(response));
    const occurrence = await pike13[side].eventOccurrences.get(1);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/1`, token: 'tok' });
    expect(occurrence.visits?.[1]).toMatchObject({ person_id: 48, paid_for_by: 'Group Workout' });
  });

  it('summary GETs counts grouped by hour', async () => {
    service.reply('GET', `${URL}/summary`, json(summary));
    const result = await pike13[side].eventOccurrences.summary({
      from: '2014-09-12T00:00:00Z',
      to: '2014-09-19T00:00:00Z',
      group_by: 'hour',
      service_types: ['Course', 'GroupClass'],
      state: 'active',
    });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${URL}/summary?from=2014-09-12T00%3A00%3A00Z&to=2014-09-19T00%3A00%3A00Z&state=active&group_by=hour&service_types=Course%2CGroupClass`,
      token: 'tok',
    });
    expect(result).toEqual(summary);
  });

  it('refuses a list range over 120 days before sending', async () => {
    const call = pike13[side].eventOccurrences.list({
      from: '2014-01-01T00:00:00Z',
      to: '2014-06-01T00:00:00Z',
    });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'to');
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a summary range over 120 days before sending', async () => {
    const call = pike13[side].eventOccurrences.summary({
      from: '2014-01-01T00:00:00Z',
      to: '2014-06-01T00:00:00Z',
    });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'to');
    expect(service.requests).toHaveLength(0);
  });

  it('refuses an unknown state before sending', async () => {
    // @ts-expect-error not an event occurrence state
    const call = pike13[side].eventOccurrences.list({ state: ['active', 'gone'] });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param?.startsWith('state') === true);
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a group_by other than day or hour before sending', async () => {
    // @ts-expect-error day or hour
    const call = pike13[side].eventOccurrences.summary({ group_by: 'week' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'group_by');
    expect(service.requests).toHaveLength(0);
  });
});

describe('service_types of the summaries', () => {
  it('desk accepts Appointment', async () => {
    service.reply('GET', 'https://mybiz.pike13.com/api/v2/desk/event_occurrences/summary', json(summary));
    await pike13.desk.eventOccurrences.summary({ service_types: ['Appointment'] });
    expect(service.requests[0]?.url.search).toBe('?service_types=Appointment');
  });

  it('front refuses Appointment before sending', async () => {
    // @ts-expect-error front summaries cover courses and group classes
    const call = pike13.front.eventOccurrences.summary({ service_types: ['Appointment'] });
    await expect(call).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param?.startsWith('service_types') === true,
    );
    expect(service.requests).toHaveLength(0);
  });

  it('front.eventOccurrences.list is public: client_id, no token', async () => {
    service.reply(
      'GET',
      'https://mybiz.pike13.com/api/v2/front/event_occurrences',
      json({ event_occurrences: [] }),
    );
    const anonymous = new Pike13({ subdomain: 'mybiz', clientId: 'app-1', rateLimit: false });
    await expect(anonymous.front.eventOccurrences.list()).resolves.toEqual([]);
    expectSent(service.requests[0], {
      method: 'GET',
      url: 'https://mybiz.pike13.com/api/v2/front/event_occurrences?client_id=app-1',
      token: null,
    });
  });
});
