import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { compile, RESOLUTIONS, STRICT_CONSUMER } from './compile.ts';

const root = inject('packageRoot');
const manifest = JSON.parse(await readFile(join(root, 'node_modules', 'pike13', 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};
const allSpecifiers = Object.keys(manifest.exports)
  .filter((subpath) => subpath !== './package.json')
  .map((subpath) => `pike13${subpath.slice(1)}`);

/**
 * Entries whose types need node16 or bundler resolution: `pike13/sandbox` hands out msw's handlers, and
 * msw's own types cannot be resolved under node10 (its dependencies' subpath exports).
 */
const MODERN_ONLY = ['pike13/sandbox'];

/** A consumer importing every entry, so that each entry's `.d.ts` (and what it imports) is checked. */
function consumer(specifiers = allSpecifiers): string {
  const imports = specifiers.map((specifier, i) => `import * as entry${i} from '${specifier}';`);
  return [
    ...imports,
    `export const entries = [${specifiers.map((_, i) => `entry${i}`).join(', ')}];`,
    "const pike13 = new entry0.Pike13({ subdomain: 'mystudio', accessToken: 'token' });",
    'export const people = pike13.desk.people.list({ is_member: true });',
    '',
  ].join('\n');
}

describe('a strict consumer of the built types (strict, exactOptionalPropertyTypes, skipLibCheck: false)', () => {
  it('compiles under moduleResolution node16, as ESM (.d.ts) and as CommonJS (.d.cts)', async () => {
    const files = [join(root, 'consumer.mts'), join(root, 'consumer.cts')];
    for (const file of files) await writeFile(file, consumer());
    expect(compile(files, { ...STRICT_CONSUMER, ...RESOLUTIONS.node16 })).toEqual([]);
  });

  it('compiles under moduleResolution node10, the subpaths found through typesVersions', async () => {
    const file = join(root, 'node10-consumer.ts');
    await writeFile(file, consumer(allSpecifiers.filter((specifier) => !MODERN_ONLY.includes(specifier))));
    expect(compile([file], { ...STRICT_CONSUMER, ...RESOLUTIONS.node10 })).toEqual([]);
  });

  it('compiles under moduleResolution bundler', async () => {
    const file = join(root, 'bundler-consumer.ts');
    await writeFile(file, consumer());
    expect(compile([file], { ...STRICT_CONSUMER, ...RESOLUTIONS.bundler })).toEqual([]);
  });
});
