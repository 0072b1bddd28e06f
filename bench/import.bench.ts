import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median, ms, quantile } from './support/stats.ts';

/**
 * 4. Cold import: the time `await import(specifier)` takes in a new Node process (the Node 24 running
 * this), for the built package (`dist/`, resolved by its own name through `exports`) and, for comparison,
 * `openai` (a devDependency). Each round starts one process per specifier, in a rotating order; the
 * figure is the median over the rounds. Needs `npm run build` first.
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

const samples = new Map<string, number[]>(SPECIFIERS.map((specifier) => [specifier, []]));
for (let round = 0; round < ROUNDS; round++) {
  const order = SPECIFIERS.map((_, i) => SPECIFIERS[(i + round) % SPECIFIERS.length] as string);
  for (const specifier of order) samples.get(specifier)?.push(coldImport(specifier));
}

console.log(`Node ${process.version}, ${ROUNDS} processes per specifier`);
console.log(`${'import'.padEnd(18)} ${'median'.padStart(10)} ${'p90'.padStart(10)}`);
for (const [specifier, times] of samples) {
  console.log(
    `${specifier.padEnd(18)} ${ms(median(times)).padStart(10)} ${ms(quantile(times, 0.9)).padStart(10)}`,
  );
}
const ratio = median(samples.get('pike13') ?? []) / median(samples.get('openai') ?? []);
console.log(`pike13 / openai: ${ratio.toFixed(2)}x`);
