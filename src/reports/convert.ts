import { ResponseValidationError } from '../core/errors.ts';
import type { RangeBound, RangeValue, ReportValue } from './types.ts';

/** Turns one non-null wire value of a field into its decoded value. */
export type Convert = (value: unknown, field: string) => ReportValue;

const BOOLEANS: Readonly<Record<string, boolean>> = { t: true, f: false, true: true, false: false };
const RANGE_LITERAL = /^[[(]([^,]*),([^\])]*)[\])]$/;

function toBoolean(value: unknown, field: string): boolean {
  if (typeof value === 'boolean') return value;
  const flag = typeof value === 'string' && Object.hasOwn(BOOLEANS, value) ? BOOLEANS[value] : undefined;
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

/** The error for a value that does not have its field's type. */
function badValue(field: string, type: string, value: unknown): ResponseValidationError {
  const shown = JSON.stringify(value)?.slice(0, 40);
  return new ResponseValidationError(
    `report field ${field}: ${shown} is not a ${type}`,
    [`${field}: not a ${type}`],
    {},
  );
}

/** The error for a row that is not an array. */
export function notARow(index: number, row: unknown): never {
  throw badValue(`row ${index}`, 'row array', row);
}

/** Conversions by wire type; types not listed (strings, enums, dates, times) keep the value as sent. */
const CONVERTERS: Readonly<Record<string, Convert>> = {
  boolean: toBoolean,
  currency: toNumber,
  integer: toNumber,
  float: toNumber,
  range: toRange,
};

/** A conversion that keeps a string it cannot parse: for fields whose type is only inferred from the name. */
export function keepingUnparsed(convert: Convert): Convert {
  return (value, field) => {
    try {
      return convert(value, field);
    } catch (error) {
      if (typeof value === 'string') return value;
      throw error;
    }
  };
}

/** The conversion of a wire type, or undefined when values are kept as sent. */
export function converterOf(type: string): Convert | undefined {
  return Object.hasOwn(CONVERTERS, type) ? CONVERTERS[type] : undefined;
}
