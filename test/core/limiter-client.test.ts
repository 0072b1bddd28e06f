import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../src/core/endpoint.ts';
import { HttpCore } from '../../src/core/http.ts';
import type { LimiterStore } from '../../src/core/limiter.ts';
import { processLimiterStore } from '../../src/core/limiter-registry.ts';
import type { ClientOptions } from '../../src/core/options.ts';
import { AbortError, InputError, RateLimitError } from '../../src/index.ts';
import { type LoopbackHandler, sendJson, startLoopback } from '../support/loopback.ts';
import type { OnFinished } from '../support/on-finished.ts';

const getThing = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/things/:id',
  returns: 'body',
});
const LABEL = 'GET /api/v2/desk/things/:id';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * The tests of a describe run concurrently (most wait on real windows, idle): each has its own service and
 * tokens, and a per-address limit of its own (the process's limiters are keyed by limit and window). Their
 * timing bounds hold on a loaded machine: a lower bound follows from the limiter, an upper one compares
 * arrivals with each other and with the window or the reset, with a margin of half a window or more.
 */

/** A loopback service that also notes when each request arrived; closed when the test ends. */
async function service(handler: LoopbackHandler, finished: OnFinished) {
  const arrivals: number[] = [];
  const started = await startLoopback((request, res) => {
    arrivals.push(Date.now());
    return handler(request, res);
  });
  finished(started.close);
  return { ...started, arrivals };
}

let tokens = 0;
/** A token no other test uses: limiters are shared by the whole process. */
const newToken = () => `tok-${process.pid}-${++tokens}`;

/** A client of `baseUrl` that sends every failure up at once (no retries), unless told otherwise. */
function client(baseUrl: string, accessToken: string, options: Partial<ClientOptions> = {}) {
  return new HttpCore({ baseUrl, accessToken, maxRetries: 0, ...options });
}

const bearerOf = (headers: Record<string, unknown>) => headers.authorization;

describe.concurrent('an unusable RateLimit-Reset counts as absent', { timeout: 15_000 }, () => {
  it.for(['1e15', '99999999999999999999', '8640000000001'])(
    'a 429 with reset %s is retried after a backoff, and the token stays usable',
    async (reset, { onTestFinished }) => {
      let answers = 0;
      const { url, requests, arrivals } = await service(
        (_request, res) =>
          ++answers === 1
            ? sendJson(
                res,
                429,
                { errors: ['slow down'] },
                { 'ratelimit-remaining': '0', 'ratelimit-reset': reset },
              )
            : sendJson(res, 200, { id: answers }),
        onTestFinished,
      );
      const token = newToken();
      const core = client(url, token, { maxRetries: 1 });
      await expect(core.call(getThing, { path: { id: 7 } })).resolves.toEqual({ id: 2 });
      // Waiting for that reset would pass maxRetryWait: the calls would be refused, not answered.
      const before = Date.now();
      await expect(core.call(getThing, { path: { id: 8 } })).resolves.toEqual({ id: 3 });
      expect(requests.map((r) => `${r.method} ${r.url.pathname} ${bearerOf(r.headers)}`)).toEqual([
        `GET /api/v2/desk/things/7 Bearer ${token}`,
        `GET /api/v2/desk/things/7 Bearer ${token}`,
        `GET /api/v2/desk/things/8 Bearer ${token}`,
      ]);
      // Loose bounds (a loaded machine): the first backoff is at most 0.5 s, the next call waits for none.
      expect((arrivals[1] as number) - (arrivals[0] as number)).toBeLessThan(2_500);
      expect((arrivals[2] as number) - before).toBeLessThan(2_000);
    },
  );

  it('RateLimit-Remaining: 0 with reset 8640000000001 on a 200 does not hold the next call', async ({
    onTestFinished,
  }) => {
    const { url, requests } = await service(
      (_request, res) =>
        sendJson(res, 200, {}, { 'ratelimit-remaining': '0', 'ratelimit-reset': '8640000000001' }),
      onTestFinished,
    );
    const core = client(url, newToken());
    await core.call(getThing, { path: { id: 1 } });
    await core.call(getThing, { path: { id: 2 } });
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/v2/desk/things/1', '/api/v2/desk/things/2']);
  });
});

describe.concurrent('no call waits for a slot longer than maxRetryWait', { timeout: 15_000 }, () => {
  it('after a 429 whose reset is 30 s ahead, the next call throws RateLimitError at once, unsent', async ({
    onTestFinished,
  }) => {
    const resetSeconds = Math.ceil(Date.now() / 1000) + 30;
    const { url, requests } = await service(
      (_request, res) =>
        sendJson(
          res,
          429,
          { errors: ['Rate limit exceeded'] },
          { 'ratelimit-limit': '180', 'ratelimit-remaining': '0', 'ratelimit-reset': String(resetSeconds) },
        ),
      onTestFinished,
    );
    const core = client(url, newToken(), { maxRetries: 3, maxRetryWait: 3_000 });
    const first = await core.call(getThing, { path: { id: 1 } }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(RateLimitError);
    expect((first as RateLimitError).status).toBe(429);

    const started = Date.now();
    const second = await core.call(getThing, { path: { id: 2 } }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(3_000); // not after waiting maxRetryWait out
    expect(second).toBeInstanceOf(RateLimitError);
    const refused = second as RateLimitError;
    const reset = new Date(resetSeconds * 1000);
    expect(refused.message).toBe(
      `${LABEL}: no rate-limit slot within maxRetryWait (3000 ms) (the next one at ${reset.toISOString()})`,
    );
    expect([refused.status, refused.reset, refused.remaining, refused.limit]).toEqual([
      undefined,
      reset,
      0,
      180,
    ]);
    expect([refused.method, refused.url]).toEqual(['GET', `${url}/api/v2/desk/things/2`]);
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/v2/desk/things/1']);
  });

  it('a call queued behind a slot still in flight gives up at maxRetryWait', async ({ onTestFinished }) => {
    // The first answer is held until the queued call has given up: its slot stays in flight throughout.
    let releaseAnswer = () => {};
    const queuedSettled = new Promise<void>((resolve) => {
      releaseAnswer = resolve;
    });
    let arrive = () => {};
    const firstArrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const { url, requests } = await service(async (_request, res) => {
      arrive();
      await queuedSettled;
      sendJson(res, 200, {});
    }, onTestFinished);
    const options = { maxRetryWait: 300, rateLimit: { perToken: 1, perAddress: false as const } };
    const token = newToken();
    const slow = client(url, token, options).call(getThing, { path: { id: 1 } });
    await firstArrived;
    const started = Date.now();
    const queued = await client(url, token, options)
      .call(getThing, { path: { id: 2 } })
      .catch((e: unknown) => e);
    releaseAnswer();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(2_000); // its timer, late on a loaded machine at most
    expect(queued).toBeInstanceOf(RateLimitError);
    expect((queued as RateLimitError).message).toBe(
      `${LABEL}: no rate-limit slot within maxRetryWait (300 ms)`,
    );
    await slow;
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/v2/desk/things/1']);
  });

  it("the call's signal ends its wait with AbortError, unsent", async ({ onTestFinished }) => {
    const { url, requests } = await service((_request, res) => sendJson(res, 200, {}), onTestFinished);
    const core = client(url, newToken(), { rateLimit: { perToken: 1, perAddress: false, windowMs: 5_000 } });
    await core.call(getThing, { path: { id: 1 } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(core.call(getThing, { path: { id: 2 } }, { signal: controller.signal })).rejects.toSatisfy(
      (e) => AbortError.is(e),
    );
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/v2/desk/things/1']);
  });
});

describe.concurrent('a slot counts from its answer', { timeout: 15_000 }, () => {
  it('a service counting arrivals in a sliding window never sees more than the limit, however late they arrive', async ({
    onTestFinished,
  }) => {
    const LIMIT = 5;
    const WINDOW = 500;
    const { url, arrivals } = await service((_request, res) => {
      const now = Date.now();
      const recent = arrivals.filter((t) => t > now - WINDOW).length; // this arrival included
      sendJson(res, recent > LIMIT ? 429 : 200, {});
    }, onTestFinished);
    // The first batch is slow on the wire (a congested network): the last of it arrives 250 ms after its slot.
    let sent = 0;
    const slowFirstBatch: typeof fetch = async (input, init) => {
      if (++sent <= LIMIT) await sleep(50 * sent);
      return fetch(input, init);
    };
    const core = client(url, newToken(), {
      fetch: slowFirstBatch,
      rateLimit: { perToken: LIMIT, windowMs: WINDOW, perAddress: false },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 2 * LIMIT }, (_, i) => core.call(getThing, { path: { id: i + 1 } })),
    );
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual(
      Array(2 * LIMIT).fill('fulfilled'),
    );
    expect(arrivals).toHaveLength(2 * LIMIT);
    for (const t of arrivals) {
      expect(arrivals.filter((u) => u > t - WINDOW && u <= t).length).toBeLessThanOrEqual(LIMIT);
    }
  });
});

describe.concurrent('the per-address limit', { timeout: 15_000 }, () => {
  const tokensOf = (requests: { headers: Record<string, unknown> }[]) =>
    requests.map((r) => bearerOf(r.headers));

  it('holds every token of the process to one limit: the 4th request of 3 tokens waits a window', async ({
    onTestFinished,
  }) => {
    const { url, requests, arrivals } = await service(
      (_request, res) => sendJson(res, 200, {}),
      onTestFinished,
    );
    const windowMs = 1_000;
    const rateLimit = { perToken: 10, perAddress: 3, windowMs };
    const [a, b, c] = [newToken(), newToken(), newToken()];
    const clients = [a, b, c, a, b, c].map((token) => client(url, token, { rateLimit }));
    const started = Date.now();
    await Promise.all(clients.map((core, id) => core.call(getThing, { path: { id: id + 1 } })));
    // Each window holds one call of each token (requests sent together may arrive in any order).
    const bearers = [a, b, c].map((token) => `Bearer ${token}`);
    expect(tokensOf(requests.slice(0, 3)).sort()).toEqual(bearers.sort());
    expect(tokensOf(requests.slice(3)).sort()).toEqual(bearers.sort());
    const first = arrivals[0] as number;
    expect((arrivals[2] as number) - first).toBeLessThan(windowMs); // the first 3 within one window
    expect(arrivals.slice(3).every((t) => t - started >= windowMs)).toBe(true); // the others in a later one
    expect(arrivals.slice(3).every((t) => t - first < 2 * windowMs)).toBe(true); // the next, not the one after
  });

  it('counts calls made without a token too', async ({ onTestFinished }) => {
    const publicThing = endpoint({
      method: 'GET',
      effect: 'read',
      path: '/api/v2/front/things',
      returns: 'body',
      public: true,
    });
    const { url, requests, arrivals } = await service(
      (_request, res) => sendJson(res, 200, {}),
      onTestFinished,
    );
    const rateLimit = { perAddress: 1, windowMs: 700 };
    const started = Date.now();
    await Promise.all([
      new HttpCore({ baseUrl: url, clientId: 'app_one', rateLimit }).call(publicThing),
      client(url, newToken(), { rateLimit }).call(getThing, { path: { id: 1 } }),
    ]);
    expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([
      '/api/v2/front/things?client_id=app_one',
      '/api/v2/desk/things/1',
    ]);
    expect((arrivals[1] as number) - started).toBeGreaterThanOrEqual(700);
  });

  it('is off with perAddress: false', async ({ onTestFinished }) => {
    const { url, arrivals } = await service((_request, res) => sendJson(res, 200, {}), onTestFinished);
    const windowMs = 3_000;
    // The process's store, watched: which limits the calls are counted against.
    const keys: string[] = [];
    const store: LimiterStore = {
      limiter(key, limit, window) {
        keys.push(key);
        return processLimiterStore.limiter(key, limit, window);
      },
    };
    const rateLimit = { perToken: 10, perAddress: false as const, windowMs, store };
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 6 }, (_, id) =>
        client(url, newToken(), { rateLimit }).call(getThing, { path: { id: id + 1 } }),
      ),
    );
    expect(arrivals.every((t) => t - started < windowMs)).toBe(true); // none waited a window
    expect(keys).toHaveLength(6);
    expect(keys.filter((key) => !key.startsWith('token:'))).toEqual([]); // no address limit asked for
  });
});

describe.concurrent('windows synced to the service', { timeout: 15_000 }, () => {
  const WINDOW = 3_000;
  /** How long the service's current window has left when a test starts: room for a first batch. */
  const HEADROOM = 1_500;

  /**
   * Fixed windows of the service, the current one ending `HEADROOM` ms from now (so no test waits for a
   * phase of the clock); `RateLimit-*` on every answer, the reset to the millisecond; 429 past the limit.
   */
  async function fixedWindows(limit: number, finished: OnFinished, countedElsewhere = 0) {
    const reset = Date.now() + HEADROOM;
    let windowStart = reset - WINDOW;
    let count = countedElsewhere;
    const statuses: number[] = [];
    const started = await service((_request, res) => {
      const now = Date.now();
      if (now >= windowStart + WINDOW) {
        windowStart += Math.floor((now - windowStart) / WINDOW) * WINDOW;
        count = countedElsewhere;
      }
      count++;
      const status = count > limit ? 429 : 200;
      statuses.push(status);
      sendJson(
        res,
        status,
        {},
        {
          'ratelimit-limit': String(limit),
          'ratelimit-remaining': String(Math.max(0, limit - count)),
          'ratelimit-reset': String((windowStart + WINDOW) / 1000),
        },
      );
    }, finished);
    return { ...started, statuses, reset };
  }

  it("sends the next batch when the service's window resets, not a window after the first", async ({
    onTestFinished,
  }) => {
    const { url, arrivals, statuses, reset } = await fixedWindows(4, onTestFinished);
    const core = client(url, newToken(), { rateLimit: { perToken: 4, windowMs: WINDOW, perAddress: false } });
    await Promise.all(Array.from({ length: 7 }, (_, id) => core.call(getThing, { path: { id: id + 1 } })));
    expect(statuses).toEqual(Array(7).fill(200));
    expect(arrivals.slice(0, 4).every((t) => t < reset)).toBe(true);
    // At the reset: a limiter counting a window from the first answers would wait until HEADROOM later.
    expect(arrivals.slice(4).every((t) => t >= reset && t < reset + HEADROOM / 2)).toBe(true);
  });

  it('sends no more than the service says it still accepts', async ({ onTestFinished }) => {
    const { url, arrivals, statuses, reset } = await fixedWindows(4, onTestFinished, 2); // another client sent 2
    const core = client(url, newToken(), { rateLimit: { perToken: 4, windowMs: WINDOW, perAddress: false } });
    await core.call(getThing, { path: { id: 9 } }); // Remaining: 1
    await Promise.all([1, 2, 3].map((id) => core.call(getThing, { path: { id: id + 1 } })));
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(arrivals.map((t) => t >= reset)).toEqual([false, false, true, true]);
  });
});

describe.concurrent('rateLimit options', () => {
  it.each([
    [{ perToken: 0 }, 'perToken', 'rateLimit.perToken must be a whole number of at least 1, not 0'],
    [
      { windowMs: Number.NaN },
      'windowMs',
      'rateLimit.windowMs must be a whole number of at least 1, not NaN',
    ],
    [{ reports: '60' }, 'reports', 'rateLimit.reports must be a whole number of at least 1, not "60"'],
    [
      { perAddress: true },
      'perAddress',
      'rateLimit.perAddress must be a whole number of at least 1 or false, not true',
    ],
    [{ store: {} }, 'store', 'rateLimit.store must be a LimiterStore (an object with limiter())'],
    [
      { anonymous: 360 },
      'anonymous',
      'rateLimit.anonymous is not an option (perToken, reports, perAddress, windowMs, store)',
    ],
  ])('refuses %j before any request', (rateLimit, param, message) => {
    let thrown: unknown;
    try {
      new HttpCore({ subdomain: 'studio', accessToken: 'tok', rateLimit } as ClientOptions);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InputError);
    expect([(thrown as InputError).message, (thrown as InputError).param]).toEqual([
      message,
      `rateLimit.${param}`,
    ]);
  });
});

describe.concurrent('which limit an answer speaks of', { timeout: 15_000 }, () => {
  /** How long after the 429's arrival the service's window resets (RateLimit-Reset to the millisecond). */
  const RESET_AFTER = 1_000;

  /** Answers the first request 429 with `RateLimit-Limit: limit`, resetting `RESET_AFTER` ms later, then 200. */
  async function busyOnce(limit: number, finished: OnFinished) {
    let answers = 0;
    let reset = 0;
    const started = await service((_request, res) => {
      if (++answers > 1) return sendJson(res, 200, {});
      reset = Date.now() + RESET_AFTER;
      sendJson(
        res,
        429,
        { errors: ['Rate limit exceeded'] },
        {
          'ratelimit-limit': String(limit),
          'ratelimit-remaining': '0',
          'ratelimit-reset': String(reset / 1000),
        },
      );
    }, finished);
    return { ...started, reset: () => reset };
  }

  /** Two tokens of one process; the first one's first call is answered 429 naming `limit`. */
  async function firstTokenRefused(
    limit: number,
    rateLimit: { perToken: number; perAddress: number },
    finished: OnFinished,
  ) {
    const started = await busyOnce(limit, finished);
    const [a, b] = [newToken(), newToken()];
    const call = (token: string, id: number) =>
      client(started.url, token, { rateLimit }).call(getThing, { path: { id } });
    await expect(call(a, 1)).rejects.toBeInstanceOf(RateLimitError);
    return { ...started, a, b, call, reset: started.reset() };
  }

  it('a 429 naming the per-address limit pauses every token of the process', async ({ onTestFinished }) => {
    const { requests, arrivals, a, b, call, reset } = await firstTokenRefused(
      7,
      { perToken: 3, perAddress: 7 },
      onTestFinished,
    );
    await call(b, 2);
    expect(requests.map((r) => bearerOf(r.headers))).toEqual([`Bearer ${a}`, `Bearer ${b}`]);
    expect(arrivals[1]).toBeGreaterThanOrEqual(reset);
  });

  it("a 429 naming the token's limit pauses that token only", async ({ onTestFinished }) => {
    const { requests, arrivals, a, b, call, reset } = await firstTokenRefused(
      3,
      { perToken: 3, perAddress: 8 },
      onTestFinished,
    );
    await call(b, 2);
    await call(a, 3);
    expect(requests.map((r) => `${bearerOf(r.headers)} ${r.url.pathname}`)).toEqual([
      `Bearer ${a} /api/v2/desk/things/1`,
      `Bearer ${b} /api/v2/desk/things/2`,
      `Bearer ${a} /api/v2/desk/things/3`,
    ]);
    expect(arrivals[1]).toBeLessThan(reset); // b was not paused until the reset (1 s after a's 429)
    expect(arrivals[2]).toBeGreaterThanOrEqual(reset);
  });

  it('reporting queries share a per-address reports limit across tokens', async ({ onTestFinished }) => {
    const query = endpoint({
      method: 'POST',
      effect: 'read',
      path: '/desk/api/v3/reports/clients/queries',
      api: 'reports',
      format: 'jsonapi',
      body: z.looseObject({}),
      returns: 'body',
    });
    const { url, requests, arrivals } = await service(
      (_request, res) => sendJson(res, 200, {}),
      onTestFinished,
    );
    const rateLimit = { reports: 2, perAddress: 9, windowMs: 1_000 };
    const [a, b] = [newToken(), newToken()];
    const started = Date.now();
    await Promise.all(
      [a, a, b].map((token) => client(url, token, { rateLimit }).call(query, { body: { data: {} } })),
    );
    expect(requests.map((r) => `${r.method} ${r.url.pathname} ${bearerOf(r.headers)}`)).toEqual(
      [a, a, b].map((token) => `POST /desk/api/v3/reports/clients/queries Bearer ${token}`),
    );
    expect((arrivals[2] as number) - started).toBeGreaterThanOrEqual(1_000);
  });
});
