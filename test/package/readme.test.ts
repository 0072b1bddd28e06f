import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { compile, RESOLUTIONS, STRICT_CONSUMER } from './compile.ts';
import { README_CONTEXT, typescriptBlocks } from './readme.ts';

const root = inject('packageRoot');
const README = new URL('../../README.md', import.meta.url);

it('every ```ts block of README.md compiles against the built package under strict and exactOptionalPropertyTypes', async () => {
  const blocks = typescriptBlocks(await readFile(README, 'utf8'));
  expect(blocks.length).toBeGreaterThan(20);
  const context = join(root, 'readme-context.d.ts');
  await writeFile(context, README_CONTEXT);
  const files = [context];
  for (const { line, code } of blocks) {
    const file = join(root, `README.md-line-${line}.ts`);
    await writeFile(file, `${code}\nexport {};\n`);
    files.push(file);
  }
  const errors = compile(files, { ...STRICT_CONSUMER, ...RESOLUTIONS.bundler });
  expect(errors.map((error) => error.replace(`${root}/`, ''))).toEqual([]);
});
