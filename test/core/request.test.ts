import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { InputError, NotFoundError, Pike13, ResponseValidationError, ServerError } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const BUSINESS = 'https://mybiz.pike13.com';
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok_desk', locale: 'de', rateLimit: false });

describe('pike13.request', () => {
  it('sends a GET the spec omits with the token, locale and query; the answer is the whole body', async () => {
    const answer = { available_times: [{ start_at: '2026-12-01T10:00:00Z' }] };
    service.reply('GET', `${BUSINESS}/api/v2/desk/available_times`, json(answer));
    const data = await pike13.request('GET', '/api/v2/desk/available_times', {
      query: { service_id: 4, staff_member_ids: [1, 2], from: new Date('2026-12-01T00:00:00Z') },
    });
    const [sent] = service.requests;
    expect(sent?.url.href).toBe(
      `${BUSINESS}/api/v2/desk/available_times?service_id=4&staff_member_ids=1%2C2&from=2026-12-01T00%3A00%3A00.000Z`,
    );
    expect(sent?.headers.get('authorization')).toBe('Bearer tok_desk');
    expect(sent?.headers.get('x-fd-locale')).toBe('de');
    expect(sent?.headers.get('accept')).toBe('application/json');
    expect(sent?.body).toBe('');
    expect(data).toEqual(answer);
  });

  it('sends the Dates of a query list as ISO 8601 UTC, as it sends a single Date', async () => {
    service.reply('GET', `${BUSINESS}/api/v2/desk/available_times`, json({ available_times: [] }));
    const days = [new Date('2026-12-01T00:00:00Z'), new Date('2026-12-02T00:00:00Z')];
    await pike13.request('GET', '/api/v2/desk/available_times', { query: { on: days } });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BUSINESS}/api/v2/desk/available_times?on=2026-12-01T00%3A00%3A00.000Z%2C2026-12-02T00%3A00%3A00.000Z`,
      token: 'tok_desk',
    });
  });

  it('checks the answer against a schema and types it', async () => {
    const Answer = z.object({ people: z.array(z.object({ id: z.number() })) });
    service.reply('GET', `${BUSINESS}/api/v2/desk/people/find_by_ids`, json({ people: [{ id: 1 }] }));
    const data = await pike13.request('GET', '/api/v2/desk/people/find_by_ids', {
      query: { ids: [1] },
      schema: Answer,
    });
    expect(data.people[0]?.id).toBe(1);

    service.reply('GET', `${BUSINESS}/api/v2/desk/people/find_by_ids`, json({ people: [{ id: 'x' }] }));
    const error = await pike13
      .request('GET', '/api/v2/desk/people/find_by_ids', { schema: Answer })
      .catch((e: unknown) => e);
    expect(ResponseValidationError.is(error)).toBe(true);
    expect(error).toMatchObject({
      status: 200,
      issues: ['people.0.id: Invalid input: expected number, received string'],
    });
  });

  it('sends a POST body once, and again after a failure only when told it is idempotent', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const url = `${BUSINESS}/api/v2/desk/things`;
    service.reply('POST', url, new Response('oops', { status: 503 }), json({ ok: true }));
    await expect(pike13.request('POST', '/api/v2/desk/things', { body: { a: 1 } })).rejects.toSatisfy((e) =>
      ServerError.is(e),
    );
    expect(service.requests.map((r) => [r.body, r.headers.get('content-type')])).toEqual([
      ['{"a":1}', 'application/json'],
    ]);

    service.requests.length = 0;
    service.reply('POST', url, new Response('oops', { status: 503 }), json({ ok: true }));
    await expect(
      pike13.request('POST', '/api/v2/desk/things', { body: { a: 1 }, idempotent: true }),
    ).resolves.toEqual({ ok: true });
    expect(service.requests).toHaveLength(2);
  });

  it('sends account paths to the account host and reports in JSON:API', async () => {
    service.reply('GET', 'https://pike13.com/api/v2/account/things', json({}));
    service.reply('POST', `${BUSINESS}/desk/api/v3/reports/invoices/queries`, json({ data: {} }));
    await pike13.request('GET', '/api/v2/account/things');
    await pike13.request('POST', '/desk/api/v3/reports/invoices/queries', {
      body: { data: { type: 'queries' } },
    });
    expect(service.requests.map((r) => `${r.method} ${r.url.href} ${r.headers.get('accept')}`)).toEqual([
      'GET https://pike13.com/api/v2/account/things application/json',
      `POST ${BUSINESS}/desk/api/v3/reports/invoices/queries application/vnd.api+json`,
    ]);
  });

  it('sends client_id without a token', async () => {
    service.reply('GET', `${BUSINESS}/api/v2/front/things`, json({}));
    await new Pike13({ subdomain: 'mybiz', clientId: 'app1', rateLimit: false }).request(
      'GET',
      '/api/v2/front/things',
    );
    expect(service.requests[0]?.url.search).toBe('?client_id=app1');
    expect(service.requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('throws the typed error of the status', async () => {
    service.reply('GET', `${BUSINESS}/api/v2/desk/nothing`, json({ error: 'Not found' }, { status: 404 }));
    await expect(pike13.request('GET', '/api/v2/desk/nothing')).rejects.toSatisfy(
      (e) =>
        NotFoundError.is(e) && e.url === `${BUSINESS}/api/v2/desk/nothing` && e.messages[0] === 'Not found',
    );
  });

  it.each([
    'https://evil.example/api/v2/desk/people',
    '//evil.example/api/v2/desk/people',
    '/api/v2/desk/../../oauth/token',
    '/api/v2/desk/./people',
    '/api/v2/desk//people',
    '/oauth/token',
    '/api/v2/desk/people?access_token=x',
    '/api/v2/desk/people#x',
    'api/v2/desk/people',
    '/api/v2/desk/peo ple',
    '/api/v2/desk/people\r\n',
    '/api/',
  ])('refuses the path %j, sending nothing', async (path) => {
    await expect(pike13.request('GET', path)).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'path',
    );
    expect(service.requests).toHaveLength(0);
  });

  it('sends the query value it checked: a getter, and an array item, is read once', async () => {
    service.reply('GET', `${BUSINESS}/api/v2/desk/people`, json({ people: [] }));
    const reads = { ids: 0, first: 0 };
    const ids = [1];
    Object.defineProperty(ids, 0, {
      get: () => (++reads.first === 1 ? 1 : { a: 1 }),
      enumerable: true,
    });
    const query = {
      get ids() {
        return ++reads.ids === 1 ? ids : 'evil';
      },
    };
    const data = await pike13.request('GET', '/api/v2/desk/people', { query });
    expect(reads).toEqual({ ids: 1, first: 1 });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BUSINESS}/api/v2/desk/people?ids=1`,
      token: 'tok_desk',
    });
    expect(data).toEqual({ people: [] });
  });

  it('sends an own __proto__ key of the query (JSON.parse makes one) like any other name', async () => {
    service.reply('GET', `${BUSINESS}/api/v2/desk/people`, json({ people: [] }));
    await pike13.request('GET', '/api/v2/desk/people', { query: JSON.parse('{"__proto__": "x", "a": "1"}') });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BUSINESS}/api/v2/desk/people?__proto__=x&a=1`,
      token: 'tok_desk',
    });
  });

  it('refuses an unknown method and a bad query value', async () => {
    const loose = pike13.request as (method: string, path: string, options?: unknown) => Promise<unknown>;
    await expect(loose.call(pike13, 'TRACE', '/api/v2/desk/people')).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'method',
    );
    await expect(loose.call(pike13, 'GET', '/api/v2/desk/people', { query: { a: {} } })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'query.a',
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a URL over 8,192 characters, naming the query param or the path that makes it long', async () => {
    const query = await pike13
      .request('GET', '/api/v2/desk/people', { query: { q: 'x'.repeat(10_000), page: 1 } })
      .catch((e: unknown) => e);
    expect(query).toMatchObject({
      name: 'InputError',
      param: 'query.q',
      message:
        'GET /api/v2/desk/people: the URL would be 10053 characters, over the 8192 servers take; query.q makes 10002 of them',
    });
    const path = await pike13.request('GET', `/api/v2/desk/${'a'.repeat(9000)}`).catch((e: unknown) => e);
    expect(path).toMatchObject({ name: 'InputError', param: 'path' });
    expect((path as Error).message).toBe(
      `GET /api/v2/desk/${'a'.repeat(63)}…: the URL would be 9037 characters, over the 8192 servers take; path makes 9000 of them`,
    );
    expect(service.requests).toHaveLength(0);
  });
});
