import Bottleneck from 'bottleneck';
import { Pike13 } from '../src/client.ts';
import { WindowLimiter } from '../src/core/window-limiter.ts';
import { reference } from './support/people.ts';
import { sendJson, serve } from './support/server.ts';
import { median, ms, quantile, verdict } from './support/stats.ts';

/**
 * 1. Overhead of one SDK call: `pike13.desk.people.get(id)` (input check, limiter slot, retry wrapper, fetch,
 * status mapping, JSON, zod check, unwrap) against bare `fetch` + `json()`, on the same loopback server,
 * in interleaved batches. Then the cost per job of bottleneck's `schedule()` beside our limiter's
 * synchronous fast path.
 */

const TARGET_RATIO = 1.25;
const WARMUP_CALLS = 1_000;
const ROUNDS = 40;
const BATCH = 100;
const ID = 48;
const TOKEN = 'bench-token';

const show = JSON.stringify(reference('desk_people_show_example'));
const server = await serve((url, res) => {
  if (url.pathname === `/api/v2/desk/people/${ID}`) sendJson(res, 200, show);
  else sendJson(res, 404, { errors: ['not found'] });
});

const pike13 = new Pike13({ baseUrl: server.url, accessToken: TOKEN, rateLimit: { perToken: 1e9 } });
const url = `${server.url}/api/v2/desk/people/${ID}`;
const headers = { accept: 'application/json', authorization: `Bearer ${TOKEN}` };

type Variant = () => Promise<unknown>;
const sdk: Variant = () => pike13.desk.people.get(ID);
const bare: Variant = async () => (await fetch(url, { headers })).json();
const idle = new Bottleneck();
const bareInBottleneck: Variant = () => idle.schedule(bare);

/** Times `calls` sequential calls of `variant`, one sample per call, in ms. */
async function batch(variant: Variant, calls: number, into: number[]): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await variant();
    samples.push(performance.now() - started);
  }
  into.push(...samples);
  return samples;
}

// The SDK's answer is the reference person, checked and unwrapped: the comparison is of equal work.
const person = await pike13.desk.people.get(ID);
if (person.id !== ID || person.name !== 'Jane Client')
  throw new Error(`unexpected answer ${JSON.stringify(person)}`);

for (let i = 0; i < WARMUP_CALLS / BATCH; i++) {
  await batch(sdk, BATCH, []);
  await batch(bare, BATCH, []);
  await batch(bareInBottleneck, BATCH / 10, []);
}

const all = { sdk: [] as number[], bare: [] as number[], bottleneck: [] as number[] };
const ratios: number[] = [];
const bottleneckRatios: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // Alternate which side goes first, so that neither always runs on a warmer or colder process.
  const order = round % 2 === 0 ? (['sdk', 'bare'] as const) : (['bare', 'sdk'] as const);
  const medians: Record<string, number> = {};
  for (const side of order)
    medians[side] = median(await batch(side === 'sdk' ? sdk : bare, BATCH, all[side]));
  // bottleneck around bare fetch: a smaller batch, each job waits on its timers.
  const wrapped = median(await batch(bareInBottleneck, BATCH / 4, all.bottleneck));
  ratios.push((medians.sdk as number) / (medians.bare as number));
  bottleneckRatios.push(wrapped / (medians.bare as number));
}

const sdkMedian = median(all.sdk);
const bareMedian = median(all.bare);
const ratio = median(ratios);
console.log(`1. Overhead: desk.people.get(${ID}) vs fetch + json(), loopback, validation and limiter on`);
console.log(
  `   ${ROUNDS} interleaved rounds of ${BATCH} calls a side, after ${WARMUP_CALLS} warm-up calls a side`,
);
console.log(
  `   bare fetch + json():           median ${ms(bareMedian)} per call (p90 ${ms(quantile(all.bare, 0.9))})`,
);
console.log(
  `   pike13.desk.people.get():      median ${ms(sdkMedian)} per call (p90 ${ms(quantile(all.sdk, 0.9))})`,
);
console.log(
  `   bare fetch in bottleneck:      median ${ms(median(all.bottleneck))} per call (p90 ${ms(quantile(all.bottleneck, 0.9))})`,
);
console.log(
  `   ratio sdk / bare: median of round ratios ${ratio.toFixed(3)}x (ratio of medians ${(sdkMedian / bareMedian).toFixed(3)}x; round ratios ${quantile(ratios, 0.1).toFixed(2)}–${quantile(ratios, 0.9).toFixed(2)} p10–p90) — target ≤ ${TARGET_RATIO}x: ${verdict(ratio <= TARGET_RATIO)}`,
);
console.log(`   ratio bottleneck-wrapped fetch / bare: median ${median(bottleneckRatios).toFixed(2)}x`);

// The limiters alone, idle: what taking a slot costs per job.
const JOBS = 2_000;
async function perJob(label: string, run: () => Promise<unknown> | unknown, jobs: number): Promise<number> {
  for (let i = 0; i < jobs / 10; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < jobs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  const m = median(samples);
  console.log(`   ${label.padEnd(58)} median ${ms(m)} per job (p90 ${ms(quantile(samples, 0.9))})`);
  return m;
}

console.log('\n   Limiter cost per job, idle limiter, jobs one after another:');
const noop = () => Promise.resolve();
const defaults = new Bottleneck();
const bottleneckDefault = await perJob(
  'bottleneck schedule(), new Bottleneck()',
  () => defaults.schedule(noop),
  500,
);
const configured = new Bottleneck({ maxConcurrent: null, minTime: 0, reservoir: 1e9 });
await perJob(
  'bottleneck schedule(), {maxConcurrent: null, minTime: 0, reservoir}',
  () => configured.schedule(noop),
  500,
);
const window = new WindowLimiter(1e9, 60_000);
await perJob('WindowLimiter: await acquire()', () => window.acquire(), JOBS);
const SYNC_JOBS = 100_000;
const syncLimiter = new WindowLimiter(1e9, 60_000);
const started = performance.now();
for (let i = 0; i < SYNC_JOBS; i++) {
  if (syncLimiter.acquire() !== undefined) throw new Error('the idle limiter should grant synchronously');
}
const syncCost = (performance.now() - started) / SYNC_JOBS;
console.log(
  `   ${'WindowLimiter: acquire() fast path, synchronous'.padEnd(58)} mean   ${ms(syncCost)} per job (${SYNC_JOBS} in a loop, no promise)`,
);
console.log(
  `   bottleneck's idle schedule() costs ${(bottleneckDefault / syncCost).toFixed(0)}x our synchronous slot`,
);

await server.close();
