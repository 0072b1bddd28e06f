// After tsup: the CommonJS declarations (`.d.cts`) import the types of ESM-only packages (msw) with
// `resolution-mode: import`, which tsup's declaration bundler drops. Without it a CommonJS consumer of
// `pike13/sandbox` gets TS1479. Usage: node scripts/esm-type-imports.ts [dist folder]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Peers published as ESM only. */
const ESM_ONLY = ['msw'];

const dist = process.argv[2] ?? 'dist';
const pattern = new RegExp(`^import (?:type )?(.+) from '(${ESM_ONLY.join('|')})';$`, 'gm');
for (const name of await readdir(dist)) {
  if (!name.endsWith('.d.cts')) continue;
  const file = join(dist, name);
  const text = await readFile(file, 'utf8');
  const fixed = text.replace(pattern, "import type $1 from '$2' with { 'resolution-mode': 'import' };");
  if (fixed !== text) await writeFile(file, fixed);
}
