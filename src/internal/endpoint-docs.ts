import { readFile } from 'node:fs/promises';

/** The doc of a registry method: its one-line summary and the meaning of each query or body field. */
export interface EndpointDoc {
  readonly summary: string;
  readonly params: Readonly<Record<string, string>>;
}

/** By `namespace.resource.verb` (`desk.people.list`). */
export type EndpointDocs = Readonly<Record<string, EndpointDoc>>;

/**
 * The docs of the registry methods, for the CLI's help and the MCP tools: the JSON `npm run build` writes
 * beside the bundle, or, run from the sources, read from them with the TypeScript compiler (a dev
 * dependency, so never in the package). Nothing generated is checked in.
 */
export async function loadEndpointDocs(): Promise<EndpointDocs> {
  const built = await readFile(new URL('./endpoint-docs.json', import.meta.url), 'utf8').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (built !== undefined) return JSON.parse(built) as EndpointDocs;
  const sources = new URL('../../scripts/endpoint-docs.ts', import.meta.url).href;
  const { collectEndpointDocs } = (await import(sources)) as { collectEndpointDocs(): EndpointDocs };
  return collectEndpointDocs();
}
