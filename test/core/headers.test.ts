import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const URL_ = 'https://mybiz.pike13.com/api/v2/desk/people/7';
const person = { people: [{ id: 7 }] };

function client() {
  return new Pike13({ subdomain: 'mybiz', accessToken: 'tok_desk', locale: 'fr', rateLimit: false });
}

/**
 * What `call` settles to, with the clock stopped for timers (`setImmediate` left running): between each turn
 * of the event loop no timer may be pending, so that a backoff before a retry fails the test at once
 * rather than never ending.
 */
async function settledWithoutTimers(call: () => Promise<unknown>): Promise<unknown> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  let settled: { outcome: unknown } | undefined;
  call().then(
    (value) => (settled = { outcome: value }),
    (error: unknown) => (settled = { outcome: error }),
  );
  for (;;) {
    expect(vi.getTimerCount(), 'no timer pending (a backoff before a retry)').toBe(0);
    if (settled) return settled.outcome;
    await new Promise((next) => setImmediate(next));
  }
}

/** Calls as plain JavaScript could make them, past the types. */
const get = (headers: unknown) =>
  (client().desk.people as unknown as { get(id: number, o: unknown): Promise<unknown> }).get(7, { headers });

describe('headers of a call', () => {
  it.each([
    [{ 'x-a': 'b\r\nc' }, 'headers.x-a', 'header x-a must be a string without CR, LF or NUL'],
    [{ 'x-a': 'b\nx-evil: 1' }, 'headers.x-a', 'header x-a must be a string without CR, LF or NUL'],
    [{ 'x-a': 'b\0' }, 'headers.x-a', 'header x-a must be a string without CR, LF or NUL'],
    [{ 'x-a': 1 }, 'headers.x-a', 'header x-a must be a string without CR, LF or NUL'],
    [{ 'bad name': 'v' }, 'headers', 'header name "bad name" is not valid'],
    [{ 'x-a\r\n': 'v' }, 'headers', 'header name "x-a\\r\\n" is not valid'],
  ])('refuses %j at once, sending nothing and retrying nothing', async (headers, param, rule) => {
    const error = await settledWithoutTimers(() => get(headers));
    expect(InputError.is(error)).toBe(true);
    expect(error).toMatchObject({ param, message: `GET /api/v2/desk/people/:id: ${rule}` });
    expect(service.requests).toHaveLength(0);
  });

  it("replaces the SDK's header whatever the case of the caller's name", async () => {
    service.reply('GET', URL_, json(person));
    await get({
      Accept: 'application/json; charset=utf-8',
      AUTHORIZATION: 'Bearer other',
      'X-Request-Id': 'r1',
    });
    const [sent] = service.requests;
    expect(sent?.headers.get('accept')).toBe('application/json; charset=utf-8');
    expect(sent?.headers.get('authorization')).toBe('Bearer other');
    expect(sent?.headers.get('x-request-id')).toBe('r1');
    expect(sent?.headers.get('x-fd-locale')).toBe('fr');
  });

  it('removes a header the caller sets to undefined', async () => {
    service.reply('GET', URL_, json(person));
    await get({ 'X-FD-Locale': undefined });
    expect(service.requests[0]?.headers.get('x-fd-locale')).toBeNull();
    expect(service.requests[0]?.headers.get('authorization')).toBe('Bearer tok_desk');
  });

  it("leaves the next call with the client's headers after a call's own and a fetch that changed them", async () => {
    service.reply('GET', URL_, json(person), json(person), json(person));
    let calls = 0;
    const pike13 = new Pike13({
      subdomain: 'mybiz',
      accessToken: 'tok_desk',
      locale: 'fr',
      rateLimit: false,
      fetch: (input, init) => {
        if (calls++ === 1)
          (init as RequestInit & { headers: Headers }).headers.set(
            'authorization',
            'Bearer changed-by-fetch',
          );
        return globalThis.fetch(input, init);
      },
    });
    await pike13.desk.people.get(7, { headers: { 'X-Request-Id': 'r1' }, locale: 'es-MX' });
    await pike13.desk.people.get(7);
    await pike13.desk.people.get(7);
    const sent = service.requests.map((r) => ({
      authorization: r.headers.get('authorization'),
      locale: r.headers.get('x-fd-locale'),
      requestId: r.headers.get('x-request-id'),
    }));
    expect(sent).toEqual([
      { authorization: 'Bearer tok_desk', locale: 'es-MX', requestId: 'r1' },
      { authorization: 'Bearer changed-by-fetch', locale: 'fr', requestId: null },
      { authorization: 'Bearer tok_desk', locale: 'fr', requestId: null },
    ]);
  });
});
