// Sample input for a method's example in the API reference: the required fields of its JSON Schema (the one the
// MCP tools publish, from the zod schemas) filled with plain values that pass their rules.
import type { JsonSchema } from '../src/internal/catalog.ts';

/** Strings tried, in turn, against a `pattern`: dates, timestamps, names, digits. */
const PATTERN_SAMPLES = ['2026-01-15', '2026-01-15T09:00:00Z', 'example', '1', 'a@example.com'];

const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  'date-time': '2026-01-15T09:00:00Z',
  date: '2026-01-15',
  email: 'client@example.com',
  uri: 'https://example.com/pike13',
};

/** A value the schema accepts, from its first choice of each union; `undefined` when none can be made. */
export function sampleOf(schema: JsonSchema): unknown {
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return sampleOf(choices.find((choice) => choice.type !== 'null') ?? {});
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'string':
      return stringSample(schema);
    case 'array':
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () =>
        sampleOf((schema.items ?? {}) as JsonSchema),
      );
    case 'object':
      return requiredFields(schema);
    default:
      return undefined;
  }
}

/** The required fields of an object schema, each with a sample. */
export function requiredFields(schema: JsonSchema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return Object.fromEntries(required.map((name) => [name, sampleOf(properties[name] ?? {})]));
}

function stringSample(schema: JsonSchema): string | undefined {
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (format) return format;
  if (typeof schema.pattern !== 'string') return 'example';
  const pattern = new RegExp(schema.pattern);
  return PATTERN_SAMPLES.find((sample) => pattern.test(sample));
}
