import { realpathSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { inject } from 'vitest';

/** The package root as the tests name it, and as TypeScript names what it reaches through a symlink. */
const roots = [inject('packageRoot'), realpathSync(inject('packageRoot'))];

/**
 * Every file the tests do not write, parsed once a process and handed to each program and language
 * service that reads it: TypeScript's lib, `@types/node`, the dependencies' declarations, the built
 * package's `.d.ts`/`.d.cts` and the repository's sources. A file parses the same in every program here
 * for the same key (the options of its parse: target, module format, JSDoc parsing); binding depends on
 * `target` and `strict` alone, the same in every program. The language service shares files across
 * programs the same way (its DocumentRegistry): a checker keeps its results apart from the files.
 */
const parsed = new Map<string, ts.SourceFile>();

/**
 * Where a file a program reads lies: the consumers' files the tests write (in the package root, outside its
 * node_modules), the built package's (the root's `node_modules/pike13`), or a dependency's (TypeScript's lib,
 * `@types/node`, zod…: anywhere else).
 */
export type FilePlace = 'consumer' | 'package' | 'dependency';

/** Where `fileName` lies (`FilePlace`), whichever way the package root is named. */
export function placeOf(fileName: string): FilePlace {
  for (const root of roots) {
    const inRoot = relative(root, fileName);
    if (inRoot.startsWith('..')) continue;
    if (inRoot.startsWith('node_modules/pike13/')) return 'package';
    return inRoot.startsWith('node_modules/') ? 'dependency' : 'consumer';
  }
  return 'dependency';
}

function keyOf(fileName: string, options: ts.CreateSourceFileOptions | ts.ScriptTarget): string {
  const { languageVersion, impliedNodeFormat, jsDocParsingMode } =
    typeof options === 'object' ? options : { languageVersion: options, impliedNodeFormat: undefined };
  return [
    fileName,
    languageVersion,
    impliedNodeFormat,
    jsDocParsingMode ?? ts.JSDocParsingMode.ParseAll,
  ].join(' ');
}

/** The parse of `fileName` shared by every reader, made by `parse` the first time. */
function sharedParse(
  fileName: string,
  options: ts.CreateSourceFileOptions | ts.ScriptTarget | undefined,
  parse: () => ts.SourceFile | undefined,
): ts.SourceFile | undefined {
  if (options === undefined || placeOf(fileName) === 'consumer') return parse();
  const key = keyOf(fileName, options);
  const file = parsed.get(key) ?? parse();
  if (file !== undefined) parsed.set(key, file);
  return file;
}

/** A compiler host for `options` that takes every file the tests do not write from the shared parses. */
export function sharedHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    sharedParse(fileName, languageVersion, () => parse(fileName, languageVersion, ...rest));
  return host;
}

/** A language service's DocumentRegistry that takes every file the tests do not write from the shared parses. */
export function sharedDocumentRegistry(): ts.DocumentRegistry {
  const registry = ts.createDocumentRegistry();
  const sharing =
    (read: ts.DocumentRegistry['acquireDocumentWithKey']): ts.DocumentRegistry['acquireDocumentWithKey'] =>
    (fileName, path, settings, key, snapshot, version, kind, options) =>
      sharedParse(fileName, options, () =>
        read(fileName, path, settings, key, snapshot, version, kind, options),
      ) as ts.SourceFile;
  return {
    ...registry,
    acquireDocumentWithKey: sharing(registry.acquireDocumentWithKey),
    updateDocumentWithKey: sharing(registry.updateDocumentWithKey),
  };
}

/** Lets go of the shared parses, for a worker that runs other files after the type programs. */
export function releaseParses(): void {
  parsed.clear();
}
