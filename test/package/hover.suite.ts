import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { optionsOf, RESOLUTIONS, STRICT_CONSUMER } from './compile.ts';
import { sharedDocumentRegistry } from './parsed-once.ts';

const root = inject('packageRoot');

/** The sources hovered so far, by file name: one language service over them all, built on first use. */
const sources = new Map<string, string>();
let service: ts.LanguageService | undefined;

/** What an editor shows on hover at the first `marker` of `source`, compiled against the built package. */
function hover(source: string, marker: string): { type: string; doc: string } {
  const file = join(root, `hover-${sources.size}.mts`);
  sources.set(file, source);
  service ??= ts.createLanguageService(editorHost(), sharedDocumentRegistry());
  const info = service.getQuickInfoAtPosition(file, source.indexOf(marker) + 1);
  return {
    type: ts.displayPartsToString(info?.displayParts),
    doc: ts.displayPartsToString(info?.documentation),
  };
}

/** The editor's view of the files: the hovered sources from memory (never changed), the rest from disk. */
function editorHost(): ts.LanguageServiceHost {
  const options = optionsOf({ ...STRICT_CONSUMER, ...RESOLUTIONS.node16 });
  const readFile = (name: string) => sources.get(name) ?? ts.sys.readFile(name);
  return {
    getScriptFileNames: () => [...sources.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (name) => sources.has(name) || ts.sys.fileExists(name),
    readFile,
    readDirectory: ts.sys.readDirectory,
    realpath: ts.sys.realpath,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
}

const CLIENT =
  "import { Pike13 } from 'pike13';\nconst pike13 = new Pike13({ subdomain: 'mystudio', accessToken: 't' });\n";

describe('what an editor shows from the published types', () => {
  // Unreferenced, the service and its program are collected (dispose would release files it never acquired).
  afterAll(() => {
    service = undefined;
  });

  it('names the resource: ApiPromise<Person>, PagePromise<Person>', () => {
    const get = hover(`${CLIENT}export const one = pike13.desk.people.get(1);\n`, 'one');
    expect(get.type).toBe('const one: ApiPromise<Person>');
    const list = hover(`${CLIENT}export const all = pike13.desk.people.list();\n`, 'all');
    expect(list.type).toBe('const all: PagePromise<Person>');
  });

  it("shows a field's meaning, from the schema's JSDoc", () => {
    const source = `${CLIENT}const person = await pike13.desk.people.get(1);\nexport const a = person.address;\n`;
    const field = hover(source, 'address;');
    expect(field.type).toBe('(property) Person.address?: string | null | undefined');
    expect(field.doc).toBe('Deprecated combined address; read the separate fields.');
  });

  it("shows a param's meaning and the params type by name", () => {
    const source = `${CLIENT}pike13.desk.people.list({ is_member: true });\n`;
    const param = hover(source, 'is_member');
    expect(param.doc).toBe('Only clients with a current membership.');
    const method = hover(source, 'list(');
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
    expect(all.match(/^interface Person \{$/gm)).toHaveLength(1);
    // The fields of Person, PersonCreate and PersonUpdate, and the output of the two input schemas.
    expect(all.match(/^ {4}guardian_email\?: /gm)).toHaveLength(5);
    expect((await readFile(join(dist, 'index.d.ts'), 'utf8')).length).toBeLessThan(200_000);
  });
});
