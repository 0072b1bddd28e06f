import { QueryError } from './errors.ts';
import type { CatalogFieldType, RecordRange, RecordValue } from './types.ts';

/** A value of a row: a range is its two ends. */
export type RowValue = string | number | RecordRange | null;

/** A value as a row carries it: booleans as `t`/`f`, a range as `[start, end]`, a missing value as null. */
export function encodeValue(value: unknown): RowValue {
  if (value === true) return 't';
  if (value === false) return 'f';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (isRange(value)) return value;
  return null;
}

function isRange(value: unknown): value is RecordRange {
  return Array.isArray(value) && value.length === 2 && value.every((end) => typeof end === 'string');
}

const NUMERIC: ReadonlySet<CatalogFieldType> = new Set(['currency', 'float', 'integer']);

/**
 * A filter value read as the field's type. Live clients wrap values in one-element arrays, send ids as
 * strings and booleans as `t`/`f`; anything that is not a value of the type is refused.
 */
export function filterValue(field: string, type: CatalogFieldType, raw: unknown): RecordValue {
  const value = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
  if (type === 'range') return rangeOf(field, value);
  if (type === 'boolean') return booleanOf(field, value);
  if (NUMERIC.has(type)) return numberOf(field, value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw invalid(field, raw);
}

function booleanOf(field: string, value: unknown): boolean {
  if (value === 't' || value === true) return true;
  if (value === 'f' || value === false) return false;
  throw invalid(field, value);
}

/** A range value: `[start, end]`, both strings. */
function rangeOf(field: string, value: unknown): RecordRange {
  if (isRange(value)) return value;
  throw invalid(field, value);
}

function numberOf(field: string, value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number)) return number;
  throw invalid(field, value);
}

function invalid(field: string, value: unknown): QueryError {
  return new QueryError(`Invalid value for "${field}": ${JSON.stringify(value) ?? String(value)}`);
}

/** Orders two set values of one type: numbers by value, datetimes by instant, the rest (ranges: start, then end) as text. */
export function compareValues(type: CatalogFieldType, a: RecordValue, b: RecordValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (type === 'datetime') return instant(a) - instant(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function instant(value: RecordValue): number {
  const time = Date.parse(String(value));
  return Number.isNaN(time) ? 0 : time;
}

/** Whether a record value is missing: null, absent or an empty string. */
export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
