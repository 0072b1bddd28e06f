import { Redis } from 'ioredis';
import { expect, it, onTestFinished } from 'vitest';
import { ConnectionError } from '../../src/core/errors.ts';
import { HttpCore } from '../../src/core/http.ts';
import { type RedisLimiterStoreOptions, redisLimiterStore } from '../../src/redis/index.ts';
import {
  describeWithRedisServer,
  getPerson,
  ownRedis,
  service,
  uniquePrefix,
  windowedService,
} from './support.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A store on a connection of its own to `url` (one process), reconnecting every 50 ms; closed after the test. */
function storeOn(url: string, options: RedisLimiterStoreOptions) {
  const redis = new Redis(url, { retryStrategy: () => 50 });
  redis.on('error', () => {});
  const store = redisLimiterStore(redis, options);
  onTestFinished(async () => {
    await store.close();
    redis.disconnect();
  });
  return store;
}

/** A client with the SDK's defaults (3 retries, 30 s timeout, unless `maxRetries`) but the limits of the test. */
function clientOf(
  baseUrl: string,
  store: ReturnType<typeof storeOn>,
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

/** Calls until a call succeeds (Redis is back and the store reconnected), at most `ms`. */
async function untilItSucceeds(call: () => Promise<unknown>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await call();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

describeWithRedisServer('pike13/redis while Redis is down', () => {
  it('rejects a call at once with a ConnectionError naming the store, sends nothing, and uses Redis again once it is back', async () => {
    const redis = await ownRedis();
    const { url, requests } = await service();
    const errors: unknown[] = [];
    const prefix = uniquePrefix();
    const withPassword = `redis://:s3cret-pw@127.0.0.1:${redis.port}`;
    const core = clientOf(url, storeOn(withPassword, { prefix, onError: (e) => errors.push(e) }), 5, 2_000);
    await core.call(getPerson, { path: { id: 1 } });
    await redis.stop();
    await sleep(200);

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
    expect(elapsed).toBeLessThan(5_000); // the retries' backoff; each attempt fails at once
    expect(requests).toHaveLength(1);
    await sleep(500);
    expect(errors).toHaveLength(1); // the outage, reported once, not at every heartbeat
    expect(errors[0]).toBeInstanceOf(ConnectionError);

    await redis.start();
    await untilItSucceeds(() => core.call(getPerson, { path: { id: 3 } }), 5_000);
    expect(requests).toHaveLength(2);
    const probe = new Redis(redis.url);
    onTestFinished(() => probe.disconnect());
    expect((await probe.keys(`b_${prefix}*`)).length).toBeGreaterThan(0);
  }, 20_000);

  it('closes while Redis is down without an unhandled rejection (bottleneck drops its unsubscribes)', async () => {
    const redis = await ownRedis();
    const { url } = await service();
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    onTestFinished(() => {
      process.off('unhandledRejection', record);
    });
    const connection = new Redis(redis.url, { retryStrategy: () => 50 });
    connection.on('error', () => {});
    onTestFinished(() => connection.disconnect());
    const store = redisLimiterStore(connection, { prefix: uniquePrefix(), onError: () => {} });
    await clientOf(url, store, 5, 2_000).call(getPerson, { path: { id: 1 } });
    await redis.stop();
    await sleep(200);

    await store.close();
    await sleep(200);
    expect(unhandled).toEqual([]);
  });

  it("with onOutage: 'local', limits each call in process while Redis is down (even from the start), and goes back to Redis", async () => {
    const redis = await ownRedis();
    await redis.stop();
    const { url, arrivals } = await service();
    const prefix = uniquePrefix();
    const core = clientOf(
      url,
      storeOn(redis.url, { prefix, onOutage: 'local', onError: () => {} }),
      2,
      2_000,
    );
    const started = Date.now();
    await Promise.all([1, 2, 3].map((id) => core.call(getPerson, { path: { id } })));
    expect(arrivals).toHaveLength(3);
    expect((arrivals[1] as number) - started).toBeLessThan(1_000);
    expect((arrivals[2] as number) - started).toBeGreaterThanOrEqual(2_000);

    await redis.start();
    const probe = new Redis(redis.url);
    onTestFinished(() => probe.disconnect());
    for (let tries = 0; tries < 50 && (await probe.keys(`b_${prefix}*`)).length === 0; tries++) {
      await sleep(100);
      await core.call(getPerson, { path: { id: 4 } });
    }
    expect((await probe.keys(`b_${prefix}*`)).length).toBeGreaterThan(0);
  }, 20_000);

  it('never exceeds the limit after Redis restarts empty: the service’s RateLimit headers set the lost count', async () => {
    const windowMs = 4_000;
    const redis = await ownRedis();
    const service = await windowedService(5, windowMs);
    const prefix = uniquePrefix();
    // No retry: a 429, or a request that fails because Redis lost its state, fails the test.
    const a = clientOf(service.url, storeOn(redis.url, { prefix, onError: () => {} }), 5, windowMs, 0);
    const b = clientOf(service.url, storeOn(redis.url, { prefix, onError: () => {} }), 5, windowMs, 0);
    await sleep(windowMs - (Date.now() % windowMs) + 50); // at the start of a service window
    const window = Math.floor(Date.now() / windowMs);
    for (const [core, id] of [
      [a, 1],
      [b, 2],
      [a, 3],
    ] as const)
      await core.call(getPerson, { path: { id } });

    await redis.stop();
    await redis.start();
    await sleep(300); // both stores reconnect (every 50 ms)
    expect(Math.floor(Date.now() / windowMs)).toBe(window); // still the window the service counted 3 in
    // 2 fit in this window and 5 in the next: a store that forgot the 3 would send 5 now (8 > 5).
    const burst = [a, b, a, b, a, b, a].map((core, i) => core.call(getPerson, { path: { id: 10 + i } }));
    await Promise.all(burst);
    expect(service.refused()).toBe(0);
    expect(Math.max(...service.counts.values())).toBeLessThanOrEqual(5);
    expect([...service.counts.values()].reduce((sum, n) => sum + n)).toBe(10);
  }, 30_000);
});
