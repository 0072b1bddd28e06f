// npm's `prepare` runs `node scripts/dist-up-to-date.ts || npm run build` on `npm install` in a clone, on a
// git-URL install (twice: npm installs the clone's dependencies, then packs it) and on `npm pack`. This exits
// 0, so nothing is rebuilt, only when dist/ holds a finished build newer than every file it is built from.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run build` reads from the repository: a change to any of them makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'scripts', 'package.json', 'tsup.config.ts', 'tsconfig.json'];

/** Written by the build's last step (`--finish`): without it the last build did not finish. Not packed. */
export const FINISHED_MARK = '.built';

/** Whether `<root>/dist` is a finished build written after the last change to any of its inputs. */
export function distIsUpToDate(root: string): boolean {
  const dist = join(root, 'dist');
  const outputs = filesUnder(dist);
  if (!outputs.includes(join(dist, FINISHED_MARK))) return false;
  // tsup empties dist/ first, so its oldest file was written after the build started.
  const builtAt = Math.min(...outputs.map(modifiedAt));
  const inputs = BUILD_INPUTS.flatMap((input) => filesUnder(join(root, input)));
  return inputs.every((input) => modifiedAt(input) < builtAt);
}

/** Every file at or below `path` (the path itself when it is a file); none when it does not exist. */
function filesUnder(path: string): string[] {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return [];
  if (!stats.isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function modifiedAt(path: string): number {
  return statSync(path).mtimeMs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (process.argv[2] === '--finish') {
    writeFileSync(join(root, 'dist', FINISHED_MARK), '');
  } else if (distIsUpToDate(root)) {
    console.log('dist/ is up to date with its sources: not rebuilt');
  } else {
    console.log('dist/ is missing or older than its sources: building');
    process.exit(1);
  }
}
