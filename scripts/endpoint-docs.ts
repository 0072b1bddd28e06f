// The docs of the endpoint registry: for every entry, the JSDoc of its method and of each field of its
// query or body, read from the sources (scripts/registry-methods.ts) — the CLI's help and the MCP server's tool
// descriptions, with the method docs as their one source. `npm run build` writes them beside the bundle
// (`node scripts/endpoint-docs.ts dist/endpoint-docs.json`); from the sources, the CLI reads them here.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { EndpointDocs } from '../src/internal/endpoint-docs.ts';
import { readRegistryMethods } from './registry-methods.ts';

/** The docs of every registry method, by `namespace.resource.verb`. */
export function collectEndpointDocs(): EndpointDocs {
  return Object.fromEntries(
    readRegistryMethods().map((method) => [
      method.name,
      { summary: method.summary, params: method.paramDocs },
    ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node scripts/endpoint-docs.ts <out.json>');
  await writeFile(out, JSON.stringify(collectEndpointDocs()));
}
