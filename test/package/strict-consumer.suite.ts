import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { compile, compileWithTypeScript7, RESOLUTIONS, STRICT_CONSUMER } from './compile.ts';
import { documentedBlocks, fileNameOf, README_CONTEXT } from './readme.ts';

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

/**
 * The ```ts blocks of the README and the guides, a module each (named by file and line:
 * `docs-guides-client.md-42.ts`), and the names they take from their surroundings.
 */
async function readmeFiles(): Promise<string[]> {
  const folder = join(root, 'readme');
  await mkdir(folder, { recursive: true });
  const context = join(folder, 'readme-context.d.ts');
  await writeFile(context, README_CONTEXT);
  const files = [context];
  for (const block of documentedBlocks().filter(({ language }) => language === 'ts')) {
    const file = join(folder, `${fileNameOf(block)}.ts`);
    await writeFile(file, `${block.code}\nexport {};\n`);
    files.push(file);
  }
  return files;
}

/**
 * One program under bundler resolution for the bundler consumer and the blocks of the README and the
 * guides: its diagnostics, those of the blocks' files apart. Semantic errors of the consumer, the blocks'
 * files and the package's own `.d.ts` (the dependencies' declarations and TypeScript's lib: TypeScript 7's
 * node16 program).
 */
async function checkBundlerProgram() {
  const consumerFile = join(root, 'bundler-consumer.ts');
  await writeFile(consumerFile, consumer());
  const readme = await readmeFiles();
  const options = { ...STRICT_CONSUMER, ...RESOLUTIONS.bundler };
  const { errors, dependencies } = compile([consumerFile, ...readme], options);
  const inReadme = (error: string) => error.startsWith(join(root, 'readme', ''));
  return {
    consumer: errors.filter((error) => !inReadme(error)),
    readme: errors.filter(inReadme),
    blocks: readme.length - 1,
    dependencies,
  };
}

let bundler: ReturnType<typeof checkBundlerProgram> | undefined;
const bundlerProgram = () => (bundler ??= checkBundlerProgram());

/** Writes the node16 consumer: one file as ESM (`.d.ts`), one as CommonJS (`.d.cts`). */
async function writeNode16Consumer(): Promise<string[]> {
  const files = [join(root, 'consumer.mts'), join(root, 'consumer.cts')];
  for (const file of files) await writeFile(file, consumer());
  return files;
}

let node16Files: Promise<string[]> | undefined;
const node16Consumer = () => (node16Files ??= writeNode16Consumer());

/**
 * The node16 consumer compiled by TypeScript 7's `tsc`, the one program that checks every file it reads
 * (TypeScript's lib, `@types/node`, the dependencies' declarations under `import` and `require`).
 */
async function checkTypeScript7Program() {
  return compileWithTypeScript7(await node16Consumer(), { ...STRICT_CONSUMER, ...RESOLUTIONS.node16 });
}

let typescript7: ReturnType<typeof checkTypeScript7Program> | undefined;
const typescript7Program = () => (typescript7 ??= checkTypeScript7Program());

/**
 * The dependencies' files of `dependencies` (those the package's imports resolve to under a resolution of
 * TypeScript 6) that TypeScript 7's node16 program, which checks every file it reads, did not read: checked nowhere.
 */
async function uncheckedOf(dependencies: string[]): Promise<string[]> {
  const checked = new Set((await typescript7Program()).read);
  return dependencies.filter((file) => !checked.has(file));
}

/**
 * What is checked where (options, global and syntactic errors everywhere): TypeScript
 * 7's node16 program every file; TypeScript 6's node16, node10 and bundler programs the consumer's files (and
 * the README's) and the package's own declarations as that resolution finds them, each dependency file the
 * package's imports reach there being one TypeScript 7's program read, and so checked.
 */
describe('a strict consumer of the built types (strict, exactOptionalPropertyTypes, skipLibCheck: false)', {
  timeout: 180_000,
}, () => {
  it('compiles under moduleResolution node16, as ESM (.d.ts) and as CommonJS (.d.cts); TypeScript 7 checked every dependency file it reads', async () => {
    const files = await node16Consumer();
    // TypeScript 7's process checks the same files meanwhile; its failure is reported where it is awaited
    // (below and by the next tests), never as an unhandled rejection when this test fails first.
    typescript7Program().catch(() => undefined);
    const options = { ...STRICT_CONSUMER, ...RESOLUTIONS.node16 };
    const { errors, dependencies } = compile(files, options);
    expect(errors).toEqual([]);
    expect(dependencies).toContainEqual(expect.stringMatching(/\/node_modules\/msw\//));
    expect(await uncheckedOf(dependencies)).toEqual([]);
  });

  it("compiles under TypeScript 7, moduleResolution node16, every file checked (the dependencies' declarations too)", async () => {
    const { errors, read } = await typescript7Program();
    expect(errors).toEqual([]);
    expect(read).toContainEqual(expect.stringMatching(/\/node_modules\/msw\/.*\.d\.[cm]?ts$/));
    expect(read).toContainEqual(expect.stringMatching(/\/node_modules\/pike13\/dist\/index\.d\.cts$/));
  });

  it('compiles under moduleResolution node10, the subpaths found through typesVersions; TypeScript 7 checked every dependency file it reads', async () => {
    const file = join(root, 'node10-consumer.ts');
    await writeFile(file, consumer(allSpecifiers.filter((specifier) => !MODERN_ONLY.includes(specifier))));
    const options = { ...STRICT_CONSUMER, ...RESOLUTIONS.node10 };
    const { errors, dependencies } = compile([file], options);
    expect(errors).toEqual([]);
    // pike13/redis imports ioredis: its declarations are among those the package's imports reach.
    expect(dependencies).toContainEqual(
      expect.stringMatching(/\/node_modules\/ioredis\/built\/index\.d\.ts$/),
    );
    expect(await uncheckedOf(dependencies)).toEqual([]);
  });

  it('compiles under moduleResolution bundler; TypeScript 7 checked every dependency file it reads', async () => {
    const { consumer: errors, dependencies } = await bundlerProgram();
    expect(errors).toEqual([]);
    expect(dependencies).toContainEqual(expect.stringMatching(/\/node_modules\/msw\//));
    expect(await uncheckedOf(dependencies)).toEqual([]);
  });

  it('every ```ts block of README.md and the guides compiles against the built package under strict and exactOptionalPropertyTypes', async () => {
    const { readme: errors, blocks } = await bundlerProgram();
    expect(blocks).toBeGreaterThan(40);
    expect(errors.map((error) => error.replace(`${join(root, 'readme')}/`, ''))).toEqual([]);
  });
});
