import { Redis } from 'ioredis';
import { expect, it, vi } from 'vitest';
import { ConnectionError } from '../../src/core/errors.ts';
import { HttpCore } from '../../src/core/http.ts';
import type { RedisLimiterStore } from '../../src/redis/index.ts';
import {
  client,
  describeWithRedisServer,
  getPerson,
  ownRedis,
  redisProxy,
  type Splice,
  service,
  storeOn,
  uniquePrefix,
  windowedService,
} from './support.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client with the SDK's defaults (3 retries, 30 s timeout, unless `maxRetries`) but the limits of the test. */
function clientOf(
  baseUrl: string,
  store: RedisLimiterStore,
  perToken: number,
  windowMs: number,
  maxRetries?: number,
) {
  return new HttpCore({
    baseUrl,
    accessToken: 'fleet-token',
    maxRetries,
    rateLimit: { perToken, windowMs, store, perAddress: false },
  });
}

/** Calls every `everyMs` until a call succeeds (Redis is back and the store reconnected), at most `ms`. */
async function untilItSucceeds(call: () => Promise<unknown>, ms: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await call();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(everyMs);
    }
  }
}

/** A slot as a request takes it: the wait (at most `maxWait`), then the answer, without `RateLimit-*` headers, counted. */
async function takeSlot(store: RedisLimiterStore, key: string, maxWait: number): Promise<void> {
  const limiter = store.limiter(key, 50, 1_000);
  await limiter.acquire(undefined, maxWait);
  limiter.answered();
}

/** How a call ended: its slot, its error, or nothing yet when `ms` had passed (a hang). */
async function outcomeWithin(call: () => Promise<void>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${ms} ms`), ms);
  });
  const settled = call().then(
    () => 'slot',
    (error: unknown) => error,
  );
  try {
    return await Promise.race([settled, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Joins a client to Redis like a busy process that reads its socket late: once the client sends
 * UNSUBSCRIBE, Redis's replies to it are held for `holdMs`, then delivered in one piece.
 */
function lateRepliesAfterUnsubscribe(holdMs: number): Splice {
  return (client, upstream) => {
    let held: Buffer[] | undefined;
    let upstreamClosed = false;
    const release = () => {
      client.write(Buffer.concat(held ?? []));
      held = undefined;
      if (upstreamClosed) client.end();
    };
    client.on('data', (chunk: Buffer) => {
      if (held === undefined && chunk.toString().toLowerCase().includes('unsubscribe')) {
        held = [];
        setTimeout(release, holdMs);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => (held ? held.push(chunk) : client.write(chunk)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => {
      upstreamClosed = true;
      if (held === undefined) client.destroy(); // else once the replies held are delivered
    });
  };
}

/** The most of `times` (epoch ms) that fall within any `windowMs` (a window opening at any one of them). */
function busiestWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((x, y) => x - y);
  return Math.max(
    0,
    ...sorted.map((start, i) => sorted.slice(i).filter((time) => time < start + windowMs).length),
  );
}

/*
 * The tests run concurrently, each with its own redis-server (stopped and started again), service and
 * prefix, and its context's `onTestFinished`; their timing bounds hold on a loaded machine.
 */
describeWithRedisServer.concurrent('pike13/redis while Redis is down', { timeout: 30_000 }, () => {
  it('rejects a call at once with a ConnectionError naming the store, sends nothing, and uses Redis again once it is back', async ({
    onTestFinished,
  }) => {
    const redis = await ownRedis(onTestFinished);
    const { url, requests } = await service(undefined, onTestFinished);
    const errors: unknown[] = [];
    const prefix = uniquePrefix();
    const withPassword = `redis://:s3cret-pw@127.0.0.1:${redis.port}`;
    const store = storeOn(withPassword, { prefix, onError: (e: unknown) => errors.push(e) }, onTestFinished);
    const core = clientOf(url, store, 5, 2_000);
    await core.call(getPerson, { path: { id: 1 } });
    await redis.stop();
    await vi.waitFor(() => expect(errors).toHaveLength(1)); // the store saw the outage

    const started = Date.now();
    const error = await core.call(getPerson, { path: { id: 2 } }).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    console.info(`Redis down: the call (3 retries) rejected after ${elapsed} ms`);
    expect(error).toBeInstanceOf(ConnectionError);
    const message = (error as ConnectionError).message;
    expect(message).toMatch(
      new RegExp(`^the rate-limit store \\(Redis at 127\\.0\\.0\\.1:${redis.port}\\) is unreachable: `),
    );
    expect(`${message} ${String((error as Error).cause)}`).not.toContain('s3cret-pw');
    // The retries' backoff (3.5 s at most); each attempt fails at once, where waiting for the store's
    // 2 s command timeout would add 8 s.
    expect(elapsed).toBeLessThan(7_000);
    expect(requests).toHaveLength(1);
    await sleep(Math.max(0, 500 - elapsed)); // half a second of heartbeats (every 0.1 s) at least since the call
    expect(errors.map(String)).toHaveLength(1); // the outage, reported once, not at every heartbeat
    expect(errors[0]).toBeInstanceOf(ConnectionError);

    await redis.start();
    await untilItSucceeds(() => core.call(getPerson, { path: { id: 3 } }), 5_000);
    expect(requests).toHaveLength(2);
    const probe = new Redis(redis.url);
    onTestFinished(() => probe.disconnect());
    expect((await probe.keys(`b_${prefix}*`)).length).toBeGreaterThan(0);
  });

  it('closes while Redis is down without an unhandled rejection (bottleneck drops its unsubscribes)', async ({
    onTestFinished,
  }) => {
    const redis = await ownRedis(onTestFinished);
    const { url } = await service(undefined, onTestFinished);
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    onTestFinished(() => {
      process.off('unhandledRejection', record);
    });
    const store = storeOn(redis.url, { prefix: uniquePrefix(), onError: () => {} }, onTestFinished);
    await clientOf(url, store, 5, 2_000).call(getPerson, { path: { id: 1 } });
    await redis.stop();
    await sleep(200);

    await store.close();
    await sleep(200);
    expect(unhandled).toEqual([]);
  });

  it("with onOutage: 'local', limits each call in process while Redis is down (even from the start), and goes back to Redis", async ({
    onTestFinished,
  }) => {
    const windowMs = 1_500;
    const redis = await ownRedis(onTestFinished);
    await redis.stop();
    const { url, arrivals } = await service(undefined, onTestFinished);
    const prefix = uniquePrefix();
    const store = storeOn(redis.url, { prefix, onOutage: 'local', onError: () => {} }, onTestFinished);
    const core = clientOf(url, store, 2, windowMs);
    const started = Date.now();
    await Promise.all([1, 2, 3].map((id) => core.call(getPerson, { path: { id } })));
    expect(arrivals).toHaveLength(3);
    const [first, second, third] = arrivals as [number, number, number];
    expect(second - first).toBeLessThan(windowMs); // the first 2 in one window
    expect(third - started).toBeGreaterThanOrEqual(windowMs); // the 3rd in the next one

    await redis.start();
    const probe = new Redis(redis.url);
    onTestFinished(() => probe.disconnect());
    for (let tries = 0; tries < 50 && (await probe.keys(`b_${prefix}*`)).length === 0; tries++) {
      await sleep(100);
      await core.call(getPerson, { path: { id: 4 } });
    }
    expect((await probe.keys(`b_${prefix}*`)).length).toBeGreaterThan(0);
  });

  it('answers every call made 0 ms to 1 s after Redis restarts empty, on used, idle and new limiters of two stores: its slot or the ConnectionError, never a hang', async ({
    onTestFinished,
  }) => {
    const redis = await ownRedis(onTestFinished);
    const prefix = uniquePrefix();
    const stores = [0, 1].map(() => storeOn(redis.url, { prefix, onError: () => {} }, onTestFinished));
    for (const store of stores) {
      await takeSlot(store, 'used', 5_000);
      await takeSlot(store, 'idle', 5_000); // and not again until every call below has its answer
    }

    await redis.stop();
    await redis.start();
    const maxWait = 2_000;
    const calls = [0, 100, 200, 300, 500, 700, 1_000].flatMap((delay) =>
      stores.flatMap((store, i) =>
        ['used', `new-${delay}`].map(async (key) => {
          await sleep(delay);
          const outcome = await outcomeWithin(() => takeSlot(store, key, maxWait), maxWait + 3_000);
          return { at: delay, store: i, key, outcome };
        }),
      ),
    );
    const outcomes = await Promise.all(calls);
    const unanswered = outcomes.filter(
      ({ outcome }) =>
        outcome !== 'slot' &&
        !(outcome instanceof ConnectionError && outcome.message.includes(`127.0.0.1:${redis.port}`)),
    );
    expect(unanswered.map((call) => ({ ...call, outcome: String(call.outcome) }))).toEqual([]);
    // Once the store is back, every limiter gets its slots: the used one, the idle one, new ones.
    for (const store of stores)
      for (const key of ['used', 'idle', 'new-late'])
        expect(await outcomeWithin(() => takeSlot(store, key, maxWait), maxWait + 3_000)).toBe('slot');
  });

  it('wakes a waiter of a limiter made again at the restart, even when the old one’s unsubscribe is answered late', async ({
    onTestFinished,
  }) => {
    const windowMs = 2_000;
    const redis = await ownRedis(onTestFinished);
    const { url } = await redisProxy(redis.url, onTestFinished, lateRepliesAfterUnsubscribe(300));
    const store = storeOn(url, { prefix: uniquePrefix(), onError: () => {} }, onTestFinished);
    const limiter = () => store.limiter('wake', 1, windowMs);
    await limiter().acquire(undefined, 5_000); // the limiter is live when Redis restarts

    await redis.stop();
    await redis.start();
    // Called as soon as the store is back (every 10 ms): the limiter's new bottleneck subscribes to the
    // channel its old one is leaving, whose UNSUBSCRIBE is answered 300 ms late, with the new SUBSCRIBE.
    await untilItSucceeds(() => Promise.resolve(limiter().acquire(undefined, 5_000)), 5_000, 10);
    // The fresh window's one slot is taken: the next one comes with the refill, announced on the channel.
    const started = Date.now();
    await limiter().acquire(undefined, 3 * windowMs);
    expect(Date.now() - started).toBeLessThan(windowMs + 1_500);
  });

  it('keeps 20 requests per 10 s through a Redis killed and restarted empty: each process, busy or idle, gives back the grants it remembers', async ({
    onTestFinished,
  }) => {
    const [limit, windowMs] = [20, 10_000];
    const redis = await ownRedis(onTestFinished);
    // A stand-in that sends no RateLimit headers: the stores alone keep the count.
    const { url, arrivals } = await service(undefined, onTestFinished);
    const prefix = uniquePrefix();
    // Processes reconnect at their own pace (ioredis backs off): the last one a second after the others.
    const stores = [50, 50, 1_500].map((retryMs) =>
      storeOn(redis.url, { prefix, onError: () => {} }, onTestFinished, retryMs),
    );
    const [idle, ...busy] = stores.map((store) => client(url, 'shared-token', store, limit, windowMs));
    // A process that makes 3 calls and none after: its grants count all the same.
    for (const id of [1, 2, 3]) await idle?.call(getPerson, { path: { id } });
    const calling = new AbortController();
    const { signal } = calling;
    // Two callers in each of two processes, each a call every 100 ms; one refused while Redis is down is tried again.
    const callers = busy.flatMap((core) =>
      [0, 1].map(async () => {
        while (!signal.aborted) {
          await core.call(getPerson, { path: { id: 4 } }, { signal }).catch(() => undefined);
          await sleep(100);
        }
      }),
    );
    await vi.waitFor(() => expect(arrivals.length).toBeGreaterThanOrEqual(12), { timeout: 10_000 });
    await redis.kill();
    await sleep(300);
    await redis.start();
    const restarted = Date.now();
    // Through the window the restart cut short, then the next one (opened after a hold of 2 s).
    await sleep(windowMs + 4_000);
    calling.abort();
    await Promise.all(callers);

    const after = arrivals.filter((time) => time >= restarted);
    const before = arrivals.length - after.length;
    const busiest = busiestWindow(arrivals, windowMs);
    const first = after.length > 0 ? `${(after[0] as number) - restarted} ms` : 'never';
    console.info(
      `Redis killed after ${before} requests: ${busiest} in the busiest 10 s; ${after.length} after the restart, the first ${first} after it`,
    );
    expect(busiest).toBeLessThanOrEqual(limit);
    // The slots the window had left are still used, soon after the restart.
    expect(after.length).toBeGreaterThanOrEqual(limit - before);
    expect((after[0] as number) - restarted).toBeLessThan(5_000);
  }, 45_000);

  it('never exceeds the limit after Redis restarts empty: the service’s RateLimit headers set the lost count', async ({
    onTestFinished,
  }) => {
    // Room for 3 requests and a restart of Redis within the service's first window, on a loaded machine.
    const windowMs = 2_500;
    const redis = await ownRedis(onTestFinished);
    const service = await windowedService(5, windowMs);
    onTestFinished(service.close);
    const prefix = uniquePrefix();
    // No retry: a 429, or a request that fails because Redis lost its state, fails the test.
    const storeA = storeOn(redis.url, { prefix, onError: () => {} }, onTestFinished);
    const storeB = storeOn(redis.url, { prefix, onError: () => {} }, onTestFinished);
    const a = clientOf(service.url, storeA, 5, windowMs, 0);
    const b = clientOf(service.url, storeB, 5, windowMs, 0);
    // A limiter of both stores, used before the restart and idle since.
    for (const store of [storeA, storeB]) await takeSlot(store, 'idle', 5_000);
    // The service's first window starts with the first request.
    for (const [core, id] of [
      [a, 1],
      [b, 2],
      [a, 3],
    ] as const)
      await core.call(getPerson, { path: { id } });

    await redis.stop();
    await redis.start();
    // Both stores reconnect (every 50 ms); until then a call fails with the outage's ConnectionError.
    await Promise.all(
      [storeA, storeB].map((store, i) => untilItSucceeds(() => takeSlot(store, `back-${i}`, 1_000), 5_000)),
    );
    expect(service.windowAt(Date.now())).toBe(0); // still the window the service counted 3 in
    // 2 fit in this window and 5 in the next: a store that forgot the 3 would send 5 now (8 > 5).
    const burst = [a, b, a, b, a, b, a].map((core, i) => core.call(getPerson, { path: { id: 10 + i } }));
    await Promise.all(burst);
    expect(service.refused()).toBe(0);
    expect(Math.max(...service.counts.values())).toBeLessThanOrEqual(5);
    expect([...service.counts.values()].reduce((sum, n) => sum + n)).toBe(10);
  });
});
