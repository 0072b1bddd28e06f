import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpCore } from '../../src/core/http.ts';
import { Pike13, RedirectError } from '../../src/index.ts';
import { type LoopbackRequest, sendJson, startLoopback } from '../support/loopback.ts';

const TOKEN = 'tok_redirects_123456';

/** The service (one origin) and another server (another origin, another port): both real, on loopback. */
let home: Awaited<ReturnType<typeof startLoopback>>;
let other: Awaited<ReturnType<typeof startLoopback>>;
/** Where the service redirects each path, and with which status. */
const redirects = new Map<string, { status: number; to: () => string }>();

beforeAll(async () => {
  other = await startLoopback((request, res) => sendJson(res, 200, { stolen: request.url.pathname }));
  home = await startLoopback((request, res) => {
    const redirect = redirects.get(request.url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { location: redirect.to() });
      return void res.end('moved');
    }
    sendJson(res, 200, { people: [{ id: 7, method: request.method, body: request.body }] });
  });
});
afterAll(async () => {
  await home.close();
  await other.close();
});
beforeEach(() => {
  redirects.clear();
  home.requests.length = 0;
  other.requests.length = 0;
});

const withHooks = { hooks: { beforeRequest: [() => undefined] } };
const client = (options: ConstructorParameters<typeof Pike13>[0] = {}) =>
  new Pike13({ baseUrl: home.url, accessToken: TOKEN, rateLimit: false, ...options });
const sent = (requests: LoopbackRequest[]) =>
  requests.map((r) => ({
    method: r.method,
    path: r.url.pathname,
    authorization: r.headers.authorization,
    contentType: r.headers['content-type'],
    body: r.body,
  }));

describe.each([
  ['fetch', {}],
  ['request hooks', withHooks],
])('redirects, sending through %s', (_label, options) => {
  it('a 302 of a GET to another origin is a RedirectError; the other origin receives nothing', async () => {
    redirects.set('/api/v2/desk/people/7', {
      status: 302,
      to: () => `${other.url}/stolen/api/v2/desk/people/7`,
    });
    const error = await client(options)
      .desk.people.get(7)
      .catch((e: unknown) => e);
    expect(RedirectError.is(error)).toBe(true);
    expect((error as RedirectError).message).toBe(
      `GET /api/v2/desk/people/:id: answered 302 with a redirect to another origin (${other.url}); the SDK sends nothing there`,
    );
    expect([(error as RedirectError).status, (error as RedirectError).url]).toEqual([
      302,
      `${home.url}/api/v2/desk/people/7`,
    ]);
    expect(other.requests).toEqual([]);
    expect(home.requests).toHaveLength(1); // refused, not retried
  });

  it('a 307 of a POST to another origin is a RedirectError; the body goes nowhere else', async () => {
    redirects.set('/api/v2/desk/notes', { status: 307, to: () => `${other.url}/collect` });
    const error = await client(options)
      .request('POST', '/api/v2/desk/notes', { body: { note: 'private' } })
      .catch((e: unknown) => e);
    expect(RedirectError.is(error)).toBe(true);
    expect((error as RedirectError).message).toBe(
      `POST /api/v2/desk/notes: answered 307 with a redirect to another origin (${other.url}); the SDK sends nothing there`,
    );
    expect(other.requests).toEqual([]);
  });

  it('a 302 within the origin is followed, with the token', async () => {
    redirects.set('/api/v2/desk/people/8', { status: 302, to: () => '/api/v2/desk/people/7' });
    await expect(client(options).desk.people.get(8)).resolves.toMatchObject({ id: 7, method: 'GET' });
    expect(sent(home.requests)).toEqual(
      ['/api/v2/desk/people/8', '/api/v2/desk/people/7'].map((path) => ({
        method: 'GET',
        path,
        authorization: `Bearer ${TOKEN}`,
        contentType: undefined,
        body: '',
      })),
    );
  });

  it('a 307 of a POST within the origin is followed with the token, the method and the body', async () => {
    redirects.set('/api/v2/desk/notes', { status: 307, to: () => `${home.url}/api/v2/desk/notes/v2` });
    const answer = await client(options).request('POST', '/api/v2/desk/notes', { body: { note: 'kept' } });
    expect(answer).toMatchObject({ people: [{ method: 'POST', body: '{"note":"kept"}' }] });
    expect(sent(home.requests)).toEqual(
      ['/api/v2/desk/notes', '/api/v2/desk/notes/v2'].map((path) => ({
        method: 'POST',
        path,
        authorization: `Bearer ${TOKEN}`,
        contentType: 'application/json',
        body: '{"note":"kept"}',
      })),
    );
  });

  it.each([302, 303])(
    'a %i of a POST within the origin goes on as a GET without the body',
    async (status) => {
      redirects.set('/api/v2/desk/notes', { status, to: () => '/api/v2/desk/notes/1' });
      await client(options).request('POST', '/api/v2/desk/notes', { body: { note: 'once' } });
      expect(sent(home.requests).slice(1)).toEqual([
        {
          method: 'GET',
          path: '/api/v2/desk/notes/1',
          authorization: `Bearer ${TOKEN}`,
          contentType: undefined,
          body: '',
        },
      ]);
    },
  );

  it('a redirect loop within the origin ends after 5 hops with a RedirectError', async () => {
    redirects.set('/api/v2/desk/people/9', { status: 302, to: () => '/api/v2/desk/people/9' });
    const error = await client({ ...options, maxRetries: 0 })
      .desk.people.get(9)
      .catch((e: unknown) => e);
    expect(RedirectError.is(error)).toBe(true);
    expect((error as RedirectError).message).toBe(
      'GET /api/v2/desk/people/:id: more than 5 redirects; not followed further',
    );
    expect(home.requests).toHaveLength(6);
  });
});

describe('redirects a runtime hides', () => {
  it("a browser's opaqueredirect answer (status 0) is a RedirectError", async () => {
    const opaque: typeof fetch = async () =>
      Object.defineProperties(new Response(null), {
        type: { value: 'opaqueredirect' },
        status: { value: 0 },
        ok: { value: false },
      });
    const error = await client({ fetch: opaque })
      .desk.people.get(7)
      .catch((e: unknown) => e);
    expect(RedirectError.is(error)).toBe(true);
    expect((error as RedirectError).message).toBe(
      'GET /api/v2/desk/people/:id: the answer is a redirect whose target this runtime hides; the SDK follows only redirects it can check',
    );
  });
});

describe('followLink', () => {
  it('a link of the business host that redirects to another origin is a RedirectError', async () => {
    redirects.set('/vaulting/complete', { status: 302, to: () => `${other.url}/vaulting/complete` });
    const core = new HttpCore({ baseUrl: home.url, accessToken: TOKEN, rateLimit: false });
    const error = await core.followLink(`${home.url}/vaulting/complete?t=1`).catch((e: unknown) => e);
    expect(RedirectError.is(error)).toBe(true);
    expect(other.requests).toEqual([]);
    expect(sent(home.requests)).toEqual([
      {
        method: 'GET',
        path: '/vaulting/complete',
        authorization: `Bearer ${TOKEN}`,
        contentType: undefined,
        body: '',
      },
    ]);
  });
});
