import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../src/core/endpoint.ts';
import { HttpCore } from '../../src/core/http.ts';
import { WindowLimiter } from '../../src/core/limiter.ts';
import { AbortError } from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

describe('WindowLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives free slots synchronously, with no promise', () => {
    const limiter = new WindowLimiter(3, 1_000);
    expect([limiter.acquire(), limiter.acquire(), limiter.acquire()]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('makes the caller beyond the limit wait until the oldest slot leaves the window', async () => {
    const limiter = new WindowLimiter(2, 1_000);
    limiter.acquire();
    vi.advanceTimersByTime(400);
    limiter.acquire();
    const granted = vi.fn();
    limiter.acquire()?.then(granted);
    await vi.advanceTimersByTimeAsync(599);
    expect(granted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toHaveBeenCalledOnce();
  });

  it('serves waiters in order', async () => {
    const limiter = new WindowLimiter(1, 100);
    limiter.acquire();
    const order: number[] = [];
    const waits = [1, 2, 3].map((n) => limiter.acquire()?.then(() => order.push(n)));
    await vi.advanceTimersByTimeAsync(300);
    await Promise.all(waits);
    expect(order).toEqual([1, 2, 3]);
  });

  it('never grants more than the limit in any window', async () => {
    const limiter = new WindowLimiter(5, 1_000);
    const grants: number[] = [];
    const all = Array.from({ length: 23 }, () =>
      Promise.resolve(limiter.acquire()).then(() => grants.push(Date.now())),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(all);
    for (const t of grants)
      expect(grants.filter((u) => u >= t && u < t + 1_000).length).toBeLessThanOrEqual(5);
    expect(grants.at(-1)).toBe(1_000_000 + 4_000);
  });

  it('hands out nothing while paused, for every caller', async () => {
    const limiter = new WindowLimiter(100, 1_000);
    limiter.pauseUntil(Date.now() + 5_000);
    const granted = vi.fn();
    limiter.acquire()?.then(granted);
    limiter.acquire()?.then(granted);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(granted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toHaveBeenCalledTimes(2);
  });

  it('drops a waiter whose signal aborts, with AbortError', async () => {
    const limiter = new WindowLimiter(1, 1_000);
    limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    const next = vi.fn();
    limiter.acquire()?.then(next);
    controller.abort();
    await expect(waiting).rejects.toSatisfy((e) => AbortError.is(e));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(next).toHaveBeenCalledOnce();
  });
});

describe('limits in the client', () => {
  const service = mockService();
  const URL_ = 'https://studio.pike13.com/api/v2/desk/things';
  const get = endpoint({ method: 'GET', path: '/api/v2/desk/things', returns: 'body' });

  it('shares one limiter between clients of the same token', async () => {
    service.reply('GET', URL_, json({}));
    const options = {
      subdomain: 'studio',
      accessToken: 'tok_shared',
      rateLimit: { perToken: 2, windowMs: 60_000 },
    };
    const a = new HttpCore(options);
    const b = new HttpCore(options);
    await a.call(get);
    await b.call(get);
    const controller = new AbortController();
    const third = a.call(get, {}, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 30));
    expect(service.requests).toHaveLength(2);
    controller.abort();
    await expect(third).rejects.toSatisfy((e) => AbortError.is(e));
  });

  it('keeps separate limits for separate tokens', async () => {
    service.reply('GET', URL_, json({}));
    const limits = { perToken: 1, windowMs: 60_000 };
    await new HttpCore({ subdomain: 'studio', accessToken: 'tok_one', rateLimit: limits }).call(get);
    await new HttpCore({ subdomain: 'studio', accessToken: 'tok_two', rateLimit: limits }).call(get);
    expect(service.requests).toHaveLength(2);
  });

  it('sends without waiting when rateLimit is false', async () => {
    service.reply('GET', URL_, json({}));
    const core = new HttpCore({ subdomain: 'studio', accessToken: 'tok_free', rateLimit: false });
    await Promise.all(Array.from({ length: 400 }, () => core.call(get)));
    expect(service.requests).toHaveLength(400);
  });

  it('pauses every caller of the token until the reset when RateLimit-Remaining is 0', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 1;
    service.reply(
      'GET',
      URL_,
      json({}, { headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': String(reset) } }),
      json({}),
    );
    const options = { subdomain: 'studio', accessToken: 'tok_pause', rateLimit: { perToken: 100 } };
    await new HttpCore(options).call(get);
    await new HttpCore(options).call(get);
    expect(service.requests).toHaveLength(2);
    expect(service.requests[1]?.at).toBeGreaterThanOrEqual(reset * 1000);
  });
});

describe('calls without a token', () => {
  const service = mockService();
  const URL_ = 'https://studio.pike13.com/api/v2/front/things';
  const publicList = endpoint({ method: 'GET', path: '/api/v2/front/things', returns: 'body', public: true });

  it('share the anonymous limit of the host and carry client_id', async () => {
    service.reply('GET', URL_, json({}));
    const options = {
      subdomain: 'studio',
      clientId: 'app_anon',
      rateLimit: { anonymous: 2, windowMs: 60_000 },
    };
    await new HttpCore(options).call(publicList);
    await new HttpCore({ ...options, clientId: 'app_other' }).call(publicList);
    const controller = new AbortController();
    const third = new HttpCore(options).call(publicList, {}, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 30));
    controller.abort();
    await expect(third).rejects.toSatisfy((e) => AbortError.is(e));
    expect(service.requests.map((r) => r.url.search)).toEqual([
      '?client_id=app_anon',
      '?client_id=app_other',
    ]);
    expect(service.requests.every((r) => !r.headers.has('authorization'))).toBe(true);
  });
});
