import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, inject, it } from 'vitest';
import { RESOLUTIONS, STRICT_CONSUMER } from './compile.ts';

const root = inject('packageRoot');

/** What an editor shows on hover at the first `marker` of `source`, compiled against the built package. */
async function hover(source: string, marker: string): Promise<{ type: string; doc: string }> {
  const file = join(root, 'hover.mts');
  await writeFile(file, source);
  const options = { ...STRICT_CONSUMER, ...RESOLUTIONS.node16 };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => String(Date.now()),
    getScriptSnapshot: (name) => {
      const text = ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const info = ts.createLanguageService(host).getQuickInfoAtPosition(file, source.indexOf(marker) + 1);
  return {
    type: ts.displayPartsToString(info?.displayParts),
    doc: ts.displayPartsToString(info?.documentation),
  };
}

const CLIENT =
  "import { Pike13 } from 'pike13';\nconst pike13 = new Pike13({ subdomain: 'mystudio', accessToken: 't' });\n";

describe('what an editor shows from the published types', () => {
  it('names the resource: ApiPromise<Person>, PagePromise<Person>', async () => {
    const get = await hover(`${CLIENT}export const one = pike13.desk.people.get(1);\n`, 'one');
    expect(get.type).toBe('const one: ApiPromise<Person>');
    const list = await hover(`${CLIENT}export const all = pike13.desk.people.list();\n`, 'all');
    expect(list.type).toBe('const all: PagePromise<Person>');
  });

  it("shows a field's meaning, from the schema's JSDoc", async () => {
    const source = `${CLIENT}const person = await pike13.desk.people.get(1);\nexport const a = person.address;\n`;
    const field = await hover(source, 'address;');
    expect(field.type).toBe('(property) address?: string | null | undefined');
    expect(field.doc).toBe('Deprecated combined address; read the separate fields.');
  });

  it("shows a param's meaning and the params type by name", async () => {
    const source = `${CLIENT}pike13.desk.people.list({ is_member: true });\n`;
    const param = await hover(source, 'is_member');
    expect(param.doc).toBe('Only clients with a current membership.');
    const method = await hover(source, 'list(');
    expect(method.type).toContain(
      'list(params?: DeskPeopleListParams, options?: RequestOptions): PagePromise<Person>',
    );
  });

  it('declares each resource once, by name, and keeps index.d.ts small', async () => {
    const dist = join(root, 'node_modules', 'pike13', 'dist');
    const declarations = await Promise.all(
      (await readdir(dist))
        .filter((name) => name.endsWith('.d.ts'))
        .map((name) => readFile(join(dist, name), 'utf8')),
    );
    const all = declarations.join('\n');
    expect(
      all.match(
        /^interface Person extends z\.output<z\.ZodMiniObject<typeof personShape, z\.core\.\$loose>> \{\n\}$/gm,
      ),
    ).toHaveLength(1);
    expect(all.match(/^ {4}guardian_email: z\./gm)).toHaveLength(3); // the fields of Person, PersonCreate, PersonUpdate
    expect((await readFile(join(dist, 'index.d.ts'), 'utf8')).length).toBeLessThan(200_000);
  });
});
