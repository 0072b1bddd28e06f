import { Redis } from 'ioredis';
import { expect, it, vi } from 'vitest';
import { AbortError, ConnectionError, RateLimitError } from '../../src/core/errors.ts';
import { fingerprint } from '../../src/core/fingerprint.ts';
import { HttpCore } from '../../src/core/http.ts';
import { SlotWaitError } from '../../src/core/limiter.ts';
import { type RedisLimiterStore, redisLimiterStore } from '../../src/redis/index.ts';
import type { OnFinished } from '../support/on-finished.ts';
import {
  client,
  connect,
  describeWithRedis,
  getPerson,
  openStore,
  REDIS_URL,
  redisProxy,
  service,
  storeOn,
  uniquePrefix,
} from './support.ts';

/** Two stores on two connections with one prefix: two processes sharing one Redis; closed after the test. */
function twoStores(finished: OnFinished, prefix = uniquePrefix()): [RedisLimiterStore, RedisLimiterStore] {
  return [openStore({ prefix }, finished), openStore({ prefix }, finished)];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * The tests run concurrently (each waits on real windows, mostly idle), each with its own stores, prefix
 * and service, and its context's `onTestFinished`. Their timing bounds hold on a loaded machine: a lower
 * bound follows from the store (no slot before the window it names), an upper one compares arrivals with
 * each other and with the window, with a margin of half a window or more. The longest come first: vitest
 * runs 5 at a time.
 */
describeWithRedis.concurrent('redisLimiterStore', { timeout: 20_000 }, () => {
  it('reports no error while idle past the life of its Redis keys', async ({ onTestFinished }) => {
    const errors: unknown[] = [];
    const store = openStore({ onError: (error) => errors.push(error) }, onTestFinished);
    // It retires after 2 windows (1 s), its keys expire after 4 (2 s): a timer late on a loaded machine
    // still retires it before.
    await store.limiter('token:quiet', 5, 500).acquire();
    await sleep(2_500);
    await store.limiter('token:quiet', 5, 500).acquire();
    expect(errors).toEqual([]);
  });

  it('hands the slot of an aborted waiter to the next one, in another store', async ({ onTestFinished }) => {
    const windowMs = 2_000;
    const prefix = uniquePrefix();
    const [storeA, storeB] = twoStores(onTestFinished, prefix);
    const { url, arrivals } = await service(undefined, onTestFinished);
    const a = client(url, 'handover-token', storeA, 1, windowMs);
    const b = client(url, 'handover-token', storeB, 1, windowMs);
    const start = Date.now();
    await a.call(getPerson, { path: { id: 1 } }); // the window's one slot
    // b's slot will wait in bottleneck's queue, which cannot drop it: bottleneck counts it in Redis once queued,
    // in the hash of its limiter's id (src/redis/store.ts: prefix, then the token's key of request-limits.ts).
    const redis = connect(onTestFinished);
    const queued = `b_${prefix}token:${fingerprint('handover-token')}@1/${windowMs}_client_num_queued`;
    expect((await redis.hvals(queued)).map(Number)).toEqual([0]); // a's job, run
    const controller = new AbortController();
    const aborted = b.call(getPerson, { path: { id: 1 } }, { signal: controller.signal });
    await vi.waitFor(
      async () => expect((await redis.hvals(queued)).some((count) => Number(count) > 0)).toBe(true),
      { timeout: 5_000, interval: 10 },
    );
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(AbortError);
    // The window refills while no one else waits: b's queued slot is granted to no one, and handed back.
    await sleep(Math.max(0, start + 1.25 * windowMs - Date.now()));
    const nextStarted = Date.now();
    await a.call(getPerson, { path: { id: 2 } });
    expect(arrivals).toHaveLength(2);
    const [, second] = arrivals as [number, number];
    expect(second - start).toBeGreaterThanOrEqual(windowMs); // the next window's slot
    // At once, not a window later: the slot b's store was granted went back to the shared window.
    expect(second - nextStarted).toBeLessThan(windowMs / 2);
  });

  it('shares one window between two stores: the 4th request waits for the next window', async ({
    onTestFinished,
  }) => {
    const windowMs = 1_500;
    const [storeA, storeB] = twoStores(onTestFinished);
    const { url, arrivals } = await service(undefined, onTestFinished);
    const a = client(url, 'shared-token', storeA, 3, windowMs);
    const b = client(url, 'shared-token', storeB, 3, windowMs);
    const start = Date.now(); // the window starts later, at the first call
    await Promise.all([a, b, a, b].map((core) => core.call(getPerson, { path: { id: 1 } })));
    expect(arrivals).toHaveLength(4);
    const [first, , third, fourth] = arrivals as [number, number, number, number];
    expect(third - first).toBeLessThan(windowMs); // the first 3 in one window
    expect(fourth - start).toBeGreaterThanOrEqual(windowMs); // the 4th in the next one
    expect(fourth - first).toBeLessThan(2 * windowMs); // not in the one after
  });

  it('pauses every store when one sees a 429 with RateLimit-Reset', async ({ onTestFinished }) => {
    const [storeA, storeB] = twoStores(onTestFinished);
    let reset = 0; // a second after the 429, to the millisecond
    const { url, arrivals } = await service((n) => {
      if (n > 1) return { status: 200 };
      reset = Date.now() + 1_000;
      const headers = { 'ratelimit-limit': '100', 'ratelimit-remaining': '0' };
      return { status: 429, headers: { ...headers, 'ratelimit-reset': String(reset / 1_000) } };
    }, onTestFinished);
    const a = client(url, 'busy-token', storeA, 100, 60_000);
    const b = client(url, 'busy-token', storeB, 100, 60_000);
    await expect(a.call(getPerson, { path: { id: 1 } })).rejects.toBeInstanceOf(RateLimitError);
    await b.call(getPerson, { path: { id: 1 } });
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1]).toBeGreaterThanOrEqual(reset);
    // Woken by bottleneck's heartbeat (1 s here) once the pause ends, long before the 60 s window.
    expect(arrivals[1]).toBeLessThan(reset + 5_000);
  });

  it('a later pause is not shortened by an earlier reset', async ({ onTestFinished }) => {
    const prefix = uniquePrefix();
    const [storeA, storeB] = twoStores(onTestFinished, prefix);
    // A 2 s window: bottleneck's heartbeat (a twentieth of it) wakes a waiter within 100 ms of a refill.
    const windowMs = 2_000;
    const later = Date.now() + 800; // past the earlier pause and the 100 ms step, even on a loaded machine
    storeA.limiter('token:x', 10, windowMs).pauseUntil(later);
    // The later pause is in Redis (a loaded machine may take longer than any fixed wait to put it there).
    const redis = connect(onTestFinished);
    await vi.waitFor(async () => {
      const [settings] = await redis.keys(`b_${prefix}*_settings`);
      expect(await redis.hget(settings ?? '', 'pike13PausedUntil')).toBe(String(later));
    });
    storeB.limiter('token:x', 10, windowMs).pauseUntil(Date.now() + 200);
    await sleep(100);
    await storeB.limiter('token:x', 10, windowMs).acquire();
    expect(Date.now()).toBeGreaterThanOrEqual(later);
  });

  it('rejects a caller aborted while waiting with AbortError, and never sends its request', async ({
    onTestFinished,
  }) => {
    const [storeA, storeB] = twoStores(onTestFinished);
    const { url, arrivals } = await service(undefined, onTestFinished);
    const a = client(url, 'one-slot-token', storeA, 1, 60_000);
    const b = client(url, 'one-slot-token', storeB, 1, 60_000);
    await a.call(getPerson, { path: { id: 1 } });
    const controller = new AbortController();
    const waiting = b.call(getPerson, { path: { id: 1 } }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(waiting).rejects.toBeInstanceOf(AbortError);
    await sleep(300);
    expect(arrivals).toHaveLength(1);
  });

  it('shares the per-address window between stores, across tokens: the 3rd token waits a window', async ({
    onTestFinished,
  }) => {
    const windowMs = 1_500;
    const [storeA, storeB] = twoStores(onTestFinished);
    const { url, requests, arrivals } = await service(undefined, onTestFinished);
    const a = client(url, 'address-token-a', storeA, 10, windowMs, 2);
    const b = client(url, 'address-token-b', storeB, 10, windowMs, 2);
    const c = client(url, 'address-token-c', storeA, 10, windowMs, 2);
    const start = Date.now();
    await Promise.all([a, b, c].map((core) => core.call(getPerson, { path: { id: 1 } })));
    expect(arrivals).toHaveLength(3);
    const [first, second, third] = arrivals as [number, number, number];
    expect(second - first).toBeLessThan(windowMs); // the first 2 in one window
    expect(third - start).toBeGreaterThanOrEqual(windowMs); // the 3rd in the next one
    expect(third - first).toBeLessThan(2 * windowMs); // not in the one after
    expect(requests.map((r) => r.headers.authorization).sort()).toEqual(
      ['a', 'b', 'c'].map((t) => `Bearer address-token-${t}`),
    );
  });

  it('gives up at maxRetryWait with RateLimitError and never sends the request', async ({
    onTestFinished,
  }) => {
    const [storeA, storeB] = twoStores(onTestFinished);
    const { url, arrivals } = await service(undefined, onTestFinished);
    await client(url, 'patient-token', storeA, 1, 60_000).call(getPerson, { path: { id: 1 } });
    const impatient = new HttpCore({
      baseUrl: url,
      accessToken: 'patient-token',
      maxRetryWait: 300,
      rateLimit: { perToken: 1, windowMs: 60_000, store: storeB, perAddress: false },
    });
    const started = Date.now();
    const error = await impatient.call(getPerson, { path: { id: 2 } }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(5_000); // at maxRetryWait, not when the 60 s window frees a slot
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).message).toBe(
      'GET /api/v2/desk/people/:id: no rate-limit slot within maxRetryWait (300 ms)',
    );
    expect(arrivals).toHaveLength(1);
  });

  it('refuses at once a wait past maxRetryWait when this process paused the token', async ({
    onTestFinished,
  }) => {
    const store = openStore({}, onTestFinished);
    const limiter = store.limiter('token:paused', 10, 60_000);
    const until = Date.now() + 30_000;
    limiter.pauseUntil(until);
    const error = await Promise.resolve(limiter.acquire(undefined, 1_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SlotWaitError);
    expect((error as SlotWaitError).freeAt).toBe(until);
  });

  it('does not share the window of different tokens', async ({ onTestFinished }) => {
    const windowMs = 3_000;
    const [storeA, storeB] = twoStores(onTestFinished);
    const { url, arrivals } = await service(undefined, onTestFinished);
    const a = client(url, 'token-one', storeA, 1, windowMs);
    const b = client(url, 'token-two', storeB, 1, windowMs);
    const start = Date.now();
    await Promise.all([a.call(getPerson, { path: { id: 1 } }), b.call(getPerson, { path: { id: 1 } })]);
    expect(arrivals).toHaveLength(2);
    expect(Math.max(...arrivals) - start).toBeLessThan(windowMs); // neither waited for a window
  });

  it('keeps the token out of Redis: only its fingerprint names the window', async ({ onTestFinished }) => {
    const prefix = uniquePrefix();
    const { url } = await service(undefined, onTestFinished);
    await client(url, 'secret-token-value', openStore({ prefix }, onTestFinished), 5, 60_000).call(
      getPerson,
      { path: { id: 1 } },
    );
    const redis = connect(onTestFinished);
    const keys = await redis.keys(`b_${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    const window = `b_${prefix}token:${fingerprint('secret-token-value')}@5/60000_`;
    expect(keys.every((key) => key.startsWith(window))).toBe(true);
    expect(keys.some((key) => key.includes('secret-token-value'))).toBe(false);
  });

  it('retires a limiter idle for two windows, and makes a new one on the next request', async ({
    onTestFinished,
  }) => {
    const store = openStore({}, onTestFinished);
    const first = store.limiter('token:idle', 5, 100);
    await first.acquire();
    expect(store.limiter('token:idle', 5, 100)).toBe(first);
    await sleep(250);
    const second = store.limiter('token:idle', 5, 100);
    expect(second).not.toBe(first);
    await second.acquire();
    await first.acquire(); // a call that held the retired limiter through a long retry wait
  });

  it('recovers when its Redis state vanishes: the request gets its slot from a fresh state', async ({
    onTestFinished,
  }) => {
    const prefix = uniquePrefix();
    const store = openStore({ prefix, onError: () => {} }, onTestFinished);
    await store.limiter('token:flushed', 5, 60_000).acquire();
    const redis = connect(onTestFinished);
    const keys = await redis.keys(`b_${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(keys);
    await store.limiter('token:flushed', 5, 60_000).acquire();
    expect(await redis.exists(`b_${prefix}token:flushed@5/60000_settings`)).toBe(1);
  });

  it('reports a connection reset once, as the outage naming the store', async ({ onTestFinished }) => {
    const proxy = await redisProxy(REDIS_URL, onTestFinished);
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    const store = storeOn(proxy.url, { prefix: uniquePrefix(), onError }, onTestFinished);
    await store.limiter('token:reset', 5, 2_000).acquire();
    proxy.reset();
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
    await sleep(500); // heartbeats (every 0.1 s) and reconnections fail meanwhile
    expect(errors.map(String)).toEqual([
      `ConnectionError: the rate-limit store (Redis at 127.0.0.1:${proxy.port}) is unreachable: read ECONNRESET`,
    ]);
  });

  it('works from a lazy client', async ({ onTestFinished }) => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    const store = redisLimiterStore(redis, { prefix: uniquePrefix() });
    onTestFinished(async () => {
      await store.close();
      redis.disconnect();
    });
    await store.limiter('token:lazy', 5, 60_000).acquire();
  });

  it('turns a Redis failure into a ConnectionError instead of hanging', async () => {
    const redis = new Redis(REDIS_URL); // closed by the test itself
    const store = redisLimiterStore(redis, { prefix: uniquePrefix(), onError: () => {} });
    const limiter = store.limiter('token:down', 5, 60_000);
    await limiter.acquire();
    await store.close();
    await redis.quit();
    const error = await Promise.resolve(limiter.acquire()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ConnectionError);
    const named = `the rate-limit store (Redis at ${new URL(REDIS_URL).host})`;
    expect((error as ConnectionError).message.startsWith(`${named} `)).toBe(true);
  });
});
