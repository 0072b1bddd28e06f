import ts from 'typescript';

/**
 * The value exports a `.d.ts` declares (what `import { name }` lets a program use at run time):
 * each export followed through its aliases; one exported or imported type-only on the way is a type.
 */
export function declaredValues(file: string): string[] {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
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
