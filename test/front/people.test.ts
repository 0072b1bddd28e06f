import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const BASE = 'https://mybiz.pike13.com/api/v2/front/people';
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok_front', rateLimit: false });
const jane = { id: 56, name: 'Jane Client', custom_fields: [{ id: 5, value: ['a', 'b'] }], dependents: [] };

describe('front.people', () => {
  it('me: the caller, with dependents when asked', async () => {
    service.reply('GET', `${BASE}/me`, json({ people: [jane] }));
    const me = await pike13.front.people.me({ with_dependents: true });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/me?with_dependents=true`,
      token: 'tok_front',
    });
    expect(me).toEqual(jane);
    expect(me.custom_fields?.[0]?.value).toEqual(['a', 'b']);
  });

  it('get: the caller or a dependent', async () => {
    service.reply('GET', `${BASE}/56`, json({ people: [jane] }));
    await expect(pike13.front.people.get(56)).resolves.toEqual(jane);
    expectSent(service.requests[0], { method: 'GET', url: `${BASE}/56`, token: 'tok_front' });
  });
});
