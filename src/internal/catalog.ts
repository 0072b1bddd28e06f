import * as z from 'zod/mini';
import type { EndpointDocs } from './endpoint-docs.ts';
import { pathParamDescription } from './path-param-doc.ts';
import { type EndpointNamespaces, endpointRegistry, type RegistryEntry } from './registry.ts';

/** A JSON Schema object, as `z.toJSONSchema` writes it. */
export type JsonSchema = Record<string, unknown>;

/** A registry entry with what a person or a model reads about it: its name, summary and input schema. */
export interface CatalogEntry extends RegistryEntry {
  /** `namespace.resource.verb` (`desk.people.list`). */
  readonly name: string;
  /** The method's one-line doc. */
  readonly summary: string;
  /**
   * The input as one JSON Schema object: the path params (required) beside the fields of the query or the
   * body, each with its doc as `description`.
   */
  readonly inputSchema: JsonSchema;
}

/**
 * Every registry entry with its input schema, in the client's order; with `docs` (`loadEndpointDocs()`),
 * each summary and field meaning too (help and tools need them; running a command does not).
 */
export function endpointCatalog(client: EndpointNamespaces, docs: EndpointDocs = {}): CatalogEntry[] {
  return endpointRegistry(client).map((entry) => describe(entry, docs));
}

function describe(entry: RegistryEntry, docs: EndpointDocs): CatalogEntry {
  const name = [entry.namespace, entry.resource, entry.verb].filter(Boolean).join('.');
  const doc = docs[name];
  let inputSchema: JsonSchema | undefined;
  return {
    ...entry,
    name,
    summary: doc?.summary ?? '',
    // Worked out when first read: a command reads one of the 170, and JSON Schemas cost a start-up.
    get inputSchema() {
      inputSchema ??= inputSchemaOf(entry, doc?.params ?? {});
      return inputSchema;
    },
  };
}

function inputSchemaOf(entry: RegistryEntry, docs: Readonly<Record<string, string>>): JsonSchema {
  const data = entry.endpoint.body ?? entry.endpoint.query;
  const fields = data ? (jsonSchemaOf(data) as JsonSchema) : { type: 'object', properties: {} };
  const properties: Record<string, JsonSchema> = {};
  for (const name of entry.pathParams) {
    const slug = entry.endpoint.pathKinds?.[name] === 'slug';
    const description = pathParamDescription(entry.endpoint.path, name, slug);
    properties[name] = slug
      ? { type: 'string', pattern: '^[a-z0-9_]+$', description }
      : { type: 'integer', minimum: 1, description };
  }
  for (const [name, schema] of Object.entries((fields.properties ?? {}) as Record<string, JsonSchema>)) {
    if (entry.pathParams.includes(name)) continue; // the path already carries it: `:event_occurrence_id`
    properties[name] = docs[name] ? { ...schema, description: docs[name] } : schema;
  }
  const required = [...entry.pathParams, ...((fields.required as string[] | undefined) ?? [])];
  const { $schema: _, properties: __, required: ___, ...rest } = fields;
  return { ...rest, type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** A zod schema's input as JSON Schema; a `Date` is written as an ISO 8601 string. */
function jsonSchemaOf(schema: z.ZodMiniType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as JsonSchema;
}
