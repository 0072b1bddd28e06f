import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import ts from 'typescript';
import { placeOf, sharedHost } from './parsed-once.ts';

/**
 * A consumer's compiler settings as its tsconfig.json spells them, read by TypeScript 6's API (`optionsOf`)
 * and written out for TypeScript 7's `tsc` (`compileWithTypeScript7`): every strict check, and the package's
 * own types checked too.
 */
export const STRICT_CONSUMER = {
  strict: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: false,
  noEmit: true,
  target: 'es2023',
  lib: ['es2023', 'dom'],
  types: ['node'],
};

/** The module settings of the resolutions a consumer may use (node10: TypeScript's legacy `node`). */
export const RESOLUTIONS = {
  node10: { module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0' },
  node16: { module: 'node16', moduleResolution: 'node16' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
};

/** Settings spelt as in a tsconfig.json (`STRICT_CONSUMER`, `RESOLUTIONS`), as TypeScript 6's API takes them. */
export function optionsOf(settings: Record<string, unknown>): ts.CompilerOptions {
  const { options, errors } = ts.convertCompilerOptionsFromJson(settings, '.');
  if (errors.length > 0) throw new Error(errors.map((error) => String(error.messageText)).join('\n'));
  return options;
}

/** What compiling gives: its diagnostics, and the dependencies' files the package's reach. */
export interface Compiled {
  /** The diagnostics, one line each (`file(line,col): TSxxxx message`). */
  errors: string[];
  /**
   * The dependencies' declaration files the built package's imports resolve to under the program's
   * resolution, directly or through other dependency files (not those a consumer's file imports itself).
   */
  dependencies: string[];
}

/**
 * Compiles `files` with TypeScript 6: the options, global and syntactic errors of every file, the semantic
 * errors of the consumer's files and the package's own `.d.ts`/`.d.cts` (what a strict consumer sees in them
 * under this resolution). The dependencies' declarations and TypeScript's lib, the same files under every
 * resolution and most of a program's cost with `skipLibCheck: false`, are checked by TypeScript 7's program
 * (`compileWithTypeScript7`), every file.
 */
export function compile(files: string[], settings: Record<string, unknown>): Compiled {
  const options = optionsOf(settings);
  const { host, imports } = importsRecorded(options);
  const program = ts.createProgram(files, options, host);
  const read = program.getSourceFiles();
  const semantic = read
    .filter((file) => placeOf(file.fileName) !== 'dependency')
    .flatMap((file) => program.getSemanticDiagnostics(file));
  const errors = [
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...semantic,
    ...program.getGlobalDiagnostics(),
  ].map(describe);
  const names = read.map((file) => file.fileName);
  const fromPackage = names.filter((name) => placeOf(name) === 'package');
  const dependencies = [...reachable(fromPackage, imports)].filter((name) => placeOf(name) === 'dependency');
  return { errors, dependencies };
}

/**
 * TypeScript 7's `tsc` (the `typescript7` devDependency): what `npm install typescript` gives today
 * (`vitest.config.ts` runs it too, for the project's type check).
 */
const TYPESCRIPT_7 = join(
  dirname(createRequire(import.meta.url).resolve('typescript7/package.json')),
  'bin',
  'tsc',
);

/**
 * Compiles `files` with TypeScript 7's `tsc` (one thread), every file checked, from a tsconfig.json written
 * beside the first: its diagnostics (`file(line,col): error TSxxxx: message`) and every file it read.
 */
export async function compileWithTypeScript7(
  files: string[],
  settings: Record<string, unknown>,
): Promise<{ errors: string[]; read: string[] }> {
  const config = join(dirname(files[0] as string), 'tsconfig.typescript7.json');
  await writeFile(config, JSON.stringify({ compilerOptions: { ...settings, singleThreaded: true }, files }));
  const args = [TYPESCRIPT_7, '-p', config, '--listFiles', '--pretty', 'false'];
  const output = await new Promise<string>((resolve, reject) =>
    // tsc exits 1 or 2 when it reports errors: its output is the answer then. Any other end (a crash, a
    // signal) is a failure, whatever it printed before.
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error && error.code !== 1 && error.code !== 2
        ? reject(new Error(`tsc 7 did not run: ${stderr || error.message}`))
        : resolve(stdout),
    ),
  );
  const lines = output.split('\n').filter((line) => line !== '');
  const isFileRead = (line: string) => isAbsolute(line) && !/\(\d+,\d+\): /.test(line);
  return { errors: lines.filter((line) => !isFileRead(line)), read: lines.filter(isFileRead) };
}

/**
 * A shared-parse host (`sharedHost`) that resolves imports as TypeScript does (the mode of each import
 * from its file, one resolution cache a program) and records, by file, the files its imports resolved to.
 */
function importsRecorded(options: ts.CompilerOptions) {
  const host = sharedHost(options);
  const cache = ts.createModuleResolutionCache(
    host.getCurrentDirectory(),
    host.getCanonicalFileName,
    options,
  );
  const imports = new Map<string, string[]>();
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, settings, containingSourceFile) =>
    literals.map((literal) => {
      const mode = ts.getModeForUsageLocation(containingSourceFile, literal, settings);
      const resolution = ts.resolveModuleName(
        literal.text,
        containingFile,
        settings,
        host,
        cache,
        redirected,
        mode,
      );
      const resolved = resolution.resolvedModule?.resolvedFileName;
      if (resolved !== undefined)
        imports.set(containingFile, [...(imports.get(containingFile) ?? []), resolved]);
      return resolution;
    });
  return { host, imports };
}

/** Every file `imports` leads to from `starts`, the starts included. */
function reachable(starts: string[], imports: ReadonlyMap<string, string[]>): Set<string> {
  const seen = new Set(starts);
  for (const file of seen) for (const next of imports.get(file) ?? []) seen.add(next);
  return seen;
}

function describe(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const { file, start } = diagnostic;
  if (file === undefined || start === undefined) return `TS${diagnostic.code} ${message}`;
  const { line, character } = file.getLineAndCharacterOfPosition(start);
  return `${file.fileName}(${line + 1},${character + 1}): TS${diagnostic.code} ${message}`;
}
