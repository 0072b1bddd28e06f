// After tsup: the bundled declarations name zod's types (each resource type an interface extending
// `z.output<…>` of its shape, each schema value a `z.ZodMiniType<…>`), so a consumer's type check with
// `skipLibCheck: false` checks zod's own declarations too: more than the rest of the package costs. This
// rewrites every `.d.ts` and `.d.cts` of dist/ so that no declaration imports zod: a type derived from a
// schema is written out (an interface keeps its name and its fields' JSDoc), a schema value is typed
// `Schema<Output, Input>` (below: the Standard Schema interface, `parse` and `safeParse`, which zod's values
// have). zod stays the run-time definition and the sources the one definition of the types:
// test/package/plain-types.suite.ts checks that each written-out type is the one the sources derive.
// A resource class made from its endpoint declarations (`class DeskPunches extends resource({...})`) is
// written as the class it stands for: its base class and one method signature, with its JSDoc, a declaration.
// Usage: node scripts/plain-declarations.ts [dist folder]
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parametersOf } from './signature-parameters.ts';
import { TypePrinter } from './type-printer.ts';

/** The type of a schema value in the published declarations: what a zod/mini schema has, without zod's types. */
const SCHEMA_DECLARATION = `/** A schema of the SDK (zod at run time): checks a value as the Standard Schema interface, \`parse\` and \`safeParse\` do. */
interface Schema<Output, Input = unknown> {
    /** The Standard Schema interface (v1), read by zod, valibot and other libraries. */
    readonly '~standard': {
        readonly version: 1;
        readonly vendor: string;
        /** Checks a value: the output, or the issues. */
        readonly validate: (value: unknown) => SchemaResult<Output> | Promise<SchemaResult<Output>>;
        readonly types?: { readonly input: Input; readonly output: Output } | undefined;
    };
    /** The value checked (unknown keys of an object kept); throws an error listing the issues when it does not match. */
    parse(value: unknown): Output;
    /** The value checked, or the error listing the issues; never throws. */
    safeParse(value: unknown): { readonly success: true; readonly data: Output } | { readonly success: false; readonly error: Error & { readonly issues: readonly SchemaIssue[] } };
}
/** What \`~standard.validate\` answers: the value, or the issues. */
type SchemaResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly SchemaIssue[] };
/** One way a value fails a schema: a message, and where in the value. */
interface SchemaIssue {
    readonly message: string;
    readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}
`;

/** Names the inserted declarations take: a file that already declares one of them cannot take them. */
const INSERTED_NAMES = ['Schema', 'SchemaResult', 'SchemaIssue'];

const ZOD = /^zod(\/|$)/;
type Edit = { start: number; end: number; text: string };

/** Rewrites in place the declarations of `dist` whose names end with `extension`. */
function writePlainDeclarations(dist: string, extension: '.d.ts' | '.d.cts'): void {
  const files = readdirSync(dist)
    .filter((name) => name.endsWith(extension))
    .map((name) => join(dist, name));
  const program = ts.createProgram(files, {
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    target: ts.ScriptTarget.ES2023,
    types: [],
  });
  const checker = program.getTypeChecker();
  const rewritten = files.flatMap((file) => {
    const source = program.getSourceFile(file);
    if (!source || !(importsZod(source) || declaredBases(source).length > 0)) return [];
    return [{ file, text: new FileRewriter(source, checker).rewrite() }];
  });
  for (const { file, text } of rewritten) writeFileSync(file, text);
}

function importsZod(source: ts.SourceFile): boolean {
  return source.statements.some(isZodImport);
}

function isZodImport(statement: ts.Statement): statement is ts.ImportDeclaration {
  return (
    ts.isImportDeclaration(statement) &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    ZOD.test(statement.moduleSpecifier.text)
  );
}

/** The edits of one file: each zod type node replaced by what it resolves to, unused schema values dropped. */
class FileRewriter {
  readonly #edits: Edit[] = [];
  /** Node ranges whose text is replaced by the checker's: a name used only there is no longer used. */
  readonly #reprinted: ts.Node[] = [];
  #usesSchema = false;
  readonly source: ts.SourceFile;
  readonly checker: ts.TypeChecker;

  constructor(source: ts.SourceFile, checker: ts.TypeChecker) {
    this.source = source;
    this.checker = checker;
  }

  rewrite(): string {
    const exported = exportedNames(this.source);
    const variables: ts.VariableStatement[] = [];
    const bases = declaredBases(this.source);
    for (const base of bases) this.#writeDeclaredClass(base);
    for (const statement of this.source.statements) {
      if (bases.includes(statement as ts.VariableStatement)) continue;
      if (isZodImport(statement)) this.#remove(statement);
      else if (ts.isInterfaceDeclaration(statement) && extendsZod(statement)) this.#flatten(statement);
      else if (ts.isVariableStatement(statement) && mentionsZod(statement)) variables.push(statement);
      else this.#replaceZodTypes(statement);
    }
    this.#keepUsedVariables(variables, exported);
    if (bases.length > 0) this.#removeUnused(DECLARATION_TYPES);
    if (this.#usesSchema) this.#insertSchema();
    const text = applyEdits(this.source.text, this.#edits);
    const leak = /\bz\.|['"]zod(\/[^'"]*)?['"]|import\("zod/.exec(text);
    if (leak) {
      const line = text.slice(0, leak.index).split('\n').length;
      throw new Error(`${this.source.fileName}:${line}: still names zod (${leak[0]})`);
    }
    return text;
  }

  /**
   * `declare const DeskPunches_base: abstract new (…) => DeclaredResource & MethodsOf<{ get: Endpoint<…> }>;`
   * and `declare class DeskPunches extends DeskPunches_base {…}` → `declare class DeskPunches extends
   * Resource { protected readonly endpointTable: EndpointTable; …; get(id: number, …): ApiPromise<Punch>; }`.
   */
  #writeDeclaredClass(base: ts.VariableStatement): void {
    const name = variableName(base);
    const classes = this.source.statements.filter(
      (statement): statement is ts.ClassDeclaration =>
        ts.isClassDeclaration(statement) && heritageOf(statement)?.expression.getText() === name,
    );
    if (classes.length !== 1)
      throw new Error(`${this.source.fileName}: ${name} is not the base of one class`);
    const [target] = classes as [ts.ClassDeclaration];
    const [signature] = this.checker
      .getTypeAtLocation(base.declarationList.declarations[0] as ts.VariableDeclaration)
      .getConstructSignatures();
    const instance = signature && this.checker.getReturnTypeOfSignature(signature);
    const parts = instance?.isIntersection() ? instance.types : [];
    const methods = parts.find((part) => part.aliasSymbol?.name === 'MethodsOf');
    const inherited = parts.find((part) => part !== methods);
    if (!methods || !inherited) throw new Error(`${this.source.fileName}: cannot read ${name}`);
    const printer = new TypePrinter(this.checker, target);
    // A class `resource()` or `sided()` stands for (a type alone) is the class it extends.
    const [parent] = inherited.getSymbol()?.name.startsWith('Declared')
      ? this.checker.getBaseTypes(inherited as ts.InterfaceType)
      : [inherited];
    if (!parent) throw new Error(`${this.source.fileName}: ${name} has no base class`);
    this.#remove(base);
    const heritage = heritageOf(target) as ts.ExpressionWithTypeArguments;
    this.#edits.push({ start: heritage.getStart(), end: heritage.getEnd(), text: printer.type(parent, '') });
    const table = '\n    protected readonly endpointTable: EndpointTable;';
    // In the table's order (a mapped type lists its keys in the order their names were first seen).
    const declared = this.checker
      .getPropertiesOfType(methods)
      .sort((a, b) => (a.declarations?.[0]?.pos ?? 0) - (b.declarations?.[0]?.pos ?? 0));
    const signatures = declared.map((method) => {
      const [call] = this.checker.getTypeOfSymbol(method).getCallSignatures();
      if (!call) throw new Error(`${this.source.fileName}: ${name}.${method.name} is not a method`);
      const params = parametersOf(this.checker, call).map((param) => {
        const type = param.optional ? this.checker.getNonNullableType(param.type) : param.type;
        return `${param.name}${param.optional ? '?' : ''}: ${printer.type(type, '    ')}`;
      });
      const answer = printer.type(this.checker.getReturnTypeOfSignature(call), '    ');
      return `\n${docOf(method)}    ${method.name}(${params.join(', ')}): ${answer};`;
    });
    const { end } = target.members;
    // The table first (after `#private`, if any) and the methods last, as a class written by hand declares them.
    const [first] = target.members;
    const at =
      first && ts.isPropertyDeclaration(first) && ts.isPrivateIdentifier(first.name)
        ? first.end
        : target.members.pos;
    const own = target.members.some((member) => member.name?.getText() === 'endpointTable');
    if (target.members.length === 0)
      this.#edits.push({ start: at, end: at, text: table + signatures.join('') });
    else {
      if (!own) this.#edits.push({ start: at, end: at, text: table });
      this.#edits.push({ start: end, end, text: signatures.join('') });
    }
  }

  /** Removes the declarations named `names` that nothing else reads (the types behind declared methods). */
  #removeUnused(names: readonly string[]): void {
    const candidates = this.source.statements.filter((statement) => {
      const declared = (statement as { name?: ts.Identifier }).name?.text;
      return declared !== undefined && names.includes(declared);
    });
    const removed: ts.Statement[] = [];
    for (let changed = true; changed; ) {
      changed = false;
      for (const statement of candidates) {
        if (removed.includes(statement)) continue;
        const declared = (statement as { name?: ts.Identifier }).name?.text as string;
        if (this.#usedOutside(declared, [...removed, statement])) continue;
        removed.push(statement);
        changed = true;
      }
    }
    for (const statement of removed) this.#remove(statement);
  }

  #remove(statement: ts.Statement): void {
    let end = statement.getEnd();
    if (this.source.text[end] === '\n') end++;
    this.#edits.push({ start: statement.getStart(this.source, true), end, text: '' });
    this.#reprinted.push(statement);
  }

  /** `interface Person extends z.output<…> {}` → `interface Person { …its fields, written out }`. */
  #flatten(statement: ts.InterfaceDeclaration): void {
    const symbol = this.checker.getSymbolAtLocation(statement.name);
    if (!symbol || statement.members.length > 0 || statement.typeParameters) {
      throw new Error(`${this.source.fileName}: cannot write out interface ${statement.name.text}`);
    }
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    const body = new TypePrinter(this.checker, statement).members(type, '');
    this.#edits.push({
      start: statement.getStart(),
      end: statement.getEnd(),
      text: `interface ${statement.name.text} ${body}`,
    });
    this.#reprinted.push(statement);
  }

  /** Replaces every zod type reference under `node` (not nested in another) by the type it stands for. */
  #replaceZodTypes(node: ts.Node): void {
    if (ts.isTypeReferenceNode(node) && this.#isZodName(node.typeName)) {
      this.#edits.push({ start: node.getStart(), end: node.getEnd(), text: this.#zodType(node) });
      return;
    }
    ts.forEachChild(node, (child) => this.#replaceZodTypes(child));
  }

  #isZodName(name: ts.EntityName): boolean {
    return ts.isQualifiedName(name) && mentionsZod(name);
  }

  /** The text standing for a zod type reference: a schema type → `Schema<…>`; `z.output<…>` → its type. */
  #zodType(node: ts.TypeReferenceNode): string {
    const printer = new TypePrinter(this.checker, node);
    const name = ts.isQualifiedName(node.typeName) ? node.typeName.right.text : '';
    const side = name === 'input' ? 'input' : name === 'output' || name === 'infer' ? 'output' : undefined;
    if (side && node.typeArguments?.[0] && refersToTypeParameter(node, this.checker)) {
      // A generic use (`z.infer<(typeof SCHEMAS)[K]>`): the same, read from the schema's `~standard` types.
      return `NonNullable<${this.#textWithZodReplaced(node.typeArguments[0])}['~standard']['types']>['${side}']`;
    }
    this.#reprinted.push(node);
    const type = this.checker.getTypeFromTypeNode(node);
    if (side) return printer.type(type, '');
    const internals = this.#property(type, '_zod');
    const output = this.#property(internals, 'output');
    const input = this.#property(internals, 'input');
    this.#usesSchema = true;
    const inputText = input.flags & ts.TypeFlags.Unknown ? '' : `, ${printer.type(input, '')}`;
    return `Schema<${printer.type(output, '')}${inputText}>`;
  }

  #property(type: ts.Type, name: string): ts.Type {
    const property = type.getProperty(name);
    if (!property) throw new Error(`${this.source.fileName}: a zod type without ${name}`);
    return this.checker.getTypeOfSymbol(property);
  }

  /** The source text of `node` with the zod references under it replaced. */
  #textWithZodReplaced(node: ts.Node): string {
    const nested = new FileRewriter(this.source, this.checker);
    nested.#replaceZodTypes(node);
    this.#usesSchema ||= nested.#usesSchema;
    this.#reprinted.push(...nested.#reprinted);
    const start = node.getStart();
    const shifted = nested.#edits.map((edit) => ({
      ...edit,
      start: edit.start - start,
      end: edit.end - start,
    }));
    return applyEdits(node.getText(this.source), shifted);
  }

  /**
   * Keeps the exported schema values and those still read once the zod types are written out (a schema
   * value is typed by `Schema<…>`), each with its types written out; removes the others (the shapes).
   */
  #keepUsedVariables(variables: ts.VariableStatement[], exported: Set<string>): void {
    let pending = variables;
    for (;;) {
      const kept = pending.filter((statement) => {
        const name = variableName(statement);
        return exported.has(name) || this.#usedOutside(name, pending);
      });
      if (kept.length === 0) break;
      for (const statement of kept) this.#replaceZodTypes(statement);
      pending = pending.filter((statement) => !kept.includes(statement));
    }
    for (const statement of pending) this.#remove(statement);
  }

  /** Whether `name` is read outside `skipped` and the nodes being written out. */
  #usedOutside(name: string, skipped: readonly ts.Node[]): boolean {
    let used = false;
    const visit = (node: ts.Node): void => {
      if (used || skipped.includes(node) || this.#reprinted.includes(node)) return;
      if (ts.isIdentifier(node) && node.text === name) used = true;
      else ts.forEachChild(node, visit);
    };
    visit(this.source);
    return used;
  }

  #insertSchema(): void {
    const taken = INSERTED_NAMES.find((name) => this.#usedOutside(name, []));
    if (taken) throw new Error(`${this.source.fileName}: already names ${taken}`);
    const imports = this.source.statements.filter(ts.isImportDeclaration);
    const at = imports.at(-1)?.getEnd() ?? 0;
    this.#edits.push({ start: at, end: at, text: `\n\n${SCHEMA_DECLARATION}` });
  }
}

/** The types of src/core/declare.ts and src/front-and-desk/side.ts that only the declared bases read. */
const DECLARATION_TYPES = [
  'MethodsOf',
  'Methods',
  'MethodOf',
  'DeclaredNames',
  'HandWritten',
  'handWrittenMark',
  'Labels',
  'Labelled',
  'PathArgs',
  'DataArgs',
  'Absent',
  'Answer',
  'DeclaredResource',
  'DeclaredSided',
];

/** The `declare const X_base: abstract new (…) => … & MethodsOf<…>` statements of a file. */
function declaredBases(source: ts.SourceFile): ts.VariableStatement[] {
  return source.statements.filter(
    (statement): statement is ts.VariableStatement =>
      ts.isVariableStatement(statement) &&
      /^\w+_base$/.test(variableName(statement)) &&
      /\bMethodsOf</.test(statement.getText(source)),
  );
}

function heritageOf(declaration: ts.ClassDeclaration): ts.ExpressionWithTypeArguments | undefined {
  const clause = declaration.heritageClauses?.find((item) => item.token === ts.SyntaxKind.ExtendsKeyword);
  return clause?.types[0];
}

/** The JSDoc of a declared method, as written in its table (kept by the declaration emit), at 4 spaces. */
function docOf(method: ts.Symbol): string {
  const declaration = method.declarations?.[0];
  const docs = declaration ? ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc) : [];
  const text = docs.map((doc) => doc.getText()).join('\n');
  if (!text) return '';
  const lines = text.split('\n').map((line, index) => (index === 0 ? line : ` ${line.trim()}`));
  return `${lines.map((line) => `    ${line}`).join('\n')}\n`;
}

function variableName(statement: ts.VariableStatement): string {
  return statement.declarationList.declarations[0]?.name.getText() ?? '';
}

function extendsZod(statement: ts.InterfaceDeclaration): boolean {
  return (statement.heritageClauses ?? []).some(mentionsZod);
}

function mentionsZod(node: ts.Node): boolean {
  return /\bz\./.test(node.getText());
}

function refersToTypeParameter(node: ts.Node, checker: ts.TypeChecker): boolean {
  if (ts.isTypeReferenceNode(node) || ts.isTypeQueryNode(node)) {
    const type = checker.getTypeAtLocation(node);
    if (type.flags & ts.TypeFlags.TypeParameter) return true;
  }
  return ts.forEachChild(node, (child) => refersToTypeParameter(child, checker) || undefined) ?? false;
}

/** The names a bundled declaration file exports (`export { a as B }` lists its local name `a`). */
function exportedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier) continue;
    const clause = statement.exportClause;
    if (clause && ts.isNamedExports(clause)) {
      for (const element of clause.elements)
        names.add((element.propertyName ?? element.name).getText(source));
    }
  }
  return names;
}

function applyEdits(text: string, edits: Edit[]): string {
  let result = text;
  // From the end, so that each edit's offsets still hold; at one offset, a removal before an insertion.
  for (const edit of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  for (const extension of ['.d.ts', '.d.cts'] as const) writePlainDeclarations(dist, extension);
}
