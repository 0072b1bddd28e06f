// Runs every example in this folder, one after another; fails if one fails or hangs.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const folder = new URL('.', import.meta.url);
const examples = readdirSync(folder).filter((name) => name.endsWith('.ts') && name !== 'run.ts');
for (const name of examples) {
  process.stdout.write(`\n-- examples/${name}\n`);
  execFileSync(process.execPath, [new URL(name, folder).pathname], { stdio: 'inherit', timeout: 60_000 });
}
process.stdout.write(`\n${examples.length} examples ran\n`);
