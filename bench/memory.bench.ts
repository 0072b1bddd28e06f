import { Pike13 } from '../src/pike13.ts';
import { peoplePage } from './support/people.ts';
import { sendJson, serve } from './support/server.ts';
import { verdict } from './support/stats.ts';

/**
 * 3. Memory: 100,000 people (4,000 pages of 25, the desk people page size) iterated with `for await`
 * from a loopback server, rate limit off, validation on. The heap is measured after full collections
 * (`--expose-gc`, passed by bench/run.ts): growth from before the read to after it, and the highest
 * retained heap seen during it. The server builds each page when asked and keeps nothing.
 */

const PAGES = 4_000;
const PER_PAGE = 25;
const ITEMS = PAGES * PER_PAGE;
const SAMPLE_EVERY = 10_000;
const TARGET_MB = 10;

const gc = globalThis.gc;
if (!gc) throw new Error('run with --expose-gc (npm run bench does)');

const heapAfterGc = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;

const server = await serve((url, res) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  if (url.pathname !== '/api/v2/desk/people' || page < 1 || page > PAGES)
    sendJson(res, 404, { errors: ['no'] });
  else sendJson(res, 200, peoplePage(server.url, page, PAGES, PER_PAGE));
});
const pike13 = new Pike13({ baseUrl: server.url, accessToken: 'memory-token', rateLimit: false });

// Warm-up: JIT, the connection pool and the schema caches exist before the baseline is taken.
let warm = 0;
for await (const _ of pike13.desk.people.list()) if (++warm >= 50 * PER_PAGE) break;

const before = heapAfterGc();
let count = 0;
let idSum = 0;
const samples: number[] = [];
const started = performance.now();
for await (const person of pike13.desk.people.list()) {
  count++;
  idSum += person.id;
  if (count % SAMPLE_EVERY === 0) samples.push(heapAfterGc() - before);
}
const seconds = (performance.now() - started) / 1000;
const after = heapAfterGc();
await server.close();

if (count !== ITEMS || idSum !== (ITEMS * (ITEMS + 1)) / 2) {
  throw new Error(`read ${count} people (id sum ${idSum}), expected ${ITEMS} ids 1..${ITEMS} once each`);
}
const growth = after - before;
console.log(
  `3. Memory: ${count} people, ${PAGES} pages of ${PER_PAGE}, for await, validation on, rate limit off`,
);
console.log(`   read in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} people/s)`);
console.log(`   heap after gc: before ${mb(before)}, after ${mb(after)}`);
console.log(
  `   heap growth start → end: ${mb(growth)} — target < ${TARGET_MB} MB: ${verdict(growth < TARGET_MB * 2 ** 20)}`,
);
console.log(
  `   retained growth every ${SAMPLE_EVERY} people: ${samples.map((b) => (b / 2 ** 20).toFixed(1)).join(', ')} MB (highest ${mb(Math.max(...samples))})`,
);
