import ts from 'typescript';

/**
 * The value exports each `.d.ts` of `files` declares (what `import { name }` lets a program use at run
 * time): each export followed through its aliases; one exported or imported type-only on the way is a
 * type. One program over all the files: they share their imports (zod, msw…), parsed and bound once.
 */
export function declaredValues(files: readonly string[]): Map<string, string[]> {
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    noEmit: true,
    // What a module exports and whether it is a value needs no global type: no lib, no @types.
    noLib: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  return new Map(files.map((file) => [file, valuesOf(program, checker, file)]));
}

function valuesOf(program: ts.Program, checker: ts.TypeChecker, file: string): string[] {
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (module === undefined) throw new Error(`${file} is not a module`);
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => isValue(checker, symbol))
    .map((symbol) => symbol.name)
    .sort();
}

function isValue(checker: ts.TypeChecker, exported: ts.Symbol): boolean {
  let symbol = exported;
  while (symbol.flags & ts.SymbolFlags.Alias) {
    if (symbol.declarations?.some(ts.isTypeOnlyImportOrExportDeclaration)) return false;
    symbol = checker.getImmediateAliasedSymbol(symbol) ?? checker.getAliasedSymbol(symbol);
  }
  return (symbol.flags & ts.SymbolFlags.Value) !== 0;
}
