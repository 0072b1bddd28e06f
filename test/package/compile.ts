import { dirname } from 'node:path';
import ts from 'typescript';

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

/** The diagnostics of compiling `files`, one line each (`file(line,col): TSxxxx message`). */
export function compile(files: string[], options: ts.CompilerOptions): string[] {
  const program = ts.createProgram(files, options, hostSharingTheDefaultLibrary(options));
  return ts.getPreEmitDiagnostics(program).map(describe);
}

/** TypeScript's own `lib.*.d.ts`, parsed once a process (lib.dom.d.ts alone is 2 MB): scripts, the same whatever the module settings. */
const defaultLibrary = new Map<string, ts.SourceFile>();
const DEFAULT_LIBRARY_FOLDER = dirname(ts.getDefaultLibFilePath({}));

/** A compiler host that reads TypeScript's `lib.*.d.ts` from the files parsed by an earlier program. */
function hostSharingTheDefaultLibrary(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (dirname(fileName) !== DEFAULT_LIBRARY_FOLDER) return parse(fileName, languageVersion, ...rest);
    const key = `${fileName} ${JSON.stringify(languageVersion)}`;
    const parsed = defaultLibrary.get(key) ?? parse(fileName, languageVersion, ...rest);
    if (parsed !== undefined) defaultLibrary.set(key, parsed);
    return parsed;
  };
  return host;
}

function describe(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const { file, start } = diagnostic;
  if (file === undefined || start === undefined) return `TS${diagnostic.code} ${message}`;
  const { line, character } = file.getLineAndCharacterOfPosition(start);
  return `${file.fileName}(${line + 1},${character + 1}): TS${diagnostic.code} ${message}`;
}
