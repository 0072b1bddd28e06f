import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { declaredValues } from './exports.ts';

const root = inject('packageRoot');
const installed = join(root, 'node_modules', 'pike13');

interface Conditions {
  /** `module`: the build for bundlers, one file per source module; `default`: Node's. */
  import: { types: string; module: string };
  require: { types: string };
}

/** How a program loads the package: Node's `import` or `require`, or a bundler's `module` condition. */
type Loader = 'import' | 'require' | 'module';

const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
  exports: Record<string, Conditions | string>;
};
const entries = Object.entries(manifest.exports).filter(
  (entry): entry is [string, Conditions] => typeof entry[1] === 'object',
);
/** Every entry's `.d.ts` (import) and `.d.cts` (require): their declared values, from one program. */
const typesFiles = entries.flatMap(([, conditions]) =>
  [conditions.import.types, conditions.require.types].map((file) => join(installed, file)),
);
let declaredByFile: Map<string, string[]> | undefined;

/** The values `types` declares, the program built on first use. */
function declaredIn(types: string): string[] {
  declaredByFile ??= declaredValues(typesFiles);
  return declaredByFile.get(join(installed, types)) ?? [];
}

/** What each subpath's loader loads: the package name, or for `module` the file that condition names. */
function specifierOf(subpath: string, conditions: Conditions, loader: Loader): string {
  return loader === 'module' ? join(installed, conditions.import.module) : `pike13${subpath.slice(1)}`;
}

/** The names each subpath exports at run time, loaded by Node from the installed copy. */
async function runtimeNames(loader: Loader): Promise<Record<string, string[]>> {
  const specifiers = entries.map(([subpath, conditions]) => specifierOf(subpath, conditions, loader));
  const load = loader === 'require' ? "createRequire(join(process.cwd(), 'x.cjs'))" : '(s) => import(s)';
  const script = `
    import { createRequire } from 'node:module';
    import { join } from 'node:path';
    const load = ${load};
    const names = {};
    for (const s of ${JSON.stringify(specifiers)}) names[s] = Object.keys(await load(s)).sort();
    console.log(JSON.stringify(names));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
  });
  return JSON.parse(stdout) as Record<string, string[]>;
}

describe.each(['import', 'require', 'module'] as const)('the built package, loaded by %s', (loader) => {
  const loaded = runtimeNames(loader);

  it.each(entries)(
    '%s: every value its .d.ts declares exists at run time, and no other',
    async (subpath, conditions) => {
      const types = loader === 'require' ? conditions.require.types : conditions.import.types;
      const declared = declaredIn(types);
      const actual = (await loaded)[specifierOf(subpath, conditions, loader)];
      expect(declared.length).toBeGreaterThan(0);
      expect(declared.filter((name) => !actual?.includes(name))).toEqual([]);
      expect(actual).toEqual(declared);
    },
  );
});

/** The modules of the zod package a new Node process resolves while it loads `specifier` by `loader`. */
async function zodModulesLoaded(loader: Loader, specifier: string): Promise<string[]> {
  const load = loader === 'require' ? "createRequire(join(process.cwd(), 'x.cjs'))" : '(s) => import(s)';
  const script = `
    import { createRequire, registerHooks } from 'node:module';
    import { join } from 'node:path';
    const zod = [];
    registerHooks({
      resolve(specifier, context, next) {
        const resolved = next(specifier, context);
        if (resolved.url.includes('/node_modules/zod/')) zod.push(resolved.url.replace(/^.*\\/node_modules\\//, ''));
        return resolved;
      },
    });
    await (${load})(${JSON.stringify(specifier)});
    console.log(JSON.stringify(zod));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
  });
  return JSON.parse(stdout) as string[];
}

describe('zod in the built package', () => {
  // zod's entries load every module of zod, its 64 locales among them: Node's build carries the parts
  // the SDK uses, so `import('pike13')` starts faster than openai-node's client.
  it.each(['import', 'require'] as const)('Node loads no module of the zod package by %s', async (loader) => {
    expect(await zodModulesLoaded(loader, 'pike13')).toEqual([]);
  });

  it('the build for bundlers imports zod/mini, so an app and the SDK share one copy', async () => {
    const index = join(installed, (manifest.exports['.'] as Conditions).import.module);
    expect(await zodModulesLoaded('module', index)).toContain('zod/mini/index.js');
  });
});
