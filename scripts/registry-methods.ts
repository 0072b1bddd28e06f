// The registry's methods as the sources declare them, read with the TypeScript checker: for each entry, its
// doc, the class whose page shows it, where it is written, and the types it takes and answers. The one reader
// of the sources behind the CLI's help, the MCP tools, the API reference and api.md.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  endpointRegistry,
  NAMESPACES,
  type RegistryEntry,
  resourcesUnder,
} from '../src/internal/registry.ts';
import { Pike13 } from '../src/pike13.ts';
import { parametersOf } from './signature-parameters.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** One registry method with what its sources say. */
export interface RegistryMethod {
  /** `namespace.resource.verb` (`desk.people.list`). */
  readonly name: string;
  readonly entry: RegistryEntry;
  /** The class of the resource the client builds (`DeskVisits`): the reference page that shows the method. */
  readonly ownerClass: string;
  /** Where the method is written, from the repository's root (`src/desk/people.ts`). */
  readonly file: string;
  /** The first paragraph of the method's doc comment, on one line. */
  readonly summary: string;
  /** The doc of each field of the query or the body, by field name. */
  readonly paramDocs: Readonly<Record<string, string>>;
  /** The type of the query or the body as the method names it (`DeskPeopleListParams`), if it takes one. */
  readonly paramsType: string | undefined;
  /** The method's params before its options, as `name` or `name?: Type` (`id`, `params?: DeskPeopleListParams`). */
  readonly params: readonly string[];
  /** What the method answers (`PagePromise<Person>`). */
  readonly returnType: string;
}

/** A TypeScript program over the sources, from the main entry: what `readRegistryMethods` reads. */
export function sourcesProgram(): ts.Program {
  return ts.createProgram([ENTRY], {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
  });
}

/**
 * Every registry method, in the client's order, with what the sources say of it. `program` (of
 * `sourcesProgram()`) may be read again: its checker keeps the types it has worked out, so a second read costs
 * a fraction of the first.
 */
export function readRegistryMethods(program: ts.Program = sourcesProgram()): RegistryMethod[] {
  const checker = program.getTypeChecker();
  const clientClass = clientClassOf(program);
  const exported = exportedTypes(program, checker);
  const client = new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 'docs', rateLimit: false });
  const instances = new Map(
    NAMESPACES.flatMap((namespace) =>
      resourcesUnder(client[namespace], []).map(([path, resource]) => [
        [namespace, ...path].join('.'),
        resource,
      ]),
    ),
  );
  const methods = endpointRegistry(client).map((entry): RegistryMethod => {
    const owner = [entry.namespace, entry.resource].filter(Boolean).join('.');
    const name = `${owner}.${entry.verb}`;
    const ownerClass = (instances.get(owner) as object).constructor.name;
    // The method as the client's type has it: a class's own method, or the entry of a declaration table.
    const { member, signature } = memberAt(checker, clientClass, name.split('.'));
    const written = member.declarations?.[0];
    if (!written) throw new Error(`${name}: not declared in the sources`);
    const takesInput = entry.endpoint.body !== undefined || entry.endpoint.query !== undefined;
    const parameters = parametersOf(checker, signature);
    const input = takesInput ? parameters[entry.pathParams.length] : undefined;
    const inputType = input && checker.getNonNullableType(input.type);
    const paramsType = inputType && (exported.get(inputType) ?? typeName(checker, inputType));
    return {
      name,
      entry,
      ownerClass,
      file: relative(ROOT, written.getSourceFile().fileName),
      summary: docOf(checker, member),
      paramDocs: inputType ? fieldDocs(checker, inputType) : {},
      paramsType,
      params: parameters
        .slice(0, entry.pathParams.length + (input ? 1 : 0))
        .map((param) =>
          param === input ? `${param.name}${param.optional ? '?' : ''}: ${paramsType}` : param.name,
        ),
      returnType: typeName(checker, checker.getReturnTypeOfSignature(signature)),
    };
  });
  for (const method of methods) checkExported(method, new Set(exported.values()));
  return methods;
}

/** TypeScript's own names every reader knows. */
const GLOBAL_TYPES = new Set(['Record', 'Date']);

/** Refuses a type spelled out or named but not exported: a reader could not import it. */
function checkExported(method: RegistryMethod, names: ReadonlySet<string>): void {
  if (method.params.some((param) => /^value\??(:|$)/.test(param))) {
    throw new Error(`${method.name}: an argument has no name; add it to Labels in src/core/declare.ts`);
  }
  for (const text of [method.paramsType ?? '', method.returnType]) {
    if (text.includes('{')) throw new Error(`${method.name}: its type has no name: ${text}`);
    for (const [name] of text.matchAll(/\b[A-Z]\w*/g)) {
      if (!names.has(name) && !GLOBAL_TYPES.has(name))
        throw new Error(`${method.name}: its type ${name} is not exported by src/index.ts`);
    }
  }
}

/**
 * A method as the client's type has it, walked property by property from `Pike13`, and its call signature:
 * generic resources instantiated (`Leases<FrontLeaseInput, …>`), where their class alone has type params.
 */
function memberAt(
  checker: ts.TypeChecker,
  client: ts.ClassDeclaration,
  path: readonly string[],
): { member: ts.Symbol; signature: ts.Signature } {
  let type = checker.getTypeAtLocation(client.name as ts.Identifier);
  let member: ts.Symbol | undefined;
  for (const key of path) {
    member = type.getProperty(key);
    if (!member) throw new Error(`${path.join('.')}: no ${key} in the client's type`);
    type = checker.getTypeOfSymbolAtLocation(member, client);
  }
  const [signature] = type.getCallSignatures();
  if (!member || !signature) throw new Error(`${path.join('.')}: not a method`);
  return { member, signature };
}

/** The types the package's main entry exports, by type: a name for a union the checker would spell out. */
function exportedTypes(program: ts.Program, checker: ts.TypeChecker): Map<ts.Type, string> {
  const entry = checker.getSymbolAtLocation(program.getSourceFile(ENTRY) as ts.SourceFile) as ts.Symbol;
  const types = new Map<ts.Type, string>();
  for (const symbol of checker.getExportsOfModule(entry)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & ts.SymbolFlags.Type) types.set(checker.getDeclaredTypeOfSymbol(target), symbol.name);
  }
  return types;
}

function typeName(checker: ts.TypeChecker, type: ts.Type): string {
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}

/** The declaration of the `Pike13` class in the sources. */
function clientClassOf(program: ts.Program): ts.ClassDeclaration {
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile) continue;
    for (const node of file.statements) {
      if (ts.isClassDeclaration(node) && node.name?.text === 'Pike13') return node;
    }
  }
  throw new Error('no Pike13 class in the sources');
}

/** The first paragraph of a symbol's doc comment, on one line. */
function docOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  return (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
}

/** The doc of each field of the query's or the body's type, by field name. */
function fieldDocs(checker: ts.TypeChecker, type: ts.Type): Record<string, string> {
  const docs: Record<string, string> = {};
  for (const property of type.getProperties()) {
    const doc = docOf(checker, property);
    if (doc) docs[property.name] = doc;
  }
  return docs;
}
