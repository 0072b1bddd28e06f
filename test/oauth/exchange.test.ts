import { inspect } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  AbortError,
  ConnectionError,
  exchangeCode,
  InputError,
  isPike13Error,
  OAuthError,
  OAuthRedirectError,
  type Pike13Error,
  RedirectError,
  ResponseTooLargeError,
  ResponseValidationError,
  ServerError,
  TimeoutError,
} from '../../src/oauth/index.ts';
import { type LoopbackHandler, sendJson, startLoopback } from '../support/loopback.ts';

const SECRET = 'sec_Zr8wQ1pLm4';
const CODE = 'code_Hk2vN7tY5u';
const TOKEN = 'tok_Pq9xC3bJ6e';
const REDIRECT = 'https://app.example.com/callback';

/** A loopback stand-in for the service, closed when the test ends. */
async function service(handler: LoopbackHandler) {
  const server = await startLoopback(handler);
  onTestFinished(server.close);
  return server;
}

/** An exchange of CODE by app_123; `baseUrl` undefined sends it to the service's own hosts. */
function exchange(baseUrl: string | undefined, extra: Partial<Parameters<typeof exchangeCode>[0]> = {}) {
  return exchangeCode({
    clientId: 'app_123',
    clientSecret: SECRET,
    redirectUri: REDIRECT,
    code: CODE,
    baseUrl,
    ...extra,
  });
}

async function rejection(promise: Promise<unknown>): Promise<Pike13Error> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPike13Error(error)) throw new Error(`expected a Pike13Error, got ${inspect(error)}`);
  return error;
}

/** Every view of an error a log or a bug report could show, its whole cause chain included. */
function everyView(error: Error): string {
  const views = [
    String(error),
    error.message,
    JSON.stringify(error),
    inspect(error, { depth: 20, showHidden: true }),
  ];
  for (let cause = error.cause; cause !== undefined; cause = (cause as Error).cause) {
    views.push(String(cause), JSON.stringify(cause), inspect(cause, { depth: 20, showHidden: true }));
  }
  return views.join('\n');
}

function expectNoSecrets(error: Error) {
  const text = everyView(error);
  for (const secret of [SECRET, CODE, TOKEN]) expect(text).not.toContain(secret);
}

describe('exchangeCode', () => {
  it('posts the form the spec gives to /oauth/token and returns the token', async () => {
    const server = await service((_req, res) =>
      sendJson(res, 200, { access_token: TOKEN, token_type: 'Bearer', scope: 'public', created_at: 1 }),
    );
    const token = await exchange(server.url);
    expect(token).toEqual({ accessToken: TOKEN, tokenType: 'bearer', scope: 'public' });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/oauth/token');
    expect(request?.url.search).toBe('');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'authorization_code',
      code: CODE,
      redirect_uri: REDIRECT,
      client_id: 'app_123',
      client_secret: SECRET,
    });
  });

  it('accepts an answer that carries only access_token, as the spec allows', async () => {
    const server = await service((_req, res) => sendJson(res, 200, { access_token: TOKEN }));
    expect(await exchange(server.url)).toEqual({ accessToken: TOKEN, tokenType: 'bearer', scope: undefined });
  });

  it('turns an OAuth error answer into OAuthError, with no secret anywhere', async () => {
    const server = await service((_req, res) =>
      sendJson(res, 400, {
        error: 'invalid_grant',
        error_description: `code ${CODE} is invalid for client secret ${SECRET}`,
      }),
    );
    const error = await rejection(exchange(server.url));
    expect(OAuthError.is(error)).toBe(true);
    expect(error).toBeInstanceOf(OAuthError);
    const oauthError = error as OAuthError;
    expect(oauthError.name).toBe('OAuthError');
    expect(oauthError.error).toBe('invalid_grant');
    expect(oauthError.status).toBe(400);
    expect(oauthError.method).toBe('POST');
    expect(oauthError.url).toBe(`${server.url}/oauth/token`);
    expect(oauthError.description).toBe('code [redacted] is invalid for client secret [redacted]');
    expect(oauthError.message).toBe(
      'POST /oauth/token was refused: invalid_grant: code [redacted] is invalid for client secret [redacted]',
    );
    expectNoSecrets(oauthError);
  });

  it('reads the error of a 401 WWW-Authenticate challenge', async () => {
    const server = await service((_req, res) => {
      res.writeHead(401, {
        'www-authenticate': 'Bearer error="invalid_client", error_description="unknown client"',
      });
      res.end();
    });
    const error = await rejection(exchange(server.url));
    expect(OAuthError.is(error)).toBe(true);
    expect((error as OAuthError).error).toBe('invalid_client');
    expect((error as OAuthError).description).toBe('unknown client');
    expect(error.status).toBe(401);
    expect(error.message).toBe('POST /oauth/token was refused: invalid_client: unknown client');
  });

  it('refuses a 307 to another origin with a RedirectError (the guard of every refused redirect)', async () => {
    const elsewhere = await service((_req, res) => sendJson(res, 200, { access_token: TOKEN }));
    const server = await service((_req, res) => {
      res.writeHead(307, { location: `${elsewhere.url}/oauth/token` });
      res.end();
    });
    const error = await rejection(exchange(server.url));
    expect(RedirectError.is(error)).toBe(true);
    expect(error.message).toBe(
      `POST /oauth/token answered 307, a redirect to ${elsewhere.url}, refused: the code and the client secret go to the token endpoint only`,
    );
    expect(elsewhere.requests).toEqual([]);
    expectNoSecrets(error);
  });

  it('stops reading an endless token answer at 64 MiB: ResponseTooLargeError', async () => {
    const server = await service((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', more);
      more();
    });
    const error = await rejection(exchange(server.url));
    expect(ResponseTooLargeError.is(error)).toBe(true);
    expect(error.message).toBe(
      'POST /oauth/token: the answer is larger than maxResponseBytes (67108864 bytes); not read further',
    );
    expectNoSecrets(error);
  }, 20_000);

  it('turns a 5xx answer into ServerError, scrubbing a body that echoes the secret', async () => {
    const server = await service((_req, res) =>
      sendJson(res, 503, { error: `down while checking ${SECRET}` }),
    );
    const error = await rejection(exchange(server.url));
    expect(ServerError.is(error)).toBe(true);
    expect(error.status).toBe(503);
    expect(error.message).toBe('POST /oauth/token answered 503: down while checking [redacted]');
    expect((error as ServerError).body).toEqual({ error: 'down while checking [redacted]' });
    expectNoSecrets(error);
  });

  it('turns a token answer oauth4webapi refuses into ResponseValidationError, hiding the token', async () => {
    const server = await service((_req, res) =>
      sendJson(res, 200, { access_token: TOKEN, token_type: 'mac' }),
    );
    const error = await rejection(exchange(server.url));
    expect(ResponseValidationError.is(error)).toBe(true);
    expect(error.status).toBe(200);
    expectNoSecrets(error);
  });

  it('turns a refused connection into ConnectionError, with no secret in its cause chain', async () => {
    const server = await startLoopback(() => undefined);
    await server.close();
    const error = await rejection(exchange(server.url));
    expect(ConnectionError.is(error)).toBe(true);
    expect(error.url).toBe(`${server.url}/oauth/token`);
    expect(everyView(error)).toContain('ECONNREFUSED');
    expectNoSecrets(error);
  });

  it('scrubs a failing injected fetch whose error repeats the request', async () => {
    const leaky: typeof fetch = async (input, init) => {
      const body = await new Request(input, init).text();
      throw new TypeError('fetch failed', { cause: new Error(`socket closed while sending ${body}`) });
    };
    const error = await rejection(exchange('https://sandbox.example.com', { fetch: leaky }));
    expect(ConnectionError.is(error)).toBe(true);
    expect(everyView(error)).toContain('client_secret=[redacted]');
    expectNoSecrets(error);
  });

  it('sends through the injected fetch, to the subdomain or the account host', async () => {
    const sent: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${request.url}`);
      return Response.json({ access_token: TOKEN, token_type: 'bearer' });
    };
    const token = { accessToken: TOKEN, tokenType: 'bearer', scope: undefined };
    expect(await exchange(undefined, { fetch: recording })).toEqual(token);
    expect(await exchange(undefined, { subdomain: 'mystudio', fetch: recording })).toEqual(token);
    expect(sent).toEqual([
      'POST https://pike13.com/oauth/token',
      'POST https://mystudio.pike13.com/oauth/token',
    ]);
  });

  it('stops when the signal is aborted, before anything is sent', async () => {
    const server = await service((_req, res) => sendJson(res, 200, { access_token: TOKEN }));
    const error = await rejection(exchange(server.url, { signal: AbortSignal.abort() }));
    expect(AbortError.is(error)).toBe(true);
    expect(server.requests).toEqual([]);
  });

  it('turns a timeout of the signal into TimeoutError', async () => {
    // The 50 ms timeout starts once the request has arrived (on a loaded machine, a timeout started at the
    // call could end before the request is sent); the caller's signal ends with the timeout's own reason.
    const caller = new AbortController();
    const server = await service(() => {
      const timeout = AbortSignal.timeout(50);
      timeout.addEventListener('abort', () => caller.abort(timeout.reason));
      return new Promise((resolve) => setTimeout(resolve, 300));
    });
    const error = await rejection(exchange(server.url, { signal: caller.signal }));
    expect(TimeoutError.is(error)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['clientId', { clientId: '' }],
    ['clientSecret', { clientSecret: '' }],
    ['clientSecret', { clientSecret: undefined as unknown as string }],
    ['code', { code: '  ' }],
    ['redirectUri', { redirectUri: 'callback' }],
    ['subdomain', { baseUrl: undefined, subdomain: '-bad-' }],
  ])('refuses a bad %s before any request', async (param, extra) => {
    const server = await service((_req, res) => sendJson(res, 200, { access_token: TOKEN }));
    const error = await rejection(exchange(server.url, extra));
    expect(InputError.is(error)).toBe(true);
    expect((error as InputError).param).toBe(param);
    expect(server.requests).toEqual([]);
  });

  it('refuses plain http on a host that is not loopback, before any request', async () => {
    const calls: string[] = [];
    const recording: typeof fetch = async (url) => {
      calls.push(String(url));
      return Response.json({});
    };
    const error = await rejection(exchange('http://sandbox.example.com', { fetch: recording }));
    expect(InputError.is(error)).toBe(true);
    expect((error as InputError).param).toBe('baseUrl');
    expect(calls).toEqual([]);
  });
});

describe('exchangeCode and redirects', () => {
  const REFUSED = 'refused: the code and the client secret go to the token endpoint only';

  /** A token endpoint answering `status` with `location`, and another origin that would hand out a token. */
  async function redirecting(status: number, location: (elsewhere: string) => string | undefined) {
    const elsewhere = await service((_req, res) => sendJson(res, 200, { access_token: TOKEN }));
    const token = await service((_req, res) => {
      const target = location(elsewhere.url);
      res.writeHead(status, target === undefined ? {} : { location: target });
      res.end(`<a href="${target}">moved</a>`);
    });
    return { token, elsewhere };
  }

  it.each([307, 302, 301, 303, 308])(
    'refuses a %d to another origin: nothing is sent there, the error names only status and origin',
    async (status) => {
      const { token, elsewhere } = await redirecting(
        status,
        (other) => `${other}/oauth/token?code=${CODE}&client_secret=${SECRET}&next=/home`,
      );
      const error = await rejection(exchange(token.url));
      expect(elsewhere.requests).toEqual([]);
      expect(token.requests).toHaveLength(1);
      expect(OAuthRedirectError.is(error)).toBe(true);
      expect(error.message).toBe(
        `POST /oauth/token answered ${status}, a redirect to ${elsewhere.url}, ${REFUSED}`,
      );
      expect(error).toMatchObject({
        status,
        method: 'POST',
        url: `${token.url}/oauth/token`,
      });
      expect((error as OAuthRedirectError).location).toBe(elsewhere.url);
      expect(everyView(error)).not.toContain('next=');
      expectNoSecrets(error);
    },
  );

  it('refuses a redirect to the same origin too, sending nothing twice', async () => {
    const { token } = await redirecting(307, () => '/oauth/token/v2');
    const error = await rejection(exchange(token.url));
    expect(token.requests.map((request) => request.url.pathname)).toEqual(['/oauth/token']);
    expect(error.message).toBe(`POST /oauth/token answered 307, a redirect to ${token.url}, ${REFUSED}`);
  });

  it('refuses a 3xx without a usable Location, and cuts an overlong origin', async () => {
    const { token } = await redirecting(302, () => undefined);
    const missing = await rejection(exchange(token.url));
    expect(missing.message).toBe(
      `POST /oauth/token answered 302, a redirect without a usable Location, ${REFUSED}`,
    );
    expect((missing as OAuthRedirectError).location).toBeUndefined();
    const long = await redirecting(
      302,
      () => `https://${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example/`,
    );
    const cut = await rejection(exchange(long.token.url));
    expect((cut as OAuthRedirectError).location).toHaveLength(200);
  });

  it("refuses a browser's opaque redirect (status 0), asking fetch not to follow", async () => {
    class OpaqueRedirect extends Response {
      override get type(): ResponseType {
        return 'opaqueredirect';
      }
      override get status() {
        return 0;
      }
    }
    const asked: (RequestRedirect | undefined)[] = [];
    const browserLike: typeof fetch = async (_input, init) => {
      asked.push(init?.redirect);
      return new OpaqueRedirect(null);
    };
    const error = await rejection(exchange('https://sandbox.example.com', { fetch: browserLike }));
    expect(asked).toEqual(['manual']);
    expect(OAuthRedirectError.is(error)).toBe(true);
    expect(error.status).toBe(0);
    expect((error as OAuthRedirectError).location).toBeUndefined();
    expect(error.message).toBe(
      `POST /oauth/token answered with a redirect the browser hides (status 0), ${REFUSED}`,
    );
  });

  it('refuses the token of a given fetch that followed the redirect anyway', async () => {
    const { token, elsewhere } = await redirecting(307, (other) => `${other}/oauth/token`);
    const following: typeof fetch = (input, init) => fetch(input, { ...init, redirect: 'follow' });
    const error = await rejection(exchange(token.url, { fetch: following }));
    expect(OAuthRedirectError.is(error)).toBe(true);
    expect(error.message).toBe(
      `POST /oauth/token was redirected to ${elsewhere.url} by the given fetch (status 200), ${REFUSED}`,
    );
    expectNoSecrets(error);
  });
});
