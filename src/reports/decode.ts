import { generatedDecoder } from './codegen.ts';
import { converterOf, notARow } from './convert.ts';
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
export type RowDecoder = (rows: readonly unknown[]) => DecodedRow[];

/** The decoder for runtimes without generated code: the per-column work is still chosen once. */
export function interpretedDecoder(fields: readonly ReportField[]): RowDecoder {
  const names = fields.map((field) => field.name);
  const converters = fields.map((field) => converterOf(field.type));
  const count = names.length;
  const proto = names.indexOf('__proto__');
  return (rows) => {
    const decoded = new Array<DecodedRow>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      if (!Array.isArray(row)) notARow(r, row);
      const object: DecodedRow = {};
      for (let i = 0; i < count; i++) {
        const name = names[i] as string;
        const value = row[i];
        const convert = converters[i];
        const cell: ReportValue =
          value === null || value === undefined ? null : convert ? convert(value, name) : value;
        // A field named __proto__ must stay an own field, not replace the row's prototype.
        if (i === proto)
          Object.defineProperty(object, name, { value: cell, enumerable: true, writable: true });
        else object[name] = cell;
      }
      decoded[r] = object;
    }
    return decoded;
  };
}

/** Compiles the decoder of rows described by `fields`: generated code where allowed, else interpreted. */
export function compileDecoder(fields: readonly ReportField[]): RowDecoder {
  return generatedDecoder(fields) ?? interpretedDecoder(fields);
}

const MAX_CACHED = 64;
const cache = new Map<string, RowDecoder>();

/** The decoder for `fields`, compiled on first use and kept for the next pages of the same shape. */
export function decoderFor(fields: readonly ReportField[]): RowDecoder {
  let signature = '';
  for (const field of fields) signature += `${field.name}\u0000${field.type}\u0001`;
  let decoder = cache.get(signature);
  if (decoder === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear();
    decoder = compileDecoder(fields);
    cache.set(signature, decoder);
  }
  return decoder;
}
