// The docs of the endpoint registry: for every entry, the JSDoc of its method and of each field of its
// query or body, read from the sources (scripts/registry-methods.ts) — the CLI's help and the MCP server's tool
// descriptions, with the method docs as their one source. They are generated into
// src/internal/endpoint-docs.json (checked in, so that nothing at run time needs the TypeScript compiler or
// this script): `npm run endpoint-docs` rewrites it, and the build and a test fail when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type ts from 'typescript';
import type { EndpointDocs } from '../src/internal/endpoint-docs.ts';
import { readRegistryMethods, sourcesProgram } from './registry-methods.ts';

/** Where the generated docs live, beside the module that loads them. */
export const ENDPOINT_DOCS_JSON = fileURLToPath(
  new URL('../src/internal/endpoint-docs.json', import.meta.url),
);

/** The docs of every registry method, by `namespace.resource.verb`, read from `program` (of `sourcesProgram()`). */
export function collectEndpointDocs(program: ts.Program = sourcesProgram()): EndpointDocs {
  return Object.fromEntries(
    readRegistryMethods(program).map((method) => [
      method.name,
      { summary: method.summary, params: method.paramDocs },
    ]),
  );
}

/** The file's text for `docs`: formatted as Biome formats JSON, so that the linter leaves it alone. */
export function endpointDocsText(docs: EndpointDocs): string {
  return `${JSON.stringify(docs, null, 2)}\n`;
}

/** Whether the checked-in file holds what the sources say now. */
export function endpointDocsAreFresh(): boolean {
  return readFileSync(ENDPOINT_DOCS_JSON, 'utf8') === endpointDocsText(collectEndpointDocs());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--check') {
    if (!endpointDocsAreFresh()) {
      console.error('src/internal/endpoint-docs.json is stale: run `npm run endpoint-docs`');
      process.exit(1);
    }
  } else {
    writeFileSync(ENDPOINT_DOCS_JSON, endpointDocsText(collectEndpointDocs()));
  }
}
