import { describe, expect, it } from 'vitest';
import { NotFoundError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

describe.each(['front', 'desk'] as const)('%s.locations', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/locations`;

  it('list: every location', async () => {
    const { response } = await reference('desk_locations_example');
    service.reply('GET', URL, json(response));
    const locations = await pike13[side].locations.list();
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(locations.map((l) => l.slug)).toEqual(['west-location', 'east-location', 'hidden-location']);
    expect(locations[2]).toMatchObject({ latitude: null, show_in_client_mode: false });
  });

  it('get: one location', async () => {
    const { response } = await reference('desk_locations_show_example');
    service.reply('GET', `${URL}/1`, json(response));
    const location = await pike13[side].locations.get(1);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/1`, token: 'tok' });
    expect(location).toMatchObject({ id: 1, timezone: 'America/Los_Angeles', latitude: 47.6206 });
  });

  it('get: a 404 becomes NotFoundError', async () => {
    service.reply('GET', `${URL}/9`, json({ errors: ['Not found'] }, { status: 404 }));
    await expect(pike13[side].locations.get(9)).rejects.toSatisfy((e) => NotFoundError.is(e));
  });
});
