import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InputError, NotFoundError, Pike13, TimeoutError } from '../../src/index.ts';
import { sendJson, startLoopback } from '../support/loopback.ts';

let server: Awaited<ReturnType<typeof startLoopback>>;
let unavailableLeft = 0;

beforeAll(async () => {
  server = await startLoopback((request, res) => {
    const path = request.url.pathname;
    if (path === '/api/v2/desk/people/404') return sendJson(res, 404, { error: 'Not found' });
    if (path === '/api/v2/desk/people/slow')
      return void setTimeout(() => sendJson(res, 200, { people: [] }), 2_000);
    if (path === '/api/v2/desk/people/flaky' && unavailableLeft-- > 0) return sendJson(res, 503, {});
    if (request.method === 'POST') return sendJson(res, 201, { notes: [{ id: 3, note: 'x' }] });
    sendJson(res, 200, { people: [{ id: 7 }] });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  unavailableLeft = 0;
});

const client = (options: ConstructorParameters<typeof Pike13>[0] = {}) =>
  new Pike13({ baseUrl: server.url, accessToken: 'tok_desk', rateLimit: false, maxRetries: 0, ...options });

describe('request hooks', () => {
  it('run beforeRequest and afterResponse around each attempt, with the retry count', async () => {
    const seen: string[] = [];
    const pike13 = client({
      hooks: {
        beforeRequest: [
          ({ request, retryCount }) => {
            request.headers.set('traceparent', '00-abc-def-01');
            seen.push(`before ${request.method} ${new URL(request.url).pathname} #${retryCount}`);
            return undefined;
          },
        ],
        afterResponse: [
          ({ response, retryCount }) => {
            seen.push(`after ${response.status} #${retryCount}`);
            return undefined;
          },
        ],
      },
    });
    await pike13.desk.people.get(7);
    expect(seen).toEqual(['before GET /api/v2/desk/people/7 #0', 'after 200 #0']);
    expect(server.requests[0]?.headers.traceparent).toBe('00-abc-def-01');
  });

  it('count retries: a 503 and its retry are seen as attempt #0 and #1', async () => {
    const seen: string[] = [];
    const pike13 = client({
      maxRetries: 1,
      hooks: {
        beforeRequest: [({ retryCount }) => void seen.push(`before #${retryCount}`)],
        afterResponse: [
          ({ response, retryCount }) => void seen.push(`after ${response.status} #${retryCount}`),
        ],
      },
    });
    unavailableLeft = 1;
    await expect(pike13.request('GET', '/api/v2/desk/people/flaky')).resolves.toEqual({
      people: [{ id: 7 }],
    });
    expect(seen).toEqual(['before #0', 'after 503 #0', 'before #1', 'after 200 #1']);
  });

  it('send the body of a POST, with its content type, when a hook is present', async () => {
    const pike13 = client({ hooks: { beforeRequest: [() => undefined] } });
    await pike13.desk.personNotes.create(7, { note: 'hello' });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ note: { note: 'hello' } }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer tok_desk' },
    });
  });

  it('let beforeRequest answer the call itself: nothing is sent, afterResponse still sees the answer', async () => {
    const seen: number[] = [];
    const pike13 = client({
      hooks: {
        beforeRequest: [() => Response.json({ people: [{ id: 99 }] }), () => Response.json({ people: [] })],
        afterResponse: [({ response }) => void seen.push(response.status)],
      },
    });
    await expect(pike13.desk.people.get(7)).resolves.toMatchObject({ id: 99 });
    expect(server.requests).toHaveLength(0);
    expect(seen).toEqual([200]);
  });

  it('let beforeRequest replace the request, which still runs within the call timeout', async () => {
    const pike13 = client({
      timeout: 200,
      hooks: {
        beforeRequest: [
          ({ request }) => new Request(request.url.replace('/7', '/slow'), { headers: request.headers }),
        ],
      },
    });
    const error = await pike13.desk.people.get(7).catch((e: unknown) => e);
    expect(TimeoutError.is(error)).toBe(true);
    expect(server.requests.map((r) => r.url.pathname)).toEqual(['/api/v2/desk/people/slow']);
  });

  it('give afterResponse a copy to read: the call still gets the body', async () => {
    const read: unknown[] = [];
    const pike13 = client({
      hooks: { afterResponse: [async ({ response }) => void read.push(await response.json())] },
    });
    await expect(pike13.desk.people.get(7)).resolves.toMatchObject({ id: 7 });
    expect(read).toEqual([{ people: [{ id: 7 }] }]);
  });

  it('let afterResponse replace the answer, which is then mapped like any other', async () => {
    const pike13 = client({
      hooks: { afterResponse: [() => Response.json({ errors: ['gone'] }, { status: 404 })] },
    });
    const error = await pike13.desk.people.get(7).catch((e: unknown) => e);
    expect(NotFoundError.is(error)).toBe(true);
  });

  it('let beforeError replace the error a call throws, after secrets are removed', async () => {
    const seen: unknown[] = [];
    const pike13 = client({
      hooks: {
        beforeError: [
          ({ error }) => {
            seen.push(error);
            return new Error(`wrapped: ${error.message}`, { cause: error });
          },
        ],
      },
    });
    const error = await pike13.desk.people.get(404).catch((e: unknown) => e);
    expect((error as Error).message).toBe('wrapped: GET /api/v2/desk/people/404 answered 404: Not found');
    expect(NotFoundError.is(seen[0])).toBe(true);
  });

  it('are refused when they are not arrays of functions, or name no hook', () => {
    expect(() => client({ hooks: { beforeRequest: () => {} } } as never)).toThrow(
      'hooks.beforeRequest must be an array of functions',
    );
    expect(() => client({ hooks: { beforeRetry: [] } } as never)).toThrow(
      'hooks.beforeRetry is not a hook (valid: beforeRequest, afterResponse, beforeError)',
    );
    expect(() => client({ hooks: { beforeRetry: [] } } as never)).toThrow(InputError);
  });
});
