import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Pike13 } from '../src/pike13.ts';
import { reference } from './support/people.ts';
import { startService } from './support/service.ts';
import { cpuPer, pool, verdict } from './support/stats.ts';

/**
 * 6. Many tenants: client CPU per request when the process has seen 1k … 40k distinct tokens within the
 * window (a minute). Each size runs in a fresh process of its own (equally warm, nothing left from a
 * smaller size), against the stand-in service in a child process:
 * - warm-up: 500 calls of one token (a limit of its own, so that it never waits), 20,000 more answered
 *   at once;
 * - fill: tokens whose one request went through the whole SDK path (a new client per token, limits on,
 *   validation on) with a `fetch` that answers at once (no socket: fast, and nothing differs for the
 *   limiters), until the registry holds the size once the measured tokens are in;
 * - measure: 1,000 new tokens, each one real request over loopback (a new client each, 16 at a time),
 *   in two halves interleaved with bare `fetch` + `json()` of the same requests; the client's CPU (user +
 *   system) per request. Target: 40k within 1.2× of 1k.
 */

const SIZES = [1_000, 10_000, 20_000, 40_000];
const MEASURED = 1_000;
const CONCURRENCY = 16;
const TARGET_RATIO = 1.2;
const PERSON = 48;

interface Figure {
  size: number;
  sdk: number;
  bare: number;
  bytesPerToken: number | undefined;
}

/** One size, in this process: warm up, fill the registry, measure. */
/**
 * Full collections with pauses between them: the abort signals of finished calls (Node's
 * `AbortSignal.any` graphs) are released by finalizers that run after a collection, not during it.
 */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(size: number): Promise<Figure> {
  if (!globalThis.gc) throw new Error('run with --expose-gc (npm run bench does)');
  const service = await startService({ kind: 'people' });
  const show = JSON.stringify(reference('desk_people_show_example'));
  // The spec's limits, the address limit out of the way: only the per-token bookkeeping grows.
  const rateLimit = { perAddress: 1_000_000_000 };
  const answerAtOnce: typeof fetch = async () =>
    new Response(show, { headers: { 'content-type': 'application/json' } });

  /** One request of a tenant: a client of its own, as a multi-tenant server makes per studio. */
  const tenantCall = async (token: string, fetch?: typeof globalThis.fetch) => {
    const client = new Pike13({ baseUrl: service.url, accessToken: token, rateLimit, fetch });
    const person = await client.desk.people.get(PERSON);
    if (person.id !== PERSON) throw new Error(`unexpected person ${person.id}`);
  };
  const bareCall = async (i: number) => {
    const response = await fetch(`${service.url}/api/v2/desk/people/${PERSON}`, {
      headers: { authorization: `Bearer bare-${i}` },
    });
    const body = (await response.json()) as { people: { id: number }[] };
    if (body.people[0]?.id !== PERSON) throw new Error('unexpected answer');
  };

  const warmUp = new Pike13({
    baseUrl: service.url,
    accessToken: 'warm-up',
    rateLimit: { perToken: 1e9, ...rateLimit },
  });
  await pool(500, CONCURRENCY, () => warmUp.desk.people.get(PERSON));
  // The same path without a socket, as much as the largest fill runs it: every size equally warm.
  const warmUpAtOnce = new Pike13({
    baseUrl: service.url,
    accessToken: 'warm-up',
    rateLimit: { perToken: 1e9, ...rateLimit },
    fetch: answerAtOnce,
  });
  await pool(20_000, 64, () => warmUpAtOnce.desk.people.get(PERSON));
  await pool(500, CONCURRENCY, bareCall);
  const fill = size - MEASURED - 1;
  await settle();
  const heapBefore = process.memoryUsage().heapUsed;
  await pool(fill, 64, (i) => tenantCall(`seen-${i}`, answerAtOnce));
  await settle();
  const bytesPerToken = fill > 0 ? (process.memoryUsage().heapUsed - heapBefore) / fill : undefined;
  const half = MEASURED / 2;
  const sdk: number[] = [];
  const bare: number[] = [];
  for (const round of [0, 1]) {
    sdk.push(await cpuPer(half, () => pool(half, CONCURRENCY, (i) => tenantCall(`new-${round}-${i}`))));
    bare.push(await cpuPer(half, () => pool(half, CONCURRENCY, bareCall)));
  }
  await service.close();
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return { size, sdk: mean(sdk), bare: mean(bare), bytesPerToken };
}

const size = Number(process.argv[2]);
if (size > 0) {
  console.log(JSON.stringify(await measure(size)));
} else {
  const self = fileURLToPath(import.meta.url);
  const figures: Figure[] = SIZES.map((size) => {
    const run = spawnSync(process.execPath, ['--expose-gc', self, String(size)], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`size ${size} failed: ${run.stderr}`);
    return JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as Figure;
  });
  console.log(
    `6. Many tenants: client CPU per request with 1k–40k tokens seen within the window; ${MEASURED} new tokens measured (a new client each, ${CONCURRENCY} at a time), a fresh process per size`,
  );
  for (const { size, sdk, bare, bytesPerToken } of figures) {
    const heap = bytesPerToken === undefined ? '—' : `${bytesPerToken.toFixed(0)} B`;
    console.log(
      `   ${String(size).padStart(6)} tokens: pike13 ${sdk.toFixed(0)} µs per request, bare fetch ${bare.toFixed(0)} µs (${(sdk / bare).toFixed(2)}x); heap ${heap} per live token`,
    );
  }
  const ratio = (figures.at(-1) as Figure).sdk / (figures[0] as Figure).sdk;
  console.log(
    `   ${SIZES.at(-1)} / ${SIZES[0]} tokens: ${ratio.toFixed(2)}x — target ≤ ${TARGET_RATIO}x: ${verdict(ratio <= TARGET_RATIO)}`,
  );
}
