import { describe, expect, it } from 'vitest';
import { CredentialsError, InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

describe.each(['front', 'desk'] as const)('%s.events', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/events`;

  it('list GETs events within a range, with comma-joined ids', async () => {
    const { response } = await reference('desk_event_show_example');
    service.reply('GET', URL, json(response));
    const events = await pike13[side].events.list({
      from: '2015-08-01T00:00:00Z',
      to: new Date('2015-11-29T00:00:00Z'),
      ids: [1, 2],
      service_ids: 2,
    });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${URL}?from=2015-08-01T00%3A00%3A00Z&to=2015-11-29T00%3A00%3A00.000Z&ids=1%2C2&service_ids=2`,
      token: 'tok',
    });
    expect(events[0]).toMatchObject({ id: 1, name: 'Group Workout', start_time: '2015-08-01T21:00:00Z' });
  });

  it('get GETs one event', async () => {
    const { response } = await reference('desk_event_show_example');
    service.reply('GET', `${URL}/1`, json(response));
    const event = await pike13[side].events.get(1);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/1`, token: 'tok' });
    expect(event.service_id).toBe(2);
  });

  it('refuses a range over 120 days before sending', async () => {
    const call = pike13[side].events.list({ from: '2015-08-01T00:00:00Z', to: '2015-11-29T00:00:01Z' });
    await expect(call).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'to' && /120 days/.test(e.message),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a timestamp without a zone offset before sending', async () => {
    const call = pike13[side].events.list({ from: '2015-08-01T00:00:00' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'from');
    expect(service.requests).toHaveLength(0);
  });
});

describe('front.events.list is public', () => {
  it('sends client_id and no token', async () => {
    service.reply('GET', 'https://mybiz.pike13.com/api/v2/front/events', json({ events: [{ id: 1 }] }));
    const anonymous = new Pike13({ subdomain: 'mybiz', clientId: 'app-1', rateLimit: false });
    const events = await anonymous.front.events.list();
    expectSent(service.requests[0], {
      method: 'GET',
      url: 'https://mybiz.pike13.com/api/v2/front/events?client_id=app-1',
      token: null,
    });
    expect(events).toEqual([{ id: 1 }]);
  });

  it('desk.events.list needs a token', async () => {
    const anonymous = new Pike13({ subdomain: 'mybiz', clientId: 'app-1', rateLimit: false });
    await expect(anonymous.desk.events.list()).rejects.toSatisfy((e) => CredentialsError.is(e));
    expect(service.requests).toHaveLength(0);
  });
});
