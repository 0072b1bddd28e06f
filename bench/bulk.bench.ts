import type { ServerResponse } from 'node:http';
import { Pike13 } from '../src/pike13.ts';
import { peoplePage } from './support/people.ts';
import { type Server, sendJson, serve } from './support/server.ts';
import { atPhase, fixedWindowRate, ms, verdict } from './support/stats.ts';

/**
 * 2. Bulk under limits: 300 pages read with `for await` from a loopback server that enforces a scaled
 * rate limit (180 requests per 2 s, fixed windows, `RateLimit-*` headers, 429 beyond), beside the same
 * read by naive fetch loops.
 */

const LIMIT = 180;
const WINDOW_MS = 2_000;
const PAGES = 300;
const PER_PAGE = 4;
const TARGET_RATE = 0.95;

/** A server that counts requests in fixed windows aligned on multiples of WINDOW_MS since the epoch. */
async function limitedServer() {
  const stats = { served: [] as number[], rejected: 0 };
  let windowStart = 0;
  let count = 0;
  let pages: string[] = [];
  const server: Server = await serve((url, res: ServerResponse) => {
    const now = Date.now();
    const start = now - (now % WINDOW_MS);
    if (start !== windowStart) {
      windowStart = start;
      count = 0;
    }
    count++;
    const headers = {
      'ratelimit-limit': String(LIMIT),
      'ratelimit-remaining': String(Math.max(0, LIMIT - count)),
      // Epoch seconds, as the service sends it; the windows start on whole seconds, so this is exact.
      'ratelimit-reset': String((windowStart + WINDOW_MS) / 1000),
    };
    if (count > LIMIT) {
      stats.rejected++;
      sendJson(res, 429, { errors: ['Rate limit exceeded'] }, headers);
      return;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const body = url.pathname === '/api/v2/desk/people' ? pages[page - 1] : undefined;
    if (body === undefined) {
      sendJson(res, 404, { errors: ['not found'] }, headers);
      return;
    }
    stats.served.push(now);
    sendJson(res, 200, body, headers);
  });
  pages = Array.from({ length: PAGES }, (_, i) => peoplePage(server.url, i + 1, PAGES, PER_PAGE));
  return { server, stats };
}

/** Waits until a server window has just begun, so that every run starts with a full first window. */
const atWindowStart = () => atPhase(WINDOW_MS, 5);

function checkAll(ids: number[], label: string): void {
  const expected = PAGES * PER_PAGE;
  const inOrder = ids.every((id, i) => id === i + 1);
  if (ids.length !== expected || !inOrder) {
    throw new Error(`${label}: ${ids.length} people read, ${expected} expected, in order: ${inOrder}`);
  }
}

// The SDK, with its limiter scaled to the server's window.
{
  const { server, stats } = await limitedServer();
  const pike13 = new Pike13({
    baseUrl: server.url,
    accessToken: 'bulk-token',
    rateLimit: { perToken: LIMIT, windowMs: WINDOW_MS },
  });
  const ids: number[] = [];
  const started = await atWindowStart();
  for await (const person of pike13.desk.people.list()) ids.push(person.id);
  const elapsed = Date.now() - started;
  await server.close();
  checkAll(ids, 'pike13');

  const served = stats.served;
  // Requests in the last (partial) window were sent at once when it opened: a burst, not a rate. The
  // rate is what came before it, over the time it took to get there.
  const lastStart = (served.at(-1) as number) - ((served.at(-1) as number) % WINDOW_MS);
  const firstOfLast = served.findIndex((t) => t >= lastStart);
  const paced = firstOfLast;
  const pacedMs = (served[firstOfLast] as number) - (started - (started % WINDOW_MS));
  const rate = fixedWindowRate(served, LIMIT, WINDOW_MS);
  const lastBurstMs = (served.at(-1) as number) - (served[firstOfLast] as number);
  // The least time any client can take: wait for each new window, then the same work in the last one.
  const floorMs = lastStart - started + lastBurstMs;
  console.log(
    `2. Bulk under limits: ${PAGES} pages × ${PER_PAGE} people, server allows ${LIMIT} requests per ${WINDOW_MS / 1000} s (fixed windows)`,
  );
  console.log(
    `   pike13 for await, rateLimit {perToken: ${LIMIT}, windowMs: ${WINDOW_MS}}: ${ids.length} people, ${stats.served.length} pages served`,
  );
  console.log(`     429 answers: ${stats.rejected} — target 0: ${verdict(stats.rejected === 0)}`);
  console.log(
    `     elapsed ${ms(elapsed)}; least possible under the server's windows ${ms(floorMs)} (${((100 * floorMs) / elapsed).toFixed(1)}%)`,
  );
  console.log(
    `     achieved rate ${paced} requests in ${ms(pacedMs)} from the first window's opening to the last's = ${(100 * rate).toFixed(1)}% of ${LIMIT} per ${WINDOW_MS / 1000} s — target ≥ ${100 * TARGET_RATE}%: ${verdict(rate >= TARGET_RATE)}`,
  );
  console.log(
    `     (then ${served.length - paced} in a burst of ${ms(lastBurstMs)} once the window opened; request ${paced + 1} was sent ${ms((served[firstOfLast] as number) - lastStart)} after it opened)`,
  );
}

// Naive fetch loops, each on a fresh server.
async function naive(retry: boolean) {
  const { server, stats } = await limitedServer();
  const ids: number[] = [];
  let lost = 0;
  let retries = 0;
  let retriedPages = 0;
  const started = await atWindowStart();
  for (let page = 1; page <= PAGES; page++) {
    let response = await fetch(`${server.url}/api/v2/desk/people?page=${page}`);
    if (retry && response.status === 429) retriedPages++;
    while (retry && response.status === 429) {
      await response.arrayBuffer();
      retries++;
      response = await fetch(`${server.url}/api/v2/desk/people?page=${page}`);
    }
    const body = (await response.json()) as { people?: { id: number }[] };
    if (!response.ok) lost++;
    for (const person of body.people ?? []) ids.push(person.id);
  }
  const elapsed = Date.now() - started;
  await server.close();
  if (retry) checkAll(ids, 'naive loop');
  return { elapsed, lost, retries, retriedPages, rejected: stats.rejected, people: ids.length };
}

const skip = await naive(false);
console.log('   naive fetch loop, no limiter, skips a failed page:');
console.log(
  `     429 answers: ${skip.rejected}; pages lost: ${skip.lost} of ${PAGES} (${skip.people} people of ${PAGES * PER_PAGE}); elapsed ${ms(skip.elapsed)}`,
);
const again = await naive(true);
console.log('   naive fetch loop, no limiter, retries a failed page at once:');
console.log(
  `     429 answers: ${again.rejected}; pages lost: ${again.lost}; pages that had to be retried: ${again.retriedPages} (${again.retries} retries in all); elapsed ${ms(again.elapsed)}`,
);
