import type { JsonSchema } from '../internal/catalog.ts';

/** `z.toJSONSchema`'s bound of a plain `z.number().int()`: says nothing a model needs. */
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

/**
 * A tool's input schema made shorter for `tools/list`, its meaning kept: a choice between forms of one
 * type (`date-time` or a pattern) becomes that type with its format, one between X and an array of X the
 * array, integer bounds that only restate
 * JavaScript's become nothing, `exclusiveMinimum: 0` of an integer becomes `minimum: 1`, and the top level's
 * `additionalProperties: false` goes (the server instructions say unknown arguments are refused).
 */
export function compactInputSchema(schema: JsonSchema): JsonSchema {
  const { additionalProperties: _, ...rest } = compact(schema) as JsonSchema;
  return rest;
}

function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (typeof value !== 'object' || value === null) return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, compact(child)]),
  ) as JsonSchema;
  return boundsOf(arrayFormOf(oneFormOf(schema)));
}

/** `anyOf` of an array of X and X itself (`ids: 3` or `ids: [3, 4]`): the array, which says both. */
function arrayFormOf(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const [list, single] = branches;
  if (list?.type !== 'array' || JSON.stringify(list.items) !== JSON.stringify(single)) return schema;
  const { anyOf: _, ...rest } = schema;
  return { ...list, ...rest };
}

/** `anyOf` of branches of one `type`: that type, with the first branch's format. */
function oneFormOf(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (!Array.isArray(branches) || branches.length === 0) return schema;
  const type = branches[0]?.type;
  if (typeof type !== 'string' || !branches.every((branch) => branch.type === type)) return schema;
  const format = branches.find((branch) => typeof branch.format === 'string')?.format;
  if (format === undefined) return schema;
  const { anyOf: _, ...rest } = schema;
  return { type, format, ...rest };
}

function boundsOf(schema: JsonSchema): JsonSchema {
  const { maximum, minimum, exclusiveMinimum, pattern, ...rest } = schema;
  const kept: JsonSchema = { ...rest };
  if (typeof schema.format !== 'string' && pattern !== undefined) kept.pattern = pattern;
  if (schema.type === 'integer' && exclusiveMinimum === 0 && minimum === undefined) kept.minimum = 1;
  else if (exclusiveMinimum !== undefined) kept.exclusiveMinimum = exclusiveMinimum;
  if (minimum !== undefined && minimum !== -SAFE_BOUND) kept.minimum = minimum;
  if (maximum !== undefined && maximum !== SAFE_BOUND) kept.maximum = maximum;
  return kept;
}
