/** The doc of a registry method: its one-line summary and the meaning of each query or body field. */
export interface EndpointDoc {
  readonly summary: string;
  readonly params: Readonly<Record<string, string>>;
}

/** By `namespace.resource.verb` (`desk.people.list`). */
export type EndpointDocs = Readonly<Record<string, EndpointDoc>>;

/**
 * The docs of the registry methods, for the CLI's help and the MCP tools: generated from the methods' JSDoc
 * by `npm run endpoint-docs` (scripts/endpoint-docs.ts) and checked in; loaded on first use, so that a
 * bundler keeps them out of what does not ask for them.
 */
export async function loadEndpointDocs(): Promise<EndpointDocs> {
  const docs = await import('./endpoint-docs.json', { with: { type: 'json' } });
  return docs.default as EndpointDocs;
}
