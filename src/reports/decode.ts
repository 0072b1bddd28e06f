import { ResponseValidationError } from '../core/errors.ts';
import type { RangeBound, RangeValue, ReportValue } from './types.ts';

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

type Convert = (value: unknown, field: string) => ReportValue;

const BOOLEANS: Readonly<Record<string, boolean>> = { t: true, f: false, true: true, false: false };
const RANGE_LITERAL = /^[[(]([^,]*),([^\])]*)[\])]$/;

function toBoolean(value: unknown, field: string): boolean {
  if (typeof value === 'boolean') return value;
  const flag = typeof value === 'string' ? BOOLEANS[value] : undefined;
  if (flag === undefined) throw badValue(field, 'boolean', value);
  return flag;
}

function toNumber(value: unknown, field: string): number {
  if (typeof value === 'number') return value;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (Number.isNaN(number)) throw badValue(field, 'number', value);
  return number;
}

/** A range comes as a two-element array (or a `[start,end]` literal): kept as a tuple of what was sent. */
function toRange(value: unknown, field: string): RangeValue {
  if (Array.isArray(value) && value.length === 2) return [bound(value[0]), bound(value[1])];
  const literal = typeof value === 'string' ? RANGE_LITERAL.exec(value) : null;
  if (literal) return [literal[1] || null, literal[2] || null];
  throw badValue(field, 'range', value);
}

function bound(value: unknown): RangeBound {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function badValue(field: string, type: string, value: unknown): ResponseValidationError {
  const shown = JSON.stringify(value)?.slice(0, 40);
  return new ResponseValidationError(
    `report field ${field}: ${shown} is not a ${type}`,
    [`${field}: not a ${type}`],
    {},
  );
}

/** Conversions by wire type; types not listed (strings, enums, dates, times) keep the value as sent. */
const CONVERTERS: Readonly<Record<string, Convert>> = {
  boolean: toBoolean,
  currency: toNumber,
  integer: toNumber,
  float: toNumber,
  range: toRange,
};

/** Compiles the decoder of rows described by `fields`: the per-column work is chosen once. */
export function compileDecoder(fields: readonly ReportField[]): RowDecoder {
  const names = fields.map((field) => field.name);
  const converters = fields.map((field) =>
    Object.hasOwn(CONVERTERS, field.type) ? CONVERTERS[field.type] : undefined,
  );
  const count = names.length;
  return (rows) => {
    const decoded = new Array<DecodedRow>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      if (!Array.isArray(row)) throw badValue(`row ${r}`, 'row array', row);
      const object: DecodedRow = {};
      for (let i = 0; i < count; i++) {
        const value = row[i];
        const convert = converters[i];
        object[names[i] as string] =
          value === null || value === undefined
            ? null
            : convert === undefined
              ? value
              : convert(value, names[i] as string);
      }
      decoded[r] = object;
    }
    return decoded;
  };
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
