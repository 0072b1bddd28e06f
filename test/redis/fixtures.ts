/** What the tests and the second process share: the request, the client, the counting service. */
import { endpoint } from '../../src/core/endpoint.ts';
import { HttpCore } from '../../src/core/http.ts';
import type { LimiterStore } from '../../src/core/limiter.ts';
import { startLoopback } from '../support/loopback.ts';

/** One desk person, the request every test sends. */
export const getPerson = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/people/:id',
  returns: 'one',
  key: 'people',
});

/** A client of the loopback service with `token`, rate-limited through `store` (per address too, when given). */
export function client(
  baseUrl: string,
  token: string,
  store: LimiterStore,
  perToken: number,
  windowMs: number,
  perAddress: number | false = false,
) {
  return new HttpCore({
    baseUrl,
    accessToken: token,
    maxRetries: 0,
    rateLimit: { perToken, windowMs, store, perAddress },
  });
}

/** A loopback service answering one person, that records when each request arrived. */
export async function countingService(
  answer?: (n: number) => { status: number; headers?: Record<string, string> },
) {
  const arrivals: number[] = [];
  const service = await startLoopback((request, res) => {
    arrivals.push(Date.now());
    const { status, headers = {} } = answer?.(arrivals.length) ?? { status: 200 };
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(
      JSON.stringify(
        status === 200 ? { people: [{ id: 1, via: request.headers['x-via'] }] } : { error: 'slow down' },
      ),
    );
  });
  return { ...service, arrivals };
}

/**
 * A loopback stand-in of the service's rate limit: `limit` requests per fixed window of `windowMs`, the
 * first window starting when the first request arrives (no test waits for a phase of the clock), 429 past
 * it, `RateLimit-*` headers on every answer (the reset to the millisecond).
 */
export async function windowedService(limit: number, windowMs: number) {
  const counts = new Map<number, number>();
  let origin: number | undefined;
  let refused = 0;
  /** The window `time` falls in: 0 for the first one. */
  const windowAt = (time: number) => Math.floor((time - (origin ?? time)) / windowMs);
  const service = await startLoopback((_request, res) => {
    const now = Date.now();
    origin ??= now;
    const window = windowAt(now);
    const count = (counts.get(window) ?? 0) + 1;
    counts.set(window, count);
    if (count > limit) refused++;
    res.writeHead(count > limit ? 429 : 200, {
      'content-type': 'application/json',
      'ratelimit-limit': String(limit),
      'ratelimit-remaining': String(Math.max(0, limit - count)),
      'ratelimit-reset': String((origin + (window + 1) * windowMs) / 1000),
    });
    res.end(JSON.stringify(count > limit ? { error: 'slow down' } : { people: [{ id: 1 }] }));
  });
  return { ...service, counts, windowAt, refused: () => refused };
}
