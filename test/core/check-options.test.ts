import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const BASE = 'https://studio.pike13.com';

/** Options as a careless plain-JavaScript caller writes them, past the types. */
const untyped = (options: Record<string, unknown>) => options as never;

function refusal(make: () => unknown): InputError {
  try {
    make();
  } catch (error) {
    if (InputError.is(error)) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('the client options', () => {
  it.each([
    [
      { subdomain: 'studio', acessToken: 'tok_abcdef' },
      'acessToken is not an option (subdomain, baseUrl, accessToken, clientId, locale, maxRetries, maxRetryWait, timeout, rateLimit, maxResponseBytes, validate, fetch, logger, hooks, appInfo)',
      'acessToken',
    ],
    [
      { subdomain: 'studio', timeout: 'abc' },
      'timeout must be a whole number from 1 to 2147483647, not "abc"',
      'timeout',
    ],
    [
      { subdomain: 'studio', timeout: 2 ** 31 },
      'timeout must be a whole number from 1 to 2147483647, not 2147483648',
      'timeout',
    ],
    [
      { subdomain: 'studio', maxRetries: -1 },
      'maxRetries must be a whole number from 0 to 100, not -1',
      'maxRetries',
    ],
    [
      { subdomain: 'studio', maxRetryWait: Number.NaN },
      'maxRetryWait must be a whole number from 0 to 2147483647, not NaN',
      'maxRetryWait',
    ],
    [{ subdomain: 'studio', accessToken: 42 }, 'accessToken must be a string, not number', 'accessToken'],
    [{ subdomain: 'studio', validate: 'no' }, 'validate must be a boolean, not "no"', 'validate'],
    [{ subdomain: 'studio', fetch: {} }, 'fetch must be a function, not an object', 'fetch'],
    [{ subdomain: 'studio', logger: null }, 'logger must be an object, not null', 'logger'],
  ])('refuses %o when the client is made', (options, message, param) => {
    const error = refusal(() => new Pike13(untyped(options)));
    expect(error.message).toBe(message);
    expect(error.param).toBe(param);
  });

  it('refuses options that are not an object', () => {
    expect(refusal(() => new Pike13(untyped(null as never))).message).toBe(
      'the client options must be an object, not null',
    );
  });

  it('never shows a token given where another option belongs', () => {
    const error = refusal(
      () => new Pike13(untyped({ subdomain: 'studio', accessToken: ['tok_secret_1234'] })),
    );
    expect(error.message).toBe('accessToken must be a string, not object');
  });

  it('takes every documented option', () => {
    expect(
      () =>
        new Pike13({
          subdomain: 'studio',
          accessToken: 'tok_abcdef',
          clientId: 'app',
          locale: 'fr',
          maxRetries: 0,
          maxRetryWait: 0,
          timeout: 1_000,
          rateLimit: false,
          maxResponseBytes: false,
          validate: false,
          fetch: globalThis.fetch,
          logger: console,
          hooks: {},
          appInfo: { name: 'app', version: '1.0.0' },
        }),
    ).not.toThrow();
  });
});

describe("a call's options", () => {
  const pike13 = new Pike13({ subdomain: 'studio', accessToken: 'tok_abcdef' });

  it.each([
    [
      { signa: AbortSignal.timeout(1_000) },
      'GET /api/v2/desk/people/:id: signa is not an option (signal, timeout, maxRetries, maxResponseBytes, locale, headers, extraQuery, extraBody)',
    ],
    [
      { timeout: -5 },
      'GET /api/v2/desk/people/:id: timeout must be a whole number from 1 to 2147483647, not -5',
    ],
    [{ signal: {} }, 'GET /api/v2/desk/people/:id: signal must be an AbortSignal'],
    [
      { query: { a: 1 } },
      'GET /api/v2/desk/people/:id: query is not an option (signal, timeout, maxRetries, maxResponseBytes, locale, headers, extraQuery, extraBody)',
    ],
  ])('refuses %o before anything is sent', async (options, message) => {
    await expect(pike13.desk.people.get(7, untyped(options))).rejects.toThrow(message);
    expect(service.requests).toEqual([]);
  });

  it('refuses options of a call that are not an object, before anything is sent', async () => {
    await expect(pike13.desk.people.get(7, untyped(null as never))).rejects.toThrow(
      'GET /api/v2/desk/people/:id: its options must be an object, not null',
    );
    await expect(pike13.desk.people.list({}, untyped('fast' as never))).rejects.toSatisfy((e) =>
      InputError.is(e),
    );
    expect(service.requests).toEqual([]);
  });

  it('takes the options of a raw request, and refuses an unknown one', async () => {
    service.reply('GET', `${BASE}/api/v2/desk/custom`, json({ ok: true }));
    await expect(
      pike13.request('GET', '/api/v2/desk/custom', { query: { a: 1 }, timeout: 1_000 }),
    ).resolves.toEqual({
      ok: true,
    });
    await expect(pike13.request('GET', '/api/v2/desk/custom', untyped({ qeury: { a: 1 } }))).rejects.toThrow(
      'request(): qeury is not an option (signal, timeout, maxRetries, maxResponseBytes, locale, headers, query, body, schema, idempotent)',
    );
    expect(service.requests.map((request) => request.url.href)).toEqual([`${BASE}/api/v2/desk/custom?a=1`]);
  });
});
