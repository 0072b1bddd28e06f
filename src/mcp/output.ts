import * as z from 'zod/mini';
import type { Endpoint, Returns } from '../core/endpoint.ts';
import type { JsonSchema } from '../internal/catalog.ts';

const ITEMS = { type: 'array', items: { type: 'object' } } as const;

/**
 * The `outputSchema` of a tool, one shared shape per kind of answer: a schema per answer type would make
 * `tools/list` several times larger, and a model learns the fields from the first answer or `fields`.
 */
export function outputSchemaOf(returns: Returns): JsonSchema {
  if (returns === 'page') {
    return {
      type: 'object',
      properties: {
        items: ITEMS,
        total_count: { type: ['integer', 'null'] },
        has_more: { type: 'boolean' },
        next_cursor: { type: 'string' },
      },
      required: ['items', 'has_more'],
    };
  }
  if (returns === 'list') return { type: 'object', properties: { items: ITEMS }, required: ['items'] };
  if (returns === 'none')
    return { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };
  return { type: 'object' };
}

/**
 * The `outputSchema` of one endpoint's answer in full, from the answer's zod schema: the shared shape with
 * its items (or its object) spelt out. Served on demand (`describe_tool`), not in `tools/list`. Nothing is
 * `required`, since an answer's items leave out their empty values unless `fields` asks for them.
 */
export function answerSchemaOf(endpoint: Pick<Endpoint, 'returns' | 'schema'>): JsonSchema {
  const shape = outputSchemaOf(endpoint.returns);
  if (!endpoint.schema || endpoint.returns === 'none') return shape;
  const item = optionalEverywhere(z.toJSONSchema(endpoint.schema, { io: 'output', unrepresentable: 'any' }));
  delete item.$schema;
  if (endpoint.returns === 'page' || endpoint.returns === 'list') {
    const properties = shape.properties as Record<string, JsonSchema>;
    return { ...shape, properties: { ...properties, items: { type: 'array', items: item } } };
  }
  return item;
}

/** A JSON Schema with no `required` list at any depth. */
function optionalEverywhere(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(optionalEverywhere) as unknown as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema as JsonSchema;
  const entries = Object.entries(schema).filter(([key]) => key !== 'required');
  return Object.fromEntries(entries.map(([key, value]) => [key, optionalEverywhere(value)]));
}

/** An answer as the object `structuredContent` must be: a list as `{items}`, anything else not an object as `{value}`. */
export function structuredOf(answer: unknown): Record<string, unknown> {
  if (Array.isArray(answer)) return { items: answer };
  if (typeof answer === 'object' && answer !== null) return answer as Record<string, unknown>;
  return { value: answer ?? null };
}
