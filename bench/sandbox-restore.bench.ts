import { Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';
import { median, ms, quantile, verdict } from './support/stats.ts';

/**
 * Sandbox snapshots: the time of `sandbox.restore(name)` on the default studio (200 clients), so that a test
 * suite can restore before every test; and of `snapshot(name)`, with the heap one snapshot holds (after full
 * collections, `--expose-gc`). Each restore is checked: a person created after the snapshot must be gone.
 */

const RUNS = 100;
const TARGET_MS = 50;

const gc = globalThis.gc;
if (!gc) throw new Error('run with --expose-gc (npm run bench does)');
const heap = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const sandbox = await createSandbox({ listen: false, rateLimit: false });
const pike13 = new Pike13({
  baseUrl: sandbox.url,
  accessToken: sandbox.tokens.staff,
  fetch: (input, init) => sandbox.engine.handle(new Request(input, init)),
});
console.log(
  `studio: ${sandbox.state.tables.people.size} people, ${sandbox.state.tables.visits.size} visits, ${sandbox.state.tables.plans.size} plans, ${sandbox.state.tables.invoices.size} invoices`,
);

const heapBefore = heap();
const saves: number[] = [];
for (let run = 0; run < 20; run += 1) {
  const began = performance.now();
  sandbox.snapshot('bench');
  saves.push(performance.now() - began);
}
const snapshotBytes = heap() - heapBefore;

const restores: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const added = await pike13.desk.people.create({
    first_name: 'Bench',
    last_name: `Run${run}`,
    email: `b${run}@example.com`,
  });
  const began = performance.now();
  sandbox.restore('bench');
  restores.push(performance.now() - began);
  if (sandbox.state.tables.people.get(added.id)) throw new Error(`restore ${run} kept person ${added.id}`);
}
const restoreMedian = median(restores);
console.log(
  `snapshot: median ${ms(median(saves))}; one snapshot holds ${(snapshotBytes / 1e6).toFixed(2)} MB of heap`,
);
console.log(
  `restore: median ${ms(restoreMedian)}, p95 ${ms(quantile(restores, 0.95))} over ${RUNS} runs — ${verdict(restoreMedian <= TARGET_MS)} (≤ ${TARGET_MS} ms)`,
);
await sandbox.close();
