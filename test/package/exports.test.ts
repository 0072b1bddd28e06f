import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { declaredValues } from './exports.ts';

const root = inject('packageRoot');
const installed = join(root, 'node_modules', 'pike13');

interface Conditions {
  import: { types: string };
  require: { types: string };
}

const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
  exports: Record<string, Conditions | string>;
};
const entries = Object.entries(manifest.exports).filter(
  (entry): entry is [string, Conditions] => typeof entry[1] === 'object',
);

/** The names each subpath exports at run time, loaded by Node from the installed copy. */
async function runtimeNames(loader: 'import' | 'require'): Promise<Record<string, string[]>> {
  const specifiers = entries.map(([subpath]) => `pike13${subpath.slice(1)}`);
  const load = loader === 'import' ? '(s) => import(s)' : "createRequire(join(process.cwd(), 'x.cjs'))";
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

describe.each(['import', 'require'] as const)('the built package, loaded by %s', (loader) => {
  const loaded = runtimeNames(loader);

  it.each(entries)(
    '%s: every value its .d.ts declares exists at run time, and no other',
    async (subpath, conditions) => {
      const declared = declaredValues(join(installed, conditions[loader].types));
      const actual = (await loaded)[`pike13${subpath.slice(1)}`];
      expect(declared.length).toBeGreaterThan(0);
      expect(declared.filter((name) => !actual?.includes(name))).toEqual([]);
      expect(actual).toEqual(declared);
    },
  );
});
