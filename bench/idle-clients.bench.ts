import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { verdict } from './support/stats.ts';

/**
 * Idle memory per client: 10,000 clients made with distinct tokens and kept, none of them used (a
 * multi-tenant server holding one client per studio). Each SDK runs in a process of its own (with
 * --expose-gc); the figure is the heap growth after full collections, divided by the clients. Beside
 * pike13: openai-node 6.49 and stripe-node (devDependencies, pinned). Exits with 1 when pike13 holds more
 * per client than openai-node 6.49 (the goal): heap bytes after gc() are steady between runs.
 */

const CLIENTS = 10_000;
const SDKS = ['pike13', 'openai', 'stripe'] as const;
type Sdk = (typeof SDKS)[number];

/** Builds the client of one SDK with the i-th token. */
async function makerOf(sdk: Sdk): Promise<(i: number) => unknown> {
  const token = (i: number) => `token-${i}-0123456789abcdef`;
  if (sdk === 'pike13') {
    const { Pike13 } = await import('../src/pike13.ts');
    return (i) => new Pike13({ subdomain: 'mystudio', accessToken: token(i) });
  }
  if (sdk === 'openai') {
    const { default: OpenAI } = await import('openai');
    return (i) => new OpenAI({ apiKey: token(i) });
  }
  const { default: Stripe } = await import('stripe');
  return (i) => new Stripe(token(i));
}

/** In a child process: the heap bytes per idle client of one SDK. */
async function measureOne(sdk: Sdk): Promise<number> {
  const gc = globalThis.gc;
  if (!gc) throw new Error('run with --expose-gc');
  const heap = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  const make = await makerOf(sdk);
  const kept: unknown[] = [];
  for (let i = 0; i < 100; i++) kept.push(make(CLIENTS + i)); // warm-up: classes, shared state, JIT
  const before = heap();
  for (let i = 0; i < CLIENTS; i++) kept.push(make(i));
  const after = heap();
  if (kept.length !== CLIENTS + 100) throw new Error('clients lost');
  return (after - before) / CLIENTS;
}

const only = process.argv[2] as Sdk | undefined;
if (only) {
  console.log(JSON.stringify(await measureOne(only)));
} else {
  const self = fileURLToPath(import.meta.url);
  const perClient = Object.fromEntries(
    SDKS.map((sdk) => [
      sdk,
      JSON.parse(execFileSync(process.execPath, ['--expose-gc', self, sdk], { encoding: 'utf8' })) as number,
    ]),
  ) as Record<Sdk, number>;
  console.log(
    `Idle memory: heap per client, ${CLIENTS.toLocaleString('en-US')} clients with distinct tokens`,
  );
  for (const sdk of SDKS) console.log(`   ${sdk.padEnd(8)} ${(perClient[sdk] / 1000).toFixed(2)} kB`);
  const met = perClient.pike13 <= perClient.openai;
  console.log(`   pike13 ≤ openai-node 6.49: ${verdict(met)}`);
  if (!met) process.exitCode = 1;
}
