import ts from 'typescript';
import { placeOf, sharedHost } from './parsed-once.ts';

/** Compiler options a careful consumer uses: every strict check, and the package's own types checked too. */
export const STRICT_CONSUMER: ts.CompilerOptions = {
  strict: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: false,
  noEmit: true,
  target: ts.ScriptTarget.ES2023,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
};

/** The module settings of the resolutions a consumer may use (node10: TypeScript's legacy `node`). */
export const RESOLUTIONS = {
  node10: {
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    ignoreDeprecations: '6.0',
  },
  node16: { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 },
  bundler: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
} satisfies Record<string, ts.CompilerOptions>;

/**
 * Which files a program reports semantic errors in. With `skipLibCheck: false` checking every declaration
 * a consumer pulls in costs most of a program (TypeScript's lib, `@types/node`, msw, ioredis…), and the
 * dependencies' declarations are the same files in every program: one program checks `every file`, the
 * others check `the consumer and the package`, the consumer's files and the package's own `.d.ts`/`.d.cts`
 * (what a strict consumer sees in them under that program's resolution). Every program reports its
 * options, global and syntactic errors.
 */
export type Checked = 'every file' | 'the consumer and the package';

/** The diagnostics of compiling `files` with the files `checked`, one line each (`file(line,col): TSxxxx message`). */
export function compile(files: string[], options: ts.CompilerOptions, checked: Checked): string[] {
  const program = ts.createProgram(files, options, sharedHost(options));
  const semantic = program
    .getSourceFiles()
    .filter((file) => checked === 'every file' || placeOf(file.fileName) !== 'dependency')
    .flatMap((file) => program.getSemanticDiagnostics(file));
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...semantic,
    ...program.getGlobalDiagnostics(),
  ].map(describe);
}

function describe(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const { file, start } = diagnostic;
  if (file === undefined || start === undefined) return `TS${diagnostic.code} ${message}`;
  const { line, character } = file.getLineAndCharacterOfPosition(start);
  return `${file.fileName}(${line + 1},${character + 1}): TS${diagnostic.code} ${message}`;
}
