import { readFileSync } from 'node:fs';
import Bottleneck from 'bottleneck';
import OpenAI from 'openai';
import Stripe from 'stripe';
import { WindowLimiter } from '../src/core/window-limiter.ts';
import { Pike13 } from '../src/pike13.ts';
import { startService } from './support/service.ts';
import { cpuPer, median, ms, quantile, verdict } from './support/stats.ts';

/**
 * 1. Overhead of one SDK call: `pike13.desk.people.get(id)` (input check, limiter slot, retry wrapper, fetch,
 * status mapping, JSON, zod check, unwrap) against bare `fetch` + `json()`, on the same loopback server
 * (the stand-in, in a child process: the client's CPU is the process's own), in interleaved batches;
 * the client's CPU per call beside the time. Then what validation costs on a 100-person page. Then the cost per job of bottleneck's `schedule()` beside our limiter's
 * synchronous fast path.
 */

const TARGET_RATIO = 1.25;
/** A peer's installed version, from its package.json. */
const versionOf = (name: string): string =>
  JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
const WARMUP_CALLS = 1_000;
const ROUNDS = 40;
const BATCH = 100;
const ID = 48;
const TOKEN = 'bench-token';

const PAGE_SIZE = 100;
const server = await startService({ kind: 'people', perPage: PAGE_SIZE });
// Every call takes a slot of its token's and its address's limiters; none ever waits.
const rateLimit = { perToken: 1e9, perAddress: 1e9 };
const pike13 = new Pike13({ baseUrl: server.url, accessToken: TOKEN, rateLimit });
const url = `${server.url}/api/v2/desk/people/${ID}`;
const headers = { accept: 'application/json', authorization: `Bearer ${TOKEN}` };

type Variant = () => Promise<unknown>;
const sdk: Variant = () => pike13.desk.people.get(ID);
// The same call through one no-op `beforeRequest` and one `afterResponse` hook: what tracing costs.
const noOpHooks = { beforeRequest: [() => undefined], afterResponse: [() => undefined] };
const hooked = new Pike13({ baseUrl: server.url, accessToken: TOKEN, rateLimit, hooks: noOpHooks });
const sdkHooks: Variant = () => hooked.desk.people.get(ID);
const bare: Variant = async () => (await fetch(url, { headers })).json();
const openai = new OpenAI({ apiKey: TOKEN, baseURL: `${server.url}/v1`, maxRetries: 0 });
const modelUrl = `${server.url}/v1/models/bench-model`;
const openaiCall: Variant = () => openai.models.retrieve('bench-model');
const bareModel: Variant = async () => (await fetch(modelUrl, { headers })).json();
const { hostname, port } = new URL(server.url);
const stripe = new Stripe(TOKEN, {
  host: hostname,
  port: Number(port),
  protocol: 'http',
  httpClient: Stripe.createFetchHttpClient(),
  maxNetworkRetries: 0,
  telemetry: false,
});
const customerUrl = `${server.url}/v1/customers/cus_bench`;
const stripeCall: Variant = () => stripe.customers.retrieve('cus_bench');
const bareCustomer: Variant = async () => (await fetch(customerUrl, { headers })).json();
const idle = new Bottleneck();
const bareInBottleneck: Variant = () => idle.schedule(bare);

/** Client CPU (µs) per call of each side, one figure per measured round. */
const cpu = {
  sdk: [] as number[],
  sdkHooks: [] as number[],
  bare: [] as number[],
  openai: [] as number[],
  bareModel: [] as number[],
  stripe: [] as number[],
  bareCustomer: [] as number[],
};

/** Times `calls` sequential calls of `variant`, one sample per call, in ms; records their CPU per call for `side`. */
async function batch(
  variant: Variant,
  calls: number,
  into: number[],
  side?: keyof typeof cpu,
): Promise<number[]> {
  const samples: number[] = [];
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await variant();
    samples.push(performance.now() - started);
  }
  if (side) {
    const { user, system } = process.cpuUsage(before);
    cpu[side].push((user + system) / calls);
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
  await batch(sdkHooks, BATCH, []);
  await batch(bare, BATCH, []);
  await batch(bareInBottleneck, BATCH / 10, []);
  await batch(openaiCall, BATCH, []);
  await batch(bareModel, BATCH, []);
  await batch(stripeCall, BATCH, []);
  await batch(bareCustomer, BATCH, []);
}

const all = { sdk: [] as number[], bare: [] as number[], bottleneck: [] as number[] };
const ratios: number[] = [];
const bottleneckRatios: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // Rotate which side goes first, so that none always runs on a warmer or colder process; openai-node's
  // and stripe-node's calls and bare fetch of their answers take turns with ours, in batches of the same size.
  const sides = ['sdk', 'sdkHooks', 'bare', 'openai', 'bareModel', 'stripe', 'bareCustomer'] as const;
  const variants = { sdk, sdkHooks, bare, openai: openaiCall, bareModel, stripe: stripeCall, bareCustomer };
  const medians: Record<string, number> = {};
  for (let i = 0; i < sides.length; i++) {
    const side = sides[(i + round) % sides.length] as (typeof sides)[number];
    const into = side === 'sdk' || side === 'bare' ? all[side] : [];
    medians[side] = median(await batch(variants[side], BATCH, into, side));
  }
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
const sdkCpu = median(cpu.sdk);
const bareCpu = median(cpu.bare);
/** The median over the rounds of a side's CPU per call less its bare fetch's in the same round. */
const ownCpu = (side: number[], base: number[]) =>
  median(side.map((value, i) => value - (base[i] as number)));
const sdkOwn = ownCpu(cpu.sdk, cpu.bare);
const openaiOwn = ownCpu(cpu.openai, cpu.bareModel);
const hooksOwn = ownCpu(cpu.sdkHooks, cpu.bare);
const stripeOwn = ownCpu(cpu.stripe, cpu.bareCustomer);
console.log(
  `   client CPU per call (user + system, median of ${ROUNDS} rounds): bare ${bareCpu.toFixed(0)} µs, pike13 ${sdkCpu.toFixed(0)} µs (the SDK's own ${sdkOwn.toFixed(0)} µs, round by round)`,
);
console.log(
  `   with a no-op beforeRequest and afterResponse hook (a Request built, the answer cloned for the hook): the SDK's own ${hooksOwn.toFixed(0)} µs`,
);
console.log(
  `   beside it, openai-node ${versionOf('openai')} models.retrieve(): its own ${openaiOwn.toFixed(0)} µs client CPU per call over bare fetch of the same answer (pike13: ${sdkOwn.toFixed(0)} µs; p10–p90 of the rounds: openai ${quantile(
    cpu.openai.map((v, i) => v - (cpu.bareModel[i] as number)),
    0.1,
  ).toFixed(0)}–${quantile(
    cpu.openai.map((v, i) => v - (cpu.bareModel[i] as number)),
    0.9,
  ).toFixed(0)}, pike13 ${quantile(
    cpu.sdk.map((v, i) => v - (cpu.bare[i] as number)),
    0.1,
  ).toFixed(0)}–${quantile(
    cpu.sdk.map((v, i) => v - (cpu.bare[i] as number)),
    0.9,
  ).toFixed(0)} µs)`,
);

console.log(
  `   and stripe-node ${versionOf('stripe')} customers.retrieve() (its fetch client): its own ${stripeOwn.toFixed(0)} µs client CPU per call over bare fetch of the same answer`,
);

// Validation on a page of 100 people: the SDK with and without it, beside bare fetch of the same page.
const checked = new Pike13({ baseUrl: server.url, accessToken: TOKEN, rateLimit });
const unchecked = new Pike13({ baseUrl: server.url, accessToken: TOKEN, rateLimit, validate: false });
const pageUrl = `${server.url}/api/v2/desk/people?page=1`;
// Call by call, the sides taking turns: a neighbour's burst on this shared machine lands on one call, not on
// a whole batch of one side (batches of 40 gave 9–27 % from run to run). The six orders of the three sides
// chained so that each order starts with the side the one before ended with: every side comes after every
// side (itself too) equally often, and the work a call leaves behind (GC, undici) falls on each side alike.
const PAGE_ITERATIONS = 1_500;
const PAGE_WARMUP_ITERATIONS = 300;
/** The first page of desk people, checked to be the whole page (the work compared is equal on each side). */
async function pageOf(client: Pike13): Promise<void> {
  const page = await client.desk.people.list();
  if (page.items.length !== PAGE_SIZE) throw new Error(`a page of ${page.items.length} people`);
}
const pageSides = {
  bare: async () => (await fetch(pageUrl, { headers })).json(),
  validated: () => pageOf(checked),
  unvalidated: () => pageOf(unchecked),
};
const pageCpu = { bare: [] as number[], validated: [] as number[], unvalidated: [] as number[] };
const pageSideList = Object.entries(pageSides) as [keyof typeof pageCpu, () => Promise<unknown>][];
const PAGE_ORDERS = [
  [0, 1, 2],
  [2, 0, 1],
  [1, 2, 0],
  [0, 2, 1],
  [1, 0, 2],
  [2, 1, 0],
];
for (let iteration = 0; iteration < PAGE_WARMUP_ITERATIONS + PAGE_ITERATIONS; iteration++) {
  for (const index of PAGE_ORDERS[iteration % PAGE_ORDERS.length] as number[]) {
    const [side, run] = pageSideList[index] as (typeof pageSideList)[number];
    const perCall = await cpuPer(1, run);
    if (iteration >= PAGE_WARMUP_ITERATIONS) pageCpu[side].push(perCall);
  }
}
const [pageBare, validated, unvalidated] = [pageCpu.bare, pageCpu.validated, pageCpu.unvalidated].map(
  median,
) as [number, number, number];
const validation = validated - unvalidated;
// Issue 23's goal: at most 30 µs over a bare page of 225 µs (its quiet run), as a share of bare fetch's CPU in
// the same turn, so that it holds on a loaded machine where the µs do not.
const PAGE_GOAL = 30 / 225;
/** A side's CPU over bare fetch's, as a share of it: the median of the ratios of calls made side by side. */
const shareOverBare = (side: number[]) => median(side.map((sdk, i) => sdk / (pageCpu.bare[i] as number) - 1));
const pageShare = shareOverBare(pageCpu.validated);
console.log(
  `   a page of ${PAGE_SIZE} desk people, client CPU per call (median of ${PAGE_ITERATIONS} calls a side, the six orders of the sides chained): bare ${pageBare.toFixed(0)} µs, pike13 ${validated.toFixed(0)} µs, with validate: false ${unvalidated.toFixed(0)} µs`,
);
console.log(
  `   validation: ${validation.toFixed(0)} µs per page = ${((100 * validation) / (validated - pageBare)).toFixed(0)}% of the SDK's own CPU (${(validated - pageBare).toFixed(0)} µs above bare fetch)`,
);
console.log(
  `   the SDK above bare fetch on the page, with validate: false: ${(100 * shareOverBare(pageCpu.unvalidated)).toFixed(1)}% of bare's CPU (median of the ratios of calls made side by side)`,
);
console.log(
  `   the SDK above bare fetch on the page: ${(100 * pageShare).toFixed(1)}% of bare's CPU (median of the ratios of calls made side by side) — target ≤ ${(100 * PAGE_GOAL).toFixed(1)}% (30 µs over a 225 µs bare page): ${verdict(pageShare <= PAGE_GOAL)}`,
);

// Latency as users see it: against a service that answers after 50 ms (real calls take 50–300 ms), the
// SDK's time over bare fetch's, interleaved.
const LATENCY_MS = 50;
const slow = await startService({ kind: 'people', delayMs: LATENCY_MS });
const slowSdk = new Pike13({ baseUrl: slow.url, accessToken: TOKEN, rateLimit });
const slowUrl = `${slow.url}/api/v2/desk/people/${ID}`;
const slowSides = {
  sdk: () => slowSdk.desk.people.get(ID),
  bare: async () => (await fetch(slowUrl, { headers })).json(),
};
const slowTimes = { sdk: [] as number[], bare: [] as number[] };
for (let round = 0; round < 12; round++) {
  const order = round % 2 === 0 ? (['sdk', 'bare'] as const) : (['bare', 'sdk'] as const);
  for (const side of order) await batch(slowSides[side], 10, round < 2 ? [] : slowTimes[side]);
}
await slow.close();
const latencyRatio = median(slowTimes.sdk) / median(slowTimes.bare);
console.log(
  `\n   against a service answering after ${LATENCY_MS} ms: bare ${ms(median(slowTimes.bare))}, pike13 ${ms(median(slowTimes.sdk))} median per call; ratio ${latencyRatio.toFixed(4)}x — target ≤ 1.01x: ${verdict(latencyRatio <= 1.01)}`,
);

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
await perJob(
  'WindowLimiter: await acquire(), answered()',
  async () => {
    await window.acquire();
    window.answered();
  },
  JOBS,
);
const SYNC_JOBS = 100_000;
const syncLimiter = new WindowLimiter(1e9, 60_000);
const started = performance.now();
for (let i = 0; i < SYNC_JOBS; i++) {
  if (syncLimiter.acquire() !== undefined) throw new Error('the idle limiter should grant synchronously');
  syncLimiter.answered();
}
const syncCost = (performance.now() - started) / SYNC_JOBS;
console.log(
  `   ${'WindowLimiter: acquire() fast path + answered(), synchronous'.padEnd(58)} mean   ${ms(syncCost)} per job (${SYNC_JOBS} in a loop, no promise)`,
);
console.log(
  `   bottleneck's idle schedule() costs ${(bottleneckDefault / syncCost).toFixed(0)}x our synchronous slot`,
);

await server.close();
