// The docs of the endpoint registry: for every entry, the JSDoc of its method and of each field of its
// query or body, read from the sources with the TypeScript checker — the CLI's help and the MCP server's tool
// descriptions, with the method docs as their one source. `npm run build` writes them beside the bundle
// (`node scripts/endpoint-docs.ts dist/endpoint-docs.json`); from the sources, the CLI reads them here.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { Pike13 } from '../src/client.ts';
import type { EndpointDocs } from '../src/internal/endpoint-docs.ts';
import { endpointRegistry, NAMESPACES, resourcesUnder } from '../src/internal/registry.ts';

const ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));

let checker: ts.TypeChecker;
let program: ts.Program;

/** Every class declared in the sources, by name. */
function classesByName(): Map<string, ts.ClassDeclaration> {
  const classes = new Map<string, ts.ClassDeclaration>();
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile) continue;
    for (const node of file.statements) {
      if (ts.isClassDeclaration(node) && node.name) classes.set(node.name.text, node);
    }
  }
  return classes;
}

/** The first paragraph of a symbol's doc comment, on one line. */
function docOf(symbol: ts.Symbol): string {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  return (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
}

/** The name of the class that declares `verb` for an instance (its own class or a parent). */
function declaringClass(instance: object, verb: string): string {
  for (let proto = Object.getPrototypeOf(instance); proto; proto = Object.getPrototypeOf(proto)) {
    if (Object.hasOwn(proto, verb)) return proto.constructor.name;
  }
  throw new Error(`no class declares ${verb}`);
}

function methodOf(declaration: ts.ClassDeclaration, verb: string): ts.MethodDeclaration {
  const method = declaration.members.find(
    (member): member is ts.MethodDeclaration =>
      ts.isMethodDeclaration(member) && member.name.getText() === verb,
  );
  if (!method) throw new Error(`${declaration.name?.text}.${verb}: no such method in the sources`);
  return method;
}

/** The doc of each field of the parameter at `index` (the query or the body), by field name. */
function fieldDocs(method: ts.MethodDeclaration, index: number): Record<string, string> {
  const parameter = method.parameters[index];
  if (!parameter) return {};
  const type = checker.getNonNullableType(checker.getTypeAtLocation(parameter));
  const docs: Record<string, string> = {};
  for (const property of type.getProperties()) {
    const doc = docOf(property);
    if (doc) docs[property.name] = doc;
  }
  return docs;
}

/** The docs of every registry method, by `namespace.resource.verb`. */
export function collectEndpointDocs(): EndpointDocs {
  program = ts.createProgram([ENTRY], {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
  });
  checker = program.getTypeChecker();
  const classes = classesByName();
  const client = new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 'docs', rateLimit: false });
  const instances = new Map(
    NAMESPACES.flatMap((namespace) =>
      resourcesUnder(client[namespace], []).map(([path, resource]) => [
        [namespace, ...path].join('.'),
        resource,
      ]),
    ),
  );
  const docs: Record<string, { summary: string; params: Record<string, string> }> = {};
  for (const entry of endpointRegistry(client)) {
    const owner = [entry.namespace, entry.resource].filter(Boolean).join('.');
    const instance = instances.get(owner) as object;
    const declaration = classes.get(declaringClass(instance, entry.verb));
    if (!declaration) throw new Error(`${owner}.${entry.verb}: its class is not in the sources`);
    const method = methodOf(declaration, entry.verb);
    const symbol = checker.getSymbolAtLocation(method.name) as ts.Symbol;
    const takesInput = entry.endpoint.body !== undefined || entry.endpoint.query !== undefined;
    docs[`${owner}.${entry.verb}`] = {
      summary: docOf(symbol),
      params: takesInput ? fieldDocs(method, entry.pathParams.length) : {},
    };
  }
  return docs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node scripts/endpoint-docs.ts <out.json>');
  await writeFile(out, JSON.stringify(collectEndpointDocs()));
}
