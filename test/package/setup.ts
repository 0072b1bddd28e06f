import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { distIsUpToDate } from '../../scripts/dist-up-to-date.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder holding the built package as `node_modules/pike13` (package.json and dist/). */
    packageRoot: string;
  }
}

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * Puts the built package in place once for the tests of test/package: the repository's `dist/`, built
 * first when it is missing or older than its sources (as `npm install`'s `prepare` does, so a fresh clone's
 * `npm install` has already built it), copied into a temporary `node_modules/pike13` beside the
 * repository's dependencies, so the built files resolve `zod`, `oauth4webapi`… as an installed copy would.
 * Removed after the run.
 */
export default async function installBuiltPackage(project: TestProject) {
  if (!distIsUpToDate(ROOT)) await promisify(execFile)('npm', ['run', 'build'], { cwd: ROOT });
  const cache = join(ROOT, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const root = await mkdtemp(join(cache, 'pike13-package-'));
  const installed = join(root, 'node_modules', 'pike13');
  await mkdir(installed, { recursive: true });
  await copyFile(join(ROOT, 'package.json'), join(installed, 'package.json'));
  await cp(join(ROOT, 'dist'), join(installed, 'dist'), { recursive: true });
  // The consumers' own package: without it, the repository's package.json (name `pike13`) is the
  // nearest, and TypeScript resolves `pike13` to the repository itself (a self-reference).
  await writeFile(join(root, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  project.provide('packageRoot', root);
  return () => rm(root, { recursive: true, force: true });
}
