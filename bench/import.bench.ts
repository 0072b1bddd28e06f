import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { median, ms, quantile } from './support/stats.ts';

/**
 * 4. Cold import: the time `await import(specifier)` takes in a new Node process (the Node 24 running
 * this), for the built package (`dist/`, resolved by its own name through `exports`) and, for comparison,
 * `openai` (a devDependency); then the same for one-file bundles that esbuild makes for Node, as a
 * serverless function is deployed: the whole client, a `Pike13Client` with one resource class, openai's
 * client. Each round starts one process per specifier, in a rotating order; the figure is the median
 * over the rounds. Needs `npm run build` first.
 */

const ROUNDS = 15;
/** zod/mini alone: the share of the schema library, which every entry but oauth loads. */
const SPECIFIERS = ['pike13', 'pike13/webhooks', 'pike13/oauth', 'pike13/reports', 'zod/mini', 'openai'];
const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}dist/index.js`)) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

/** One new process: the milliseconds its `import()` of `specifier` took. */
function coldImport(specifier: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return Number(out.trim());
}

/** Apps bundled for Node by esbuild (its default conditions, `module` included), each one file. */
const BUNDLED: Record<string, string> = {
  'bundled: Pike13': `import { Pike13 } from 'pike13'; export const client = new Pike13({ subdomain: 's', accessToken: 't' });`,
  'bundled: Pike13Client + DeskPeople': `import { DeskPeople, Pike13Client } from 'pike13';
    export const people = new DeskPeople(new Pike13Client({ subdomain: 's', accessToken: 't' }));`,
  'bundled: openai': `import OpenAI from 'openai'; export const client = new OpenAI({ apiKey: 'k' });`,
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

/** The cold import of each specifier (a label maps to what is imported), medians over rotating rounds. */
function measure(specifiers: Map<string, string>): Map<string, number[]> {
  const labels = [...specifiers.keys()];
  const samples = new Map<string, number[]>(labels.map((label) => [label, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = labels.map((_, i) => labels[(i + round) % labels.length] as string);
    for (const label of order) samples.get(label)?.push(coldImport(specifiers.get(label) as string));
  }
  return samples;
}

function report(samples: Map<string, number[]>, pike13: string, openai: string): void {
  console.log(`${'import'.padEnd(36)} ${'median'.padStart(10)} ${'p90'.padStart(10)}`);
  for (const [label, times] of samples) {
    console.log(
      `${label.padEnd(36)} ${ms(median(times)).padStart(10)} ${ms(quantile(times, 0.9)).padStart(10)}`,
    );
  }
  const ratio = median(samples.get(pike13) ?? []) / median(samples.get(openai) ?? []);
  console.log(`${pike13} / ${openai}: ${ratio.toFixed(2)}x\n`);
}

console.log(`Node ${process.version}, ${ROUNDS} processes per specifier`);
report(measure(new Map(SPECIFIERS.map((s) => [s, s]))), 'pike13', 'openai');
report(measure(await bundleApps()), 'bundled: Pike13', 'bundled: openai');
