import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotFoundError, Pike13, ValidationError } from '../../src/index.ts';
import { type LoopbackRequest, sendJson, startLoopback } from '../support/loopback.ts';

/** A small stand-in of the service on a real node:http server: three pages of people, one flaky call. */
let server: Awaited<ReturnType<typeof startLoopback>>;
let flaky = 0;

beforeAll(async () => {
  server = await startLoopback((request, res) => route(request, res));
});
afterAll(() => server.close());

function route(request: LoopbackRequest, res: Parameters<typeof sendJson>[0]) {
  const { pathname, searchParams } = request.url;
  const rate = { 'RateLimit-Limit': '180', 'RateLimit-Remaining': '170', 'RateLimit-Reset': '9999999999' };
  if (request.headers.authorization !== 'Bearer tok_loop')
    return sendJson(res, 401, { error: 'Unauthorized' });
  if (request.method === 'POST') return sendJson(res, 422, { errors: { email: ['is invalid'] } });
  if (pathname === '/api/v2/desk/people') {
    const page = Number(searchParams.get('page') ?? 1);
    const people = [1, 2].map((n) => ({ id: page * 10 + n, name: `Person ${page}.${n}` }));
    const next = page < 3 ? `${server.url}/api/v2/desk/people?page=${page + 1}` : undefined;
    return sendJson(res, 200, { people, total_count: 6, next }, rate);
  }
  if (pathname === '/api/v2/desk/people/7') {
    if (flaky++ === 0) return sendJson(res, 502, { error: 'Bad gateway' });
    return sendJson(res, 200, { people: [{ id: 7, name: 'Flaky' }] }, rate);
  }
  return sendJson(res, 404, { error: 'Not found' });
}

describe('the whole path over a real HTTP server', () => {
  const client = () => new Pike13({ baseUrl: server.url, accessToken: 'tok_loop', locale: 'de' });

  it('reads every page of a list with for await', async () => {
    const names: string[] = [];
    for await (const person of client().desk.people.list()) names.push(person.name ?? '');
    expect(names).toEqual([
      'Person 1.1',
      'Person 1.2',
      'Person 2.1',
      'Person 2.2',
      'Person 3.1',
      'Person 3.2',
    ]);
    const listCalls = server.requests.filter((r) => r.url.pathname === '/api/v2/desk/people');
    expect(listCalls.map((r) => r.url.search)).toEqual(['?page=1', '?page=2', '?page=3']);
    expect(listCalls.every((r) => r.headers['x-fd-locale'] === 'de')).toBe(true);
  });

  it('retries a 502 on a GET and returns the typed person', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await expect(client().desk.people.get(7)).resolves.toEqual({ id: 7, name: 'Flaky' });
    expect(server.requests.filter((r) => r.url.pathname === '/api/v2/desk/people/7')).toHaveLength(2);
  });

  it('maps a 422 to ValidationError with the field messages', async () => {
    const error = await client()
      .desk.people.create({ first_name: 'A', last_name: 'B' })
      .then(undefined, (e: unknown) => e);
    expect(ValidationError.is(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, messages: ['email is invalid'], method: 'POST' });
    const sent = server.requests.at(-1);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ person: { first_name: 'A', last_name: 'B' } });
  });

  it('maps a 404 to NotFoundError', async () => {
    await expect(client().desk.people.get(404)).rejects.toSatisfy((e) => NotFoundError.is(e));
  });
});
