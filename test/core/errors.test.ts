import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../src/core/endpoint.ts';
import { HttpCore } from '../../src/core/http.ts';
import {
  ApiError,
  AuthenticationError,
  isPike13Error,
  NotFoundError,
  PermissionError,
  Pike13Error,
  RateLimitError,
  ServerError,
  ValidationError,
} from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const TOKEN = 'tok_secret_123456';
const URL_ = 'https://studio.pike13.com/api/v2/desk/things/1';
const getThing = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/things/:id',
  returns: 'body',
});
const core = () => new HttpCore({ subdomain: 'studio', accessToken: TOKEN, maxRetries: 0, rateLimit: false });

async function failure(status: number, body: unknown, headers: Record<string, string> = {}) {
  service.reply('GET', URL_, json(body, { status, headers }));
  return core()
    .call(getThing, { path: { id: 1 } })
    .then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => error as ApiError,
    );
}

describe('status errors', () => {
  it.each([
    [401, AuthenticationError],
    [403, PermissionError],
    [404, NotFoundError],
    [422, ValidationError],
    [500, ServerError],
    [503, ServerError],
    [409, ApiError],
  ])('%i becomes %o with method, URL and status', async (status, ErrorClass) => {
    const error = await failure(status, { error: 'nope' });
    expect(error).toBeInstanceOf(ErrorClass);
    expect(ErrorClass.is(error)).toBe(true);
    expect(error).toMatchObject({ method: 'GET', url: URL_, status, messages: ['nope'] });
    expect(error.message).toBe(`GET /api/v2/desk/things/1 answered ${status}: nope`);
  });

  it('tells the app to authenticate again on 401 without a message', async () => {
    const error = await failure(401, undefined);
    expect(error.message).toMatch(/authenticate the user again/);
  });

  it('collects 422 messages from a Rails-style errors object', async () => {
    const error = await failure(422, {
      errors: { base: ['Client has open invoices'], email: ['is invalid'] },
    });
    expect(error.messages).toEqual(['Client has open invoices', 'email is invalid']);
  });

  it('collects 422 messages from a list of strings', async () => {
    const error = await failure(422, { errors: ['End date cannot be in the past'] });
    expect(error.messages).toEqual(['End date cannot be in the past']);
  });

  it('collects JSON:API error objects with their source', async () => {
    const error = await failure(422, {
      errors: [{ title: 'Invalid', detail: 'must be https', source: { pointer: '/data/attributes/target' } }],
    });
    expect(error.messages).toEqual(['/data/attributes/target: must be https']);
  });

  it('keeps a plain-text error body as the message', async () => {
    service.reply('GET', URL_, new HttpResponse('Internal trouble', { status: 500 }));
    const error = await core()
      .call(getThing, { path: { id: 1 } })
      .then(
        () => expect.unreachable('the call should fail'),
        (e: unknown) => e as ApiError,
      );
    expect(error.messages).toEqual(['Internal trouble']);
  });

  it('gives limit, remaining and reset on a 429', async () => {
    const reset = Math.floor(Date.now() / 1000) + 3600;
    const error = (await failure(
      429,
      {},
      {
        'RateLimit-Limit': '180',
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': String(reset),
      },
    )) as RateLimitError;
    expect(RateLimitError.is(error)).toBe(true);
    expect(error).toMatchObject({ limit: 180, remaining: 0, status: 429 });
    expect(error.reset?.getTime()).toBe(reset * 1000);
  });
});

describe('secrets', () => {
  it('never shows the token, even when the service echoes it', async () => {
    const error = await failure(401, { error: `token ${TOKEN} is revoked` });
    expect(error.message).not.toContain(TOKEN);
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect(String(error)).not.toContain(TOKEN);
  });

  it('removes access_token from URLs it shows', () => {
    const error = new Pike13Error('x', { url: 'https://studio.pike13.com/api?access_token=abc123&page=2' });
    expect(error.url).toBe('https://studio.pike13.com/api?access_token=[redacted]&page=2');
  });
});

describe('guards', () => {
  it('recognise errors from another copy of the package', async () => {
    vi.resetModules();
    // A query string makes the module loader evaluate a second, independent copy of the module.
    const copyUrl = '../../src/core/errors.ts?copy';
    const copy: typeof import('../../src/core/errors.ts') = await import(/* @vite-ignore */ copyUrl);
    const foreign = new copy.NotFoundError('gone', [], undefined, { status: 404 });
    expect(foreign).not.toBeInstanceOf(NotFoundError);
    expect(NotFoundError.is(foreign)).toBe(true);
    expect(ApiError.is(foreign)).toBe(true);
    expect(isPike13Error(foreign)).toBe(true);
    expect(ValidationError.is(foreign)).toBe(false);
  });

  it('reject values that are not SDK errors', () => {
    expect(isPike13Error(new Error('x'))).toBe(false);
    expect(isPike13Error(null)).toBe(false);
    expect(Pike13Error.is({ name: 'NotFoundError' })).toBe(false);
  });
});
