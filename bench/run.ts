import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Runs every benchmark of bench/ one after another, each in its own Node process so that none inherits
 * another's heap, JIT state or shared limiters. `npm run bench -- overhead` runs only the files whose
 * name contains `overhead`.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);

const benches = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();
const files = [...benches, 'reports-decode.ts'];
const selected = files.filter((name) => filters.length === 0 || filters.some((f) => name.includes(f)));

/** --expose-gc lets the memory benchmark collect before it measures. */
const execArgv = ['--expose-gc'];

const failed: string[] = [];
for (const name of selected) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const result = spawnSync(process.execPath, [...execArgv, `${here}${name}`], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`--- ${name}: ok (${seconds} s)`);
  } else {
    console.log(`--- ${name}: FAILED (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`);
    failed.push(name);
  }
}

if (selected.length === 0) {
  console.error(`no benchmark matches ${filters.join(', ')}`);
  process.exitCode = 1;
} else if (failed.length > 0) {
  console.error(`\n${failed.length} of ${selected.length} benchmarks failed: ${failed.join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`\nall ${selected.length} benchmarks ran`);
}
