import { inspect } from 'node:util';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactError, redactSecrets, redactUrl, safeCause } from '../../src/core/redact.ts';
import {
  AuthenticationError,
  ConnectionError,
  Pike13,
  type Pike13Error,
  ResponseValidationError,
  ValidationError,
} from '../../src/index.ts';
import { webhookTarget } from '../../src/webhooks/index.ts';
import { sendJson, startLoopback } from '../support/loopback.ts';
import { json, mockService } from '../support/msw.ts';

const CALL_TOKEN = 'OTHER_SECRET_TOKEN_999';

/** Every view of an error a log or a bug report could show, its whole cause chain included. */
function everyView(error: Error): string {
  const views = [
    String(error),
    error.message,
    error.stack,
    JSON.stringify(error),
    inspect(error, { depth: 20 }),
  ];
  for (let cause = error.cause; cause !== undefined; cause = (cause as Error).cause) {
    views.push(String(cause), (cause as Error).stack, inspect(cause, { depth: 20 }));
  }
  return views.join('\n');
}

describe('a token passed in the headers of one call', () => {
  let server: Awaited<ReturnType<typeof startLoopback>>;
  beforeAll(async () => {
    server = await startLoopback((request, res) =>
      sendJson(res, 401, { error: `invalid token ${String(request.headers.authorization).slice(7)}` }),
    );
  });
  afterAll(() => server.close());

  const client = (options: ConstructorParameters<typeof Pike13>[0] = {}) =>
    new Pike13({
      baseUrl: server.url,
      accessToken: 'tok_client_own_1',
      rateLimit: false,
      maxRetries: 0,
      ...options,
    });
  const headers = { authorization: `Bearer ${CALL_TOKEN}` };

  it("is redacted like the client's own: message, body, messages, url", async () => {
    const error = (await client()
      .desk.people.get(1, { headers, extraQuery: { proxy_auth: CALL_TOKEN } })
      .catch((e: unknown) => e)) as AuthenticationError;
    expect(AuthenticationError.is(error)).toBe(true);
    expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${CALL_TOKEN}`);
    expect(error.message).toBe('GET /api/v2/desk/people/1 answered 401: invalid token [redacted]');
    expect([error.body, error.messages]).toEqual([
      { error: 'invalid token [redacted]' },
      ['invalid token [redacted]'],
    ]);
    expect(error.url).toBe(`${server.url}/api/v2/desk/people/1?proxy_auth=[redacted]`);
    expect(everyView(error)).not.toContain(CALL_TOKEN);
  });

  it('is redacted from the cause of a request that got no answer', async () => {
    const failing: typeof fetch = async (_input, init) => {
      throw new TypeError(`socket closed while sending ${new Headers(init?.headers).get('authorization')}`);
    };
    const error = (await client({ fetch: failing })
      .desk.people.get(1, { headers })
      .catch((e: unknown) => e)) as Pike13Error;
    expect(ConnectionError.is(error)).toBe(true);
    expect(error.message).toBe(
      'GET /api/v2/desk/people/:id could not reach the service: socket closed while sending Bearer [redacted]',
    );
    expect((error.cause as Error).message).toBe('socket closed while sending Bearer [redacted]');
    expect(everyView(error)).not.toContain(CALL_TOKEN);
  });

  it('makes a ConnectionError of a fetch that rejects with an object whose message is not text', async () => {
    const failing: typeof fetch = () => Promise.reject({ message: 42, token: CALL_TOKEN });
    const error = (await client({ fetch: failing })
      .desk.people.get(1, { headers })
      .catch((e: unknown) => e)) as Pike13Error;
    expect(ConnectionError.is(error)).toBe(true);
    expect(error.message).toBe('GET /api/v2/desk/people/:id could not reach the service: [object Object]');
    expect(everyView(error)).not.toContain(CALL_TOKEN);
  });
});

describe('secret params, however they are written', () => {
  it.each([
    ['webhook%5Fsecret=s3cr3t-value', 'webhook%5Fsecret=[redacted]'],
    ['access%5Ftoken=s3cr3t-value&page=2', 'access%5Ftoken=[redacted]&page=2'],
    ['client%5fsecret=s3cr3t-value', 'client%5fsecret=[redacted]'],
    ['CLIENT_SECRET=s3cr3t-value', 'CLIENT_SECRET=[redacted]'],
    ['Access%5FToken%3Ds3cr3t-value', 'Access%5FToken%3D[redacted]'],
    ['%61ccess_token=s3cr3t-value', '%61ccess_token=[redacted]'],
    [
      'target=https%3A%2F%2Fh.example%2Fhook%3Fwebhook_secret%3Ds3cr3t-value',
      'target=https%3A%2F%2Fh.example%2Fhook%3Fwebhook_secret%3D[redacted]',
    ],
    ['a=1%26webhook%5Fsecret%3Ds3cr3t-value', 'a=1%26webhook%5Fsecret%3D[redacted]'],
  ])('%s', (text, redacted) => {
    expect(redactSecrets(`see https://x.example/p?${text}`, [])).toBe(`see https://x.example/p?${redacted}`);
    expect(redactUrl(`https://x.example/p?${text}`)).toBe(`https://x.example/p?${redacted}`);
  });

  it('leaves params that only end like a secret one', () => {
    const text = 'https://x.example/p?my_token=kept&my%5Ftoken=kept&tokens=kept';
    expect(redactSecrets(text, [])).toBe(text);
  });
});

const service = mockService();
const TOKEN = 'tok_desk_0123456789';
const SECRET = 'whsec_0123456789abcdef';
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: TOKEN, rateLimit: false });

describe('the webhook target secret', () => {
  it('is in no part of an error whose answer echoes the target, raw or encoded', async () => {
    const target = webhookTarget('https://hooks.example.com/pike13', SECRET);
    const echoed = {
      errors: [
        {
          title: 'is invalid',
          detail: `target ${target} is unreachable`,
          source: { pointer: '/data/attributes/target' },
        },
      ],
      data: { attributes: { target, encoded: encodeURIComponent(target), plain: `secret ${SECRET}` } },
    };
    service.reply('POST', 'https://mybiz.pike13.com/api/v3/webhooks', json(echoed, { status: 422 }));
    const error = await pike13.webhooks.create({ topic: 'person.created', target }).catch((e: unknown) => e);
    expect(ValidationError.is(error)).toBe(true);
    expect((error as ValidationError).messages).toEqual([
      '/data/attributes/target: target https://hooks.example.com/pike13?webhook_secret=[redacted] is unreachable',
    ]);
    expect((error as ValidationError).body).toMatchObject({
      data: { attributes: { plain: 'secret [redacted]' } },
    });
    expect(everyView(error as Error)).not.toContain(SECRET);
    expect(everyView(error as Error)).not.toContain(TOKEN);
  });
});

describe('answers', () => {
  it('a next link that is not a URL becomes a ResponseValidationError without the link', async () => {
    const next = `http://[::1/api/v2/desk/people?page=2&access_token=${TOKEN}`;
    service.reply(
      'GET',
      'https://mybiz.pike13.com/api/v2/desk/people',
      json({ people: [], total_count: 9, next }),
    );
    const error = await pike13.desk.people.list().catch((e: unknown) => e);
    expect(ResponseValidationError.is(error)).toBe(true);
    expect(error).toMatchObject({
      message: 'GET /api/v2/desk/people: the next link of page 1 is not a URL',
      method: 'GET',
      url: 'https://mybiz.pike13.com/api/v2/desk/people?page=1',
    });
    expect(everyView(error as Error)).not.toContain(TOKEN);
  });

  it('an empty 200 answer is a ResponseValidationError carrying method, URL and status', async () => {
    service.reply('GET', 'https://mybiz.pike13.com/api/v2/desk/people/7', new Response('', { status: 200 }));
    const error = await pike13.desk.people.get(7).catch((e: unknown) => e);
    expect(ResponseValidationError.is(error)).toBe(true);
    expect(error).toMatchObject({
      message: 'GET /api/v2/desk/people/:id: the answer has no people',
      method: 'GET',
      url: 'https://mybiz.pike13.com/api/v2/desk/people/7',
      status: 200,
    });
  });

  it('a token the service echoes in an error body is redacted there', async () => {
    const body = { error: `token ${TOKEN} is revoked`, request: { url: `/x?access_token=${TOKEN}` } };
    service.reply('GET', 'https://mybiz.pike13.com/api/v2/desk/people/7', json(body, { status: 401 }));
    const error = await pike13.desk.people.get(7).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, messages: ['token [redacted] is revoked'] });
    expect(everyView(error as Error)).not.toContain(TOKEN);
  });
});

describe('the cause of an error made in another realm (a vm context, a test runner)', () => {
  it('keeps its name, code and cause chain, with the secrets removed', () => {
    const foreign = runInNewContext(`
      const inner = new TypeError('socket closed for tok_SECRET');
      const outer = new Error('fetch failed with tok_SECRET', { cause: Object.assign(inner, { code: 'ECONNRESET' }) });
      outer;
    `) as Error;
    expect(foreign instanceof Error).toBe(false);
    const copy = safeCause(foreign, ['tok_SECRET']) as Error & { cause: Error & { code: string } };
    expect(copy.message).toBe('fetch failed with [redacted]');
    expect(copy.cause.name).toBe('TypeError');
    expect(copy.cause.code).toBe('ECONNRESET');
    expect(copy.cause.message).toBe('socket closed for [redacted]');
    expect(inspect(copy, { depth: 5 })).not.toContain('tok_SECRET');
  });

  it('is redacted when thrown itself, its name included, as an error of this realm is', () => {
    const foreign = runInNewContext(`
      const error = new Error('card tok_SECRET declined', { cause: new Error('gateway saw tok_SECRET') });
      error.name = 'GatewayError tok_SECRET';
      error;
    `) as Error;
    const redacted = redactError(foreign, ['tok_SECRET']);
    expect(redacted).toBe(foreign);
    expect(redacted.message).toBe('card [redacted] declined');
    expect((redacted.cause as Error).message).toBe('gateway saw [redacted]');
    expect(redacted.name).toBe('GatewayError [redacted]');
    expect(inspect(redacted, { depth: 5 })).not.toContain('tok_SECRET');
  });
});
