import { QueryError } from './errors.ts';
import type { CatalogFieldType, RecordValue } from './types.ts';

/** A value as a row carries it: booleans as `t`/`f`, a missing value as null. */
export function encodeValue(value: unknown): string | number | null {
  if (value === true) return 't';
  if (value === false) return 'f';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return null;
}

const NUMERIC: ReadonlySet<CatalogFieldType> = new Set(['currency', 'float', 'integer']);

/**
 * A filter value read as the field's type. Live clients wrap values in one-element arrays, send ids as
 * strings and booleans as `t`/`f`; anything that is not a value of the type is refused.
 */
export function filterValue(field: string, type: CatalogFieldType, raw: unknown): RecordValue {
  const value = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
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

function numberOf(field: string, value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number)) return number;
  throw invalid(field, value);
}

function invalid(field: string, value: unknown): QueryError {
  return new QueryError(`Invalid value for "${field}": ${JSON.stringify(value) ?? String(value)}`);
}

/** Orders two set values of one type: numbers by value, datetimes by instant, the rest as text. */
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
