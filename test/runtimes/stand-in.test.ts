import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIn, startStandIn } from './stand-in.ts';

// The runtime matrix trusts this stand-in to answer as the spec says; these checks hold it to that.
const TOKEN = 'stand-in-token';
let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn(TOKEN);
});
afterAll(() => standIn.close());

const auth = { authorization: `Bearer ${TOKEN}` };

describe('runtime matrix stand-in', () => {
  it('lists people 25 a page with total_count and absolute next/prev URLs', async () => {
    const first = await (await fetch(`${standIn.url}/api/v2/desk/people`, { headers: auth })).json();
    expect([first.people.length, first.total_count, first.next, first.prev]).toEqual([
      25,
      60,
      `${standIn.url}/api/v2/desk/people?page=2`,
      undefined,
    ]);
    const last = await (await fetch(`${standIn.url}/api/v2/desk/people?page=3`, { headers: auth })).json();
    expect([last.people.map((p: { id: number }) => p.id), last.next, last.prev]).toEqual([
      Array.from({ length: 10 }, (_, i) => 51 + i),
      undefined,
      `${standIn.url}/api/v2/desk/people?page=2`,
    ]);
  });

  it('answers one person under the people key, 404 for an unknown id, 401 without the token', async () => {
    const one = await fetch(`${standIn.url}/api/v2/desk/people/3`, { headers: auth });
    expect([one.status, (await one.json()).people[0].name]).toEqual([200, 'Person 3']);
    const missing = await fetch(`${standIn.url}/api/v2/desk/people/404`, { headers: auth });
    expect([missing.status, await missing.json()]).toEqual([404, { error: 'Not found' }]);
    const anonymous = await fetch(`${standIn.url}/api/v2/desk/people/3`);
    expect(anonymous.status).toBe(401);
  });

  it('answers a CORS preflight and exposes the rate-limit headers', async () => {
    const preflight = await fetch(`${standIn.url}/api/v2/desk/people`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:9', 'access-control-request-headers': 'authorization' },
    });
    expect([preflight.status, preflight.headers.get('access-control-allow-headers')]).toEqual([
      204,
      'authorization',
    ]);
    const answer = await fetch(`${standIn.url}/api/v2/desk/people/1`, { headers: auth });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toContain('ratelimit-remaining');
    expect(answer.headers.get('ratelimit-remaining')).toBe('179');
  });
});
