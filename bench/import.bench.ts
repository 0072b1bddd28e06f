import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { median, ms, quantile } from './support/stats.ts';

/**
 * 8. Cold start: a new Node process whose one job is `await import(specifier)`, for the built package
 * (`dist/`, resolved by its own name through `exports`), each subpath, `zod/mini` alone, and the peers
 * openai-node and stripe-node (devDependencies; the versions in package-lock.json); then the same for one-file bundles that esbuild
 * makes for Node, as a serverless function is deployed. Each process reports the `import()` alone and the
 * whole process: its CPU (user + system, Node's start-up included: `process.cpuUsage()`) and its wall time
 * from its start (`performance.now()`). Each round starts one process per specifier in a rotating order;
 * figures are medians over the rounds, and the ratios against the peers are medians of the per-round ratios
 * (a round's processes ran side by side, so a loaded machine slows both). Needs `npm run build` first.
 */

const ROUNDS = Number(process.env.IMPORT_ROUNDS ?? 20);
/** zod/mini alone: the schema library that the per-module build (what bundlers take) imports. */
const SPECIFIERS = [
  'pike13',
  'pike13/webhooks',
  'pike13/oauth',
  'pike13/reports',
  'zod/mini',
  'openai',
  'stripe',
];
const PEERS = ['openai', 'stripe'];
const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}dist/index.js`)) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

interface Sample {
  /** Milliseconds of the `import()` alone. */
  import: number;
  /** Milliseconds of CPU of the whole process (user + system). */
  cpu: number;
  /** Milliseconds from the process's start to the end of the import. */
  wall: number;
}

const CHILD = `const t = performance.now(); await import(process.argv[1]);
const end = performance.now(); const { user, system } = process.cpuUsage();
console.log(JSON.stringify({ import: end - t, cpu: (user + system) / 1000, wall: end }));`;

/** One new process: what its `import()` of `specifier` cost. */
function coldImport(specifier: string): Sample {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD, specifier], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out) as Sample;
}

/** Apps bundled for Node by esbuild (its default conditions, `module` included), each one file. */
const BUNDLED: Record<string, string> = {
  'bundled: Pike13': `import { Pike13 } from 'pike13'; export const client = new Pike13({ subdomain: 's', accessToken: 't' });`,
  'bundled: Pike13Client + DeskPeople': `import { DeskPeople, Pike13Client } from 'pike13';
    export const people = new DeskPeople(new Pike13Client({ subdomain: 's', accessToken: 't' }));`,
  'bundled: openai': `import OpenAI from 'openai'; export const client = new OpenAI({ apiKey: 'k' });`,
  'bundled: stripe': `import Stripe from 'stripe'; export const client = new Stripe('sk_test_key');`,
};

/** Bundles each app into the cache folder; its file URL stands for it. */
async function bundleApps(): Promise<Map<string, string>> {
  const folder = `${root}node_modules/.cache/import-bench/`;
  mkdirSync(folder, { recursive: true });
  const files = new Map<string, string>();
  for (const [i, [name, contents]] of Object.entries(BUNDLED).entries()) {
    const outfile = `${folder}app-${i}.mjs`;
    await build({
      stdin: { contents, resolveDir: root, loader: 'js' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      outfile,
      logLevel: 'error',
    });
    files.set(name, `file://${outfile}`);
  }
  return files;
}

/** The cold import of each specifier (a label maps to what is imported), rounds in a rotating order. */
function measure(specifiers: Map<string, string>): Map<string, Sample[]> {
  const labels = [...specifiers.keys()];
  const samples = new Map<string, Sample[]>(labels.map((label) => [label, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = labels.map((_, i) => labels[(i + round) % labels.length] as string);
    for (const label of order) samples.get(label)?.push(coldImport(specifiers.get(label) as string));
  }
  return samples;
}

/** The median over the rounds of `ours` / `theirs`, for one figure of the sample. */
function pairedRatio(ours: Sample[], theirs: Sample[], figure: keyof Sample): number {
  return median(ours.map((sample, round) => sample[figure] / (theirs[round]?.[figure] ?? Number.NaN)));
}

function report(samples: Map<string, Sample[]>, pike13: string, peers: string[]): void {
  const columns = ['import()', 'p90', 'process CPU', 'process wall'];
  console.log(`${''.padEnd(36)} ${columns.map((c) => c.padStart(13)).join('')}`);
  for (const [label, times] of samples) {
    const figures = [
      median(times.map((t) => t.import)),
      quantile(
        times.map((t) => t.import),
        0.9,
      ),
      median(times.map((t) => t.cpu)),
      median(times.map((t) => t.wall)),
    ];
    console.log(`${label.padEnd(36)} ${figures.map((f) => ms(f).padStart(13)).join('')}`);
  }
  const ours = samples.get(pike13) ?? [];
  for (const peer of peers) {
    const theirs = samples.get(peer) ?? [];
    const ratios = (['cpu', 'wall', 'import'] as const).map(
      (figure) => `${figure} ${pairedRatio(ours, theirs, figure).toFixed(2)}x`,
    );
    console.log(`${pike13} / ${peer} (median of ${ROUNDS} paired rounds): ${ratios.join(', ')}`);
  }
  console.log('');
}

console.log(`Node ${process.version}, ${ROUNDS} processes per specifier`);
report(measure(new Map(SPECIFIERS.map((s) => [s, s]))), 'pike13', PEERS);
report(measure(await bundleApps()), 'bundled: Pike13', ['bundled: openai', 'bundled: stripe']);
