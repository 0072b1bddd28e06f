import type { Returns } from '../core/endpoint.ts';
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

/** An answer as the object `structuredContent` must be: a list as `{items}`, anything else not an object as `{value}`. */
export function structuredOf(answer: unknown): Record<string, unknown> {
  if (Array.isArray(answer)) return { items: answer };
  if (typeof answer === 'object' && answer !== null) return answer as Record<string, unknown>;
  return { value: answer ?? null };
}
