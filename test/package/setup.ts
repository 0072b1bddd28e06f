import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder holding the built package as `node_modules/pike13` (package.json and dist/). */
    packageRoot: string;
  }
}

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * Builds the package once for the tests of test/package (`npm test` on a clean clone needs no prior
 * build): tsup into a temporary `node_modules/pike13` beside the repository's dependencies, so the
 * built files resolve `zod`, `oauth4webapi`… as an installed copy would. Removed after the run.
 * The repository's own `dist/` is neither read nor written.
 */
export default async function buildPackage(project: TestProject) {
  const cache = join(ROOT, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const root = await mkdtemp(join(cache, 'pike13-package-'));
  const installed = join(root, 'node_modules', 'pike13');
  await mkdir(installed, { recursive: true });
  await copyFile(join(ROOT, 'package.json'), join(installed, 'package.json'));
  // The consumers' own package: without it, the repository's package.json (name `pike13`) is the
  // nearest, and TypeScript resolves `pike13` to the repository itself (a self-reference).
  await writeFile(join(root, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  await promisify(execFile)(process.execPath, [await tsupCli(), '--out-dir', join(installed, 'dist')], {
    cwd: ROOT,
  });
  // The same steps as `npm run build` after tsup.
  const modules = join(ROOT, 'scripts', 'esm-modules.ts');
  await promisify(execFile)(process.execPath, [modules, join(installed, 'dist')], { cwd: ROOT });
  const fixTypes = join(ROOT, 'scripts', 'esm-type-imports.ts');
  await promisify(execFile)(process.execPath, [fixTypes, join(installed, 'dist')], { cwd: ROOT });
  const docs = join(ROOT, 'scripts', 'endpoint-docs.ts');
  await promisify(execFile)(process.execPath, [docs, join(installed, 'dist', 'endpoint-docs.json')], {
    cwd: ROOT,
  });
  project.provide('packageRoot', root);
  return () => rm(root, { recursive: true, force: true });
}

async function tsupCli(): Promise<string> {
  const manifest = createRequire(import.meta.url).resolve('tsup/package.json');
  const { bin } = JSON.parse(await readFile(manifest, 'utf8')) as { bin: { tsup: string } };
  return join(dirname(manifest), bin.tsup);
}
