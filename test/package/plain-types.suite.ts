import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, inject, it } from 'vitest';
import { optionsOf, RESOLUTIONS, STRICT_CONSUMER } from './compile.ts';
import { sharedHost } from './parsed-once.ts';

const root = inject('packageRoot');
const REPOSITORY = new URL('../..', import.meta.url).pathname;
const dist = join(root, 'node_modules', 'pike13', 'dist');

const manifest = JSON.parse(await readFile(join(REPOSITORY, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};

/** Every entry of the package (`pike13/webhooks`), with the source file it is built from (tsup.config.ts). */
const ENTRIES = Object.fromEntries(
  Object.keys(manifest.exports)
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) => [
      `pike13${subpath.slice(1)}`,
      subpath === '.' ? 'src/index.ts' : `src/${subpath.slice(2)}/index.ts`,
    ]),
);

/** `Same<A, B>` is `true` only when A and B are the same type (every field, its optionality and type). */
const HELPERS = `type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Output<S> = NonNullable<S extends { readonly '~standard': { readonly types?: infer T } } ? T : never>['output'];
type Input<S> = NonNullable<S extends { readonly '~standard': { readonly types?: infer T } } ? T : never>['input'];
`;

/** The exported names of `file` whose source declaration is written with zod (`z.output<…>`, `z.ZodMiniType<…>`). */
function zodDerivedExports(program: ts.Program, file: string): { types: string[]; schemas: string[] } {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  const types: string[] = [];
  const schemas: string[] = [];
  for (const exported of module ? checker.getExportsOfModule(module) : []) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    for (const declaration of symbol.declarations ?? []) {
      const generic =
        (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) &&
        declaration.typeParameters;
      if (generic || !/\bz\./.test(declaration.getText())) continue;
      if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))
        types.push(exported.name);
      if (ts.isVariableDeclaration(declaration)) schemas.push(exported.name);
    }
  }
  return { types, schemas };
}

/** The names of the `Drift` fields that are not `true`: the types published differently from their source. */
function drifted(program: ts.Program, file: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const drift = source?.statements
    .filter(ts.isTypeAliasDeclaration)
    .find((node) => node.name.text === 'Drift');
  if (!drift) throw new Error('no Drift type');
  const type = checker.getTypeAtLocation(drift.name);
  return checker
    .getPropertiesOfType(type)
    .filter((property) => checker.typeToString(checker.getTypeOfSymbol(property)) !== 'true')
    .map((property) => property.name);
}

describe('the published declarations, written out without zod', () => {
  it('import nothing from zod', async () => {
    const names = (await readdir(dist)).filter((name) => /\.d\.c?ts$/.test(name));
    const texts = await Promise.all(names.map((name) => readFile(join(dist, name), 'utf8')));
    expect(
      names.filter((_, i) => /from ['"]zod|import ['"]zod|import\(['"]zod/.test(texts[i] ?? '')),
    ).toEqual([]);
    expect(names.length).toBeGreaterThan(10);
  });

  it('give every type and schema the very type the sources derive from zod', async () => {
    const options = optionsOf({
      ...STRICT_CONSUMER,
      ...RESOLUTIONS.node16,
      allowImportingTsExtensions: true,
    });
    const files = Object.values(ENTRIES).map((file) => join(REPOSITORY, file));
    const sources = ts.createProgram(files, options, sharedHost(options));
    const lines = [HELPERS];
    const fields: string[] = [];
    Object.keys(ENTRIES).forEach((specifier, i) => {
      lines.push(
        `import type * as plain${i} from '${specifier}';`,
        `import type * as source${i} from '${files[i]}';`,
      );
      const { types, schemas } = zodDerivedExports(sources, files[i] ?? '');
      for (const name of types)
        fields.push(`'${specifier} ${name}': Same<plain${i}.${name}, source${i}.${name}>;`);
      for (const name of schemas) {
        for (const side of ['Output', 'Input']) {
          fields.push(
            `'${specifier} ${name} ${side}': Same<${side}<typeof plain${i}.${name}>, ${side}<typeof source${i}.${name}>>;`,
          );
        }
      }
    });
    const file = join(root, 'plain-types.mts');
    await writeFile(file, `${lines.join('\n')}\nexport type Drift = {\n${fields.join('\n')}\n};\n`);
    expect(drifted(ts.createProgram([file], options, sharedHost(options)), file)).toEqual([]);
    expect(fields).toContain("'pike13 Person': Same<plain0.Person, source0.Person>;");
    expect(fields.length).toBeGreaterThan(200);
  }, 240_000); // two programs of the sources, with zod's types, checked with skipLibCheck: false
});
