import { DATE } from '../core/params.ts';
import type { CatalogEntry, JsonSchema } from '../internal/catalog.ts';
import type { EntryInput } from '../internal/registry.ts';
import { didYouMean } from './did-you-mean.ts';
import { type DateKind, relativeDay } from './relative-date.ts';
import { UsageError } from './usage-error.ts';

/** What the flags of an endpoint command ask for: the call's input, and whether to read every page. */
interface EndpointArgs {
  input: EntryInput;
  all: boolean;
}

/** `--person-id` and `--person_id` both name the field `person_id`. */
export const flagOf = (field: string) => `--${field.replaceAll('_', '-')}`;
const fieldOf = (flag: string) => flag.replace(/^--/, '').replaceAll('-', '_');

/**
 * Reads `--field value` (or `--field=value`; a boolean field alone means true), positional path params in
 * path order, `--data <json>` for the whole query or body, and `--all`. Values are read by the field's
 * JSON Schema type: numbers, booleans, comma lists for arrays, JSON for objects, `today-30d` for a date or
 * a time. Unknown flags are refused.
 */
export function parseEndpointArgs(entry: CatalogEntry, args: readonly string[]): EndpointArgs {
  const properties = (entry.inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const values: Record<string, unknown> = {};
  const positionals: string[] = [];
  let data: Record<string, unknown> = {};
  let all = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [flag, inline] = splitFlag(arg);
    if (flag === '--all') {
      all = true;
      continue;
    }
    const takesNext = inline === undefined && !isBoolean(properties[fieldOf(flag)]);
    const raw = inline ?? (takesNext ? args[++index] : undefined);
    if (takesNext && raw === undefined) throw new UsageError(`${flag} needs a value`);
    if (flag === '--data') {
      data = parseData(raw as string);
      continue;
    }
    const field = fieldOf(flag);
    const schema = properties[field];
    if (!schema) throw new UsageError(unknownFlag(flag, Object.keys(properties)));
    values[field] = readValue(flag, schema, raw);
  }
  return { input: inputOf(entry, { ...data, ...values }, positionals), all };
}

function splitFlag(arg: string): [string, string | undefined] {
  const equals = arg.indexOf('=');
  return equals === -1 ? [arg, undefined] : [arg.slice(0, equals), arg.slice(equals + 1)];
}

function inputOf(entry: CatalogEntry, values: Record<string, unknown>, positionals: string[]): EntryInput {
  if (positionals.length > entry.pathParams.length) {
    throw new UsageError(`unexpected argument ${positionals[entry.pathParams.length]}`);
  }
  const path: Record<string, number | string> = {};
  const fields = { ...values };
  entry.pathParams.forEach((name, index) => {
    const value = fields[name] ?? positionals[index];
    delete fields[name];
    if (value === undefined) throw new UsageError(`${flagOf(name)} is required`);
    path[name] = value as number | string;
  });
  const hasFields = Object.keys(fields).length > 0;
  if (entry.endpoint.body) return { path, body: fields };
  if (entry.endpoint.query) return { path, ...(hasFields ? { query: fields } : {}) };
  if (hasFields)
    throw new UsageError(unknownFlag(flagOf(Object.keys(fields)[0] as string), entry.pathParams));
  return { path };
}

function unknownFlag(flag: string, fields: readonly string[]): string {
  const known = fields.map(flagOf);
  const suggestion = didYouMean(flag, known);
  if (suggestion) return `unknown option ${flag}${suggestion}`;
  return `unknown option ${flag}${known.length ? `; options: ${known.join(', ')}` : ''}`;
}

function parseData(raw: string): Record<string, unknown> {
  const value = parseJson('--data', raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError('--data must be a JSON object');
  }
  return value as Record<string, unknown>;
}

function parseJson(flag: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new UsageError(`${flag}: not valid JSON`);
  }
}

/** The JSON Schema types a field accepts (`anyOf` flattened). */
function typesOf(schema: JsonSchema | undefined): Set<string> {
  if (!schema) return new Set();
  const own = schema.type === undefined ? [] : [schema.type].flat();
  const nested = ((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).flatMap((s) => [...typesOf(s)]);
  const enumTypes = Array.isArray(schema.enum) ? schema.enum.map((value) => typeof value) : [];
  return new Set([...own, ...nested, ...enumTypes].map(String));
}

function isBoolean(schema: JsonSchema | undefined): boolean {
  const types = typesOf(schema);
  return types.size === 1 && types.has('boolean');
}

/** Whether a field takes a calendar date or a moment (and so also `today-30d`), from its JSON Schema. */
export function dateKindOf(schema: JsonSchema): DateKind | undefined {
  if (schema.format === 'date-time') return 'time';
  if (schema.pattern === DATE.source) return 'date';
  const alternatives = (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[];
  return alternatives.map(dateKindOf).find((kind) => kind !== undefined);
}

function readValue(flag: string, schema: JsonSchema, raw: string | undefined): unknown {
  const types = typesOf(schema);
  if (raw === undefined) return true;
  const kind = dateKindOf(schema);
  const day = kind && relativeDay(raw, kind);
  if (day) return day;
  if (types.has('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  if (types.has('array') && !types.has('string')) return raw.split(',').map((item) => scalar(item, schema));
  if (types.has('array') && raw.includes(',')) return raw.split(',').map((item) => scalar(item, schema));
  if (types.has('object') && !types.has('string')) return parseJson(flag, raw);
  if ((types.has('integer') || types.has('number')) && !types.has('string')) return numberOr(raw);
  return raw;
}

/** An item of a list: a number when the list holds numbers. */
function scalar(raw: string, schema: JsonSchema): unknown {
  const items = [schema, ...((schema.anyOf ?? []) as JsonSchema[])].map((s) => s.items as JsonSchema);
  const numeric = items.some((item) => item && (typesOf(item).has('integer') || typesOf(item).has('number')));
  return numeric ? numberOr(raw.trim()) : raw.trim();
}

/** A number when `raw` is one; else the text, for the input check to refuse by name. */
function numberOr(raw: string): number | string {
  return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
}
