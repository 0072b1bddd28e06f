import { type Convert, converterOf, keepingUnparsed, notARow } from './convert.ts';
import type { ReportValue } from './types.ts';

/** A field of an answer: its name and wire type. */
export interface ReportField {
  /** Field name; `group_label` first in grouped answers, instance names for logical fields. */
  name: string;
  /** Wire type: `boolean`, `currency`, `date`, … (any other type is passed through as sent). */
  type: string;
}

/** A decoded row: values keyed by field name. */
export type DecodedRow = Record<string, ReportValue>;

/** Turns the rows of one answer into objects; compiled once per `fields` list. */
type RowDecoder = (rows: readonly unknown[]) => DecodedRow[];

/** No field keeps unparsed strings. */
const STRICT: ReadonlySet<string> = new Set();

/**
 * The decoder of rows described by `fields`, built once per list: the converter of each column is chosen
 * here, not per row. A field named in `lenient` (its type only inferred) keeps a string it cannot parse.
 * No generated code (it is forbidden under a strict CSP and in Workers).
 */
export function compileDecoder(
  fields: readonly ReportField[],
  lenient: ReadonlySet<string> = STRICT,
): RowDecoder {
  const names = fields.map((field) => field.name);
  const converters = fields.map((field) => converterFor(field, lenient));
  const decodeRow = names.includes('__proto__') ? rowKeepingProto : rowOf;
  return (rows) => {
    const decoded = new Array<DecodedRow>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      if (!Array.isArray(row)) notARow(r, row);
      decoded[r] = decodeRow(row, names, converters);
    }
    return decoded;
  };
}

function converterFor(field: ReportField, lenient: ReadonlySet<string>): Convert | undefined {
  const convert = converterOf(field.type);
  return convert && lenient.has(field.name) ? keepingUnparsed(convert) : convert;
}

type Converters = readonly (Convert | undefined)[];

function cellOf(value: unknown, convert: Convert | undefined, name: string): ReportValue {
  if (value === null || value === undefined) return null;
  return convert ? convert(value, name) : (value as ReportValue);
}

function rowOf(row: readonly unknown[], names: readonly string[], converters: Converters): DecodedRow {
  const object: DecodedRow = {};
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    const value = row[i];
    const convert = converters[i];
    // Inlined rather than cellOf: this loop runs once per cell of every row.
    object[name] =
      value === null || value === undefined ? null : convert ? convert(value, name) : (value as ReportValue);
  }
  return object;
}

/** A field named `__proto__` must stay an own field, not replace the row's prototype. */
function rowKeepingProto(
  row: readonly unknown[],
  names: readonly string[],
  converters: Converters,
): DecodedRow {
  const object: DecodedRow = {};
  names.forEach((name, i) => {
    const value = cellOf(row[i], converters[i], name);
    Object.defineProperty(object, name, { value, enumerable: true, writable: true });
  });
  return object;
}

const MAX_CACHED = 64;
const cache = new Map<string, RowDecoder>();

/** The decoder for `fields`, compiled on first use and kept for the next pages of the same shape. */
export function decoderFor(
  fields: readonly ReportField[],
  lenient: ReadonlySet<string> = STRICT,
): RowDecoder {
  let signature = '';
  for (const field of fields) {
    signature += `${field.name}\u0000${field.type}\u0000${lenient.has(field.name) ? '?' : ''}\u0001`;
  }
  let decoder = cache.get(signature);
  if (decoder === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear();
    decoder = compileDecoder(fields, lenient);
    cache.set(signature, decoder);
  }
  return decoder;
}
