import { Pike13 } from '../src/client.ts';
import { reference } from './support/people.ts';
import { startService } from './support/service.ts';
import { cpuPer, pool, verdict } from './support/stats.ts';

/**
 * 6. Many tenants: client CPU per request when the process has seen 1k … 40k distinct tokens within the
 * window (a minute), the stand-in service in a child process. For each size, the registry is first
 * filled so that it holds the size once the measured tokens are in, with tokens whose one request went through the whole SDK path (a new client per
 * token, limits on, validation on) with a `fetch` that answers at once (no socket: fast, and nothing
 * differs for the limiters); then 2,000 new tokens each send one real request over loopback, 16 at a
 * time, and the client's CPU (user + system) is taken over them. Bare `fetch` + `json()` of the same
 * requests, before and after, is the floor. Target: 40k within 1.2× of 1k.
 */

const SIZES = [1_000, 10_000, 20_000, 40_000];
const MEASURED = 2_000;
const CONCURRENCY = 16;
const TARGET_RATIO = 1.2;
const PERSON = 48;

const gc = globalThis.gc;
if (!gc) throw new Error('run with --expose-gc (npm run bench does)');

const service = await startService({ kind: 'people' });
const show = JSON.stringify(reference('desk_people_show_example'));
// Limits as the spec has them, the address limit out of the way: only the per-token bookkeeping grows.
const rateLimit = { perAddress: 1_000_000_000 };

/** One request of a new tenant: a client of its own, as a multi-tenant server makes per studio. */
async function tenantCall(token: string, fetch?: typeof globalThis.fetch): Promise<void> {
  const person = await new Pike13({
    baseUrl: service.url,
    accessToken: token,
    rateLimit,
    fetch,
  }).desk.people.get(PERSON);
  if (person.id !== PERSON) throw new Error(`unexpected person ${person.id}`);
}

const answerAtOnce: typeof fetch = async () =>
  new Response(show, { headers: { 'content-type': 'application/json' } });

const bareUrl = `${service.url}/api/v2/desk/people/${PERSON}`;
async function bare(): Promise<number> {
  return cpuPer(MEASURED, () =>
    pool(MEASURED, CONCURRENCY, async (i) => {
      const body = (await (
        await fetch(bareUrl, { headers: { authorization: `Bearer bare-${i}` } })
      ).json()) as {
        people: { id: number }[];
      };
      if (body.people[0]?.id !== PERSON) throw new Error('unexpected answer');
    }),
  );
}

// Warm-up: JIT, the connection pool.
const WARM_UP = 500;
await pool(WARM_UP, CONCURRENCY, (i) => tenantCall(`warm-${i}`));
await bare();

const bareBefore = await bare();
let seen = WARM_UP;
const figures: { size: number; cpu: number; bytesPerToken: number | undefined }[] = [];
for (const size of SIZES) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const fill = Math.max(0, size - MEASURED - seen);
  await pool(fill, 64, (i) => tenantCall(`seen-${size}-${i}`, answerAtOnce));
  seen += fill;
  gc();
  const bytesPerToken = fill > 0 ? (process.memoryUsage().heapUsed - heapBefore) / fill : undefined;
  const cpu = await cpuPer(MEASURED, () =>
    pool(MEASURED, CONCURRENCY, (i) => tenantCall(`new-${size}-${i}`)),
  );
  seen += MEASURED;
  figures.push({ size, cpu, bytesPerToken });
}
const bareAfter = await bare();
await service.close();

console.log(
  `6. Many tenants: client CPU per request, ${MEASURED} new tokens measured (a new client each, ${CONCURRENCY} at a time) after the process has seen the rest within the window`,
);
console.log(`   bare fetch + json(): ${bareBefore.toFixed(0)} µs before, ${bareAfter.toFixed(0)} µs after`);
for (const { size, cpu, bytesPerToken } of figures) {
  console.log(
    `   ${String(size).padStart(6)} tokens seen: ${cpu.toFixed(0)} µs per request (${(cpu / bareBefore).toFixed(2)}x bare); heap ${bytesPerToken === undefined ? '—' : `${bytesPerToken.toFixed(0)} B`} per token while it is live`,
  );
}
const ratio = (figures.at(-1)?.cpu as number) / (figures[0]?.cpu as number);
console.log(
  `   ${SIZES.at(-1)} / ${SIZES[0]} tokens: ${ratio.toFixed(2)}x — target ≤ ${TARGET_RATIO}x: ${verdict(ratio <= TARGET_RATIO)}`,
);
