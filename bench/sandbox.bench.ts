import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSandbox } from '../src/sandbox/index.ts';
import { median, ms, verdict } from './support/stats.ts';

/**
 * 4. Sandbox: start time of `createSandbox()` (seed of 200 clients, loopback server), GETs per second
 * on loopback (a mix of one person, a desk people page, today's occurrences and one visit, 16
 * connections kept alive, rate limit off, 5 s, the server in its own process), and the heap of a seed with 10,000 clients (after full
 * collections, `--expose-gc`). Every answer is checked: a non-200 fails the run.
 */

const START_RUNS = 15;
const LOAD_SECONDS = 5;
const CONNECTIONS = 16;
const TARGETS = { startMs: 500, getsPerSecond: 2_000, memoryMb: 100 };

const gc = globalThis.gc;
if (!gc) throw new Error('run with --expose-gc (npm run bench does)');
const heap = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

// Start time: the first run also pays for loading the modules, so it is reported apart.
const starts: number[] = [];
for (let run = 0; run < START_RUNS; run += 1) {
  const began = performance.now();
  const sandbox = await createSandbox();
  starts.push(performance.now() - began);
  await sandbox.close();
}
const startMedian = median(starts.slice(1));
console.log(
  `start: first ${ms(starts[0] as number)} (module load included), median of the next ${START_RUNS - 1} ${ms(startMedian)} — ${verdict(startMedian < TARGETS.startMs)} (< ${TARGETS.startMs} ms)`,
);

// GETs per second on loopback: the server is `pike13 sandbox` in its own process (as `npx pike13
// sandbox` runs it), the load comes from this one, so each has a core of the two.
const server = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('../src/cli/index.ts', import.meta.url)),
    'sandbox',
    '--port',
    '0',
    '--no-rate-limit',
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const banner = await new Promise<string>((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('Ctrl-C stops.')) resolve(output);
  });
  server.once('exit', (code) => reject(new Error(`pike13 sandbox exited ${code}`)));
});
const url = /listening on (\S+)/.exec(banner)?.[1] as string;
const token = /staff token\s+(\S+)/.exec(banner)?.[1] as string;
const paths = [
  '/api/v2/desk/people/7',
  '/api/v2/desk/people?page=2',
  '/api/v2/desk/event_occurrences',
  '/api/v2/desk/visits/1',
];
const headers = { authorization: `Bearer ${token}` };
let done = 0;
const deadline = performance.now() + LOAD_SECONDS * 1000;
async function worker(offset: number): Promise<void> {
  for (let i = offset; performance.now() < deadline; i += 1) {
    const path = paths[i % paths.length] as string;
    const answer = await fetch(`${url}${path}`, { headers });
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    await answer.arrayBuffer();
    done += 1;
  }
}
const loadStart = performance.now();
await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
const perSecond = done / ((performance.now() - loadStart) / 1000);
server.kill('SIGTERM');
console.log(
  `GETs: ${done} in ${LOAD_SECONDS} s over ${CONNECTIONS} connections = ${Math.round(perSecond)}/s — ${verdict(perSecond >= TARGETS.getsPerSecond)} (≥ ${TARGETS.getsPerSecond}/s)`,
);

// Memory of a 10,000-client seed (no server).
const before = heap();
const big = await createSandbox({ clients: 10_000, listen: false });
const grown = (heap() - before) / 2 ** 20;
const people = big.state.tables.people.size;
if (people < 10_000) throw new Error(`the seed has ${people} people, expected at least 10,000`);
console.log(
  `memory: ${people} people, ${big.state.tables.visits.size} visits, ${big.state.tables.invoices.size} invoices: ${grown.toFixed(1)} MB — ${verdict(grown < TARGETS.memoryMb)} (< ${TARGETS.memoryMb} MB)`,
);
await big.close();
