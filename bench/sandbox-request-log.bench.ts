import { createSandbox } from '../src/sandbox/index.ts';
import { verdict } from './support/stats.ts';

/**
 * The sandbox's request log at its bound: the heap it holds with 10,000 entries of the longest path it
 * keeps (a 4,000-character URL cut to 512), each request answered by the engine (msw-style, no socket),
 * then 10,000 more to show that a full log stays flat (the oldest go).
 */

const ENTRIES = 10_000;
const TARGET_MB = 10;

const gc = globalThis.gc;
if (!gc) throw new Error('run with --expose-gc (npm run bench does)');
const heap = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const sandbox = await createSandbox({ listen: false, rateLimit: false, clients: 20 });
const longPath = (i: number) =>
  `/api/v2/desk/people/${i}/${'x'.repeat(4_000)}?access_token=${'t'.repeat(40)}`;
async function fill(from: number): Promise<void> {
  for (let i = from; i < from + ENTRIES; i += 1) {
    const answer = await sandbox.engine.handle(new Request(`${sandbox.url}${longPath(i)}`));
    if (answer.status !== 404) throw new Error(`answered ${answer.status}`);
  }
}

const empty = heap();
await fill(0);
const full = heap();
await fill(ENTRIES);
const refilled = heap();
const kept = sandbox.requests;
if (kept.length !== ENTRIES || kept[0]?.seq !== ENTRIES + 1)
  throw new Error('the log did not keep the newest');
if (kept.some((entry) => entry.path.length > 512)) throw new Error('a path longer than 512 was kept');

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(2);
const perEntry = (full - empty) / ENTRIES;
console.log(
  `request log: ${ENTRIES.toLocaleString('en')} entries of 512-character paths hold ${mb(full - empty)} MB (${Math.round(perEntry)} B each) — ${verdict(full - empty < TARGET_MB * 2 ** 20)} (< ${TARGET_MB} MB)`,
);
console.log(
  `request log: after ${ENTRIES.toLocaleString('en')} more, ${mb(refilled - empty)} MB (the oldest went)`,
);
await sandbox.close();
