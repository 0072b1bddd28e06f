import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../src/core/endpoint.ts';
import { HttpCore } from '../../src/core/http.ts';
import { retryDelay } from '../../src/core/retry.ts';
import {
  AbortError,
  ConnectionError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '../../src/index.ts';
import { startLoopback } from '../support/loopback.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const URL_ = 'https://studio.pike13.com/api/v2/desk/things';
const get = endpoint({ method: 'GET', effect: 'read', path: '/api/v2/desk/things', returns: 'body' });
const put = endpoint({
  method: 'PUT',
  effect: 'write',
  idempotent: true,
  path: '/api/v2/desk/things',
  returns: 'body',
});
const body = z.looseObject({});
const post = endpoint({
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path: '/api/v2/desk/things',
  body,
  returns: 'body',
});
const query = endpoint({
  method: 'POST',
  effect: 'read',
  path: '/api/v2/desk/things',
  body,
  returns: 'body',
});
const core = (options = {}) =>
  new HttpCore({ subdomain: 'studio', accessToken: 'tok_retry', rateLimit: false, ...options });
const unavailable = () => json({ error: 'busy' }, { status: 503 });
const ok = () => json({ ok: true });

describe('retries of transient failures', () => {
  it.each([
    ['GET', get],
    ['PUT', put],
  ])('retries %s after 5xx and 408, then resolves', async (method, ep) => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    service.reply(method, URL_, unavailable(), json({}, { status: 408 }), ok());
    await expect(core().call(ep, {})).resolves.toEqual({ ok: true });
    expect(service.requests).toHaveLength(3);
  });

  it('gives up after maxRetries with the last error', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    service.reply('GET', URL_, unavailable());
    await expect(core({ maxRetries: 2 }).call(get, {})).rejects.toSatisfy((e) => ServerError.is(e));
    expect(service.requests).toHaveLength(3);
  });

  it('takes maxRetries per call', async () => {
    service.reply('GET', URL_, unavailable());
    await expect(core().call(get, {}, { maxRetries: 0 })).rejects.toSatisfy((e) => ServerError.is(e));
    expect(service.requests).toHaveLength(1);
  });

  it('never re-sends a plain POST', async () => {
    service.reply('POST', URL_, unavailable(), ok());
    await expect(core().call(post, { body: { a: 1 } })).rejects.toSatisfy((e) => ServerError.is(e));
    expect(service.requests).toHaveLength(1);
  });

  it('re-sends a POST carrying an idempotency token, with the same body', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    service.reply('POST', URL_, unavailable(), ok());
    await core().call(post, { body: { idempotency_token: 'k-1', a: 1 } });
    expect(service.requests.map((r) => r.body)).toEqual([
      '{"idempotency_token":"k-1","a":1}',
      '{"idempotency_token":"k-1","a":1}',
    ]);
  });

  it('re-sends a POST declared a read (a query)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    service.reply('POST', URL_, unavailable(), ok());
    await expect(core().call(query, { body: {} })).resolves.toEqual({ ok: true });
    expect(service.requests).toHaveLength(2);
  });

  it.each([
    ['GET', 'write'],
    ['PUT', 'write'],
    ['PATCH', 'write'],
    ['DELETE', 'destructive'],
    ['POST', 'destructive'],
  ] as const)(
    'never re-sends a %s declared a non-idempotent %s once it may have reached the service',
    async (method, effect) => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const change = endpoint({
        method,
        effect,
        idempotent: false,
        path: '/api/v2/desk/things',
        returns: 'body',
      });
      service.reply(method, URL_, unavailable(), ok());
      await expect(core().call(change, {})).rejects.toSatisfy((e) => ServerError.is(e));
      service.reply(method, URL_, () => HttpResponse.error(), ok());
      await expect(core().call(change, {})).rejects.toSatisfy((e) => ConnectionError.is(e));
      expect(service.requests.map((request) => request.method)).toEqual([method, method]);
    },
  );

  it.each([
    ['GET', 'write'],
    ['PATCH', 'write'],
    ['DELETE', 'destructive'],
  ] as const)('re-sends a %s declared an idempotent %s', async (method, effect) => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const change = endpoint({
      method,
      effect,
      idempotent: true,
      path: '/api/v2/desk/things',
      returns: 'body',
    });
    service.reply(method, URL_, unavailable(), ok());
    await expect(core().call(change, {})).resolves.toEqual({ ok: true });
    expect(service.requests).toHaveLength(2);
  });

  it('never re-sends a changing POST declared idempotent unless its body carries an idempotency token', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const voids = endpoint({
      method: 'POST',
      effect: 'destructive',
      idempotent: true,
      path: '/api/v2/desk/things',
      returns: 'body',
    });
    service.reply('POST', URL_, unavailable(), ok());
    await expect(core().call(voids, {})).rejects.toSatisfy((e) => ServerError.is(e));
    expect(service.requests).toHaveLength(1);
  });

  it('does not retry a 422', async () => {
    service.reply('PUT', URL_, json({ errors: ['bad'] }, { status: 422 }), ok());
    await expect(core().call(put, {})).rejects.toSatisfy((e) => ValidationError.is(e));
    expect(service.requests).toHaveLength(1);
  });
});

describe('backoff', () => {
  it('is exponential with full jitter, capped', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    const error = new ServerError('x', [], undefined, { status: 500 });
    expect([1, 2, 3, 4, 5, 6].map((n) => Math.round(retryDelay(error, n, 60_000) as number))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000,
    ]);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(retryDelay(error, 3, 60_000)).toBe(0);
  });
});

describe('429', () => {
  const limited = (resetInSeconds: number) =>
    json(
      { error: 'Too many requests' },
      {
        status: 429,
        headers: {
          'RateLimit-Limit': '180',
          'RateLimit-Remaining': '0',
          'RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + resetInSeconds),
        },
      },
    );

  it('waits until RateLimit-Reset, never earlier, then retries', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 1;
    service.reply(
      'GET',
      URL_,
      json({}, { status: 429, headers: { 'RateLimit-Reset': String(reset), 'RateLimit-Remaining': '0' } }),
      ok(),
    );
    await expect(core().call(get, {})).resolves.toEqual({ ok: true });
    expect(service.requests).toHaveLength(2);
    expect(service.requests[1]?.at).toBeGreaterThanOrEqual(reset * 1000);
  });

  it('throws the RateLimitError when the reset is further than maxRetryWait', async () => {
    service.reply('GET', URL_, limited(120), ok());
    const error = await core({ maxRetryWait: 5_000 })
      .call(get, {})
      .then(undefined, (e: unknown) => e);
    expect(RateLimitError.is(error)).toBe(true);
    expect(error).toMatchObject({ limit: 180, remaining: 0 });
    expect(service.requests).toHaveLength(1);
  });

  it('is not re-sent for a plain POST', async () => {
    service.reply('POST', URL_, limited(1), ok());
    await expect(core().call(post, { body: {} })).rejects.toSatisfy((e) => RateLimitError.is(e));
    expect(service.requests).toHaveLength(1);
  });
});

describe('transport failures', () => {
  it('retries a refused connection, then throws ConnectionError', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const server = await startLoopback(() => {});
    await server.close();
    const client = new HttpCore({ baseUrl: server.url, accessToken: 'tok', rateLimit: false, maxRetries: 2 });
    const error = await client.call(get, {}).then(undefined, (e: unknown) => e);
    expect(ConnectionError.is(error)).toBe(true);
    expect(error).toMatchObject({ method: 'GET', url: `${server.url}/api/v2/desk/things` });
  });

  it('throws TimeoutError when the answer is slower than timeout', async () => {
    const server = await startLoopback((_req, res) => {
      setTimeout(() => res.end('{}'), 500);
    });
    try {
      const client = new HttpCore({
        baseUrl: server.url,
        accessToken: 'tok',
        rateLimit: false,
        maxRetries: 0,
      });
      await expect(client.call(get, {}, { timeout: 50 })).rejects.toSatisfy((e) => TimeoutError.is(e));
    } finally {
      await server.close();
    }
  });

  it('throws AbortError when the signal aborts, and does not retry', async () => {
    service.reply('GET', URL_, async () => {
      await new Promise((r) => setTimeout(r, 200));
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const call = core().call(get, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toSatisfy((e) => AbortError.is(e));
    expect(service.requests).toHaveLength(1);
  });

  it('stops waiting between retries when the signal aborts', async () => {
    service.reply('GET', URL_, unavailable());
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const controller = new AbortController();
    const call = core().call(get, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(call).rejects.toSatisfy((e) => AbortError.is(e));
    expect(service.requests).toHaveLength(1);
  });
});
