import { InputError } from '../core/errors.ts';
import * as p from '../core/params.ts';
import { typeOfSpec } from './field-spec.ts';
import { type CompareOp, type FilterNode, type FilterScalar, isCombination, isTextOp } from './filters.ts';
import { fieldSpec } from './names.ts';
import type { FieldSpec, FieldType, ReportDefinition } from './types.ts';

/** A filter as the service takes it: `['eq', field, value]`, `['and', [filter, …]]`. */
export type WireFilter = readonly unknown[];

/** What is sent for a value: booleans as `t`/`f`, moments as ISO strings, the rest as given. */
type WireScalar = string | number;

const TIME = /^\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
const DATE_SCHEMA = p.date();
const TIMESTAMP_SCHEMA = p.timestamp();

/** Checks a filter against the report's fields and converts it to the wire form. */
export function encodeFilter(node: FilterNode, definition: ReportDefinition): WireFilter {
  if (isCombination(node)) {
    if (node.filters.length === 0)
      throw new InputError(`where: ${node.op}() needs at least one filter`, 'filter');
    return [node.op, node.filters.map((child) => encodeFilter(child, definition))];
  }
  const spec = fieldSpec(definition, 'detail', node.field, 'where');
  checkOp(node.op, node.field, spec);
  const values = node.values.map((value) => encodeValue(value, spec, node.field));
  if (node.op === 'btw') return ['btw', node.field, values];
  return [node.op, node.field, ...values];
}

function checkOp(op: CompareOp, field: string, spec: FieldSpec | undefined): void {
  if (spec === undefined) return;
  const type = typeOfSpec(spec);
  const refused =
    type === 'logical' ||
    (isTextOp(op) && type !== 'string' && type !== 'enum') ||
    ((op === 'gt' || op === 'lt' || op === 'btw') && type === 'boolean');
  if (refused) throw new InputError(`where: ${op} cannot filter the ${type} field ${field}`, field);
}

function encodeValue(value: FilterScalar, spec: FieldSpec | undefined, field: string): WireScalar {
  const rule = ruleFor(spec);
  const encoded = rule.encode(value);
  if (encoded === undefined) throw new InputError(`where: ${field} ${rule.message}`, field);
  return encoded;
}

interface Rule {
  message: string;
  encode(value: FilterScalar): WireScalar | undefined;
}

const anything: Rule = {
  message: 'must be a string, number, boolean or Date',
  encode: (v) => (typeof v === 'boolean' ? flag(v) : v instanceof Date ? isoOf(v) : scalar(v)),
};

const RULES: Record<FieldType, Rule> = {
  boolean: {
    message: 'must be true or false',
    encode: (v) => (typeof v === 'boolean' ? flag(v) : undefined),
  },
  currency: { message: 'must be an integer (minor units: cents, yen)', encode: integer },
  integer: { message: 'must be an integer', encode: integer },
  float: {
    message: 'must be a finite number',
    encode: (v) => (Number.isFinite(v) ? (v as number) : undefined),
  },
  date: { message: 'must be a Date or a date as YYYY-MM-DD', encode: (v) => dateOf(v) },
  datetime: {
    message: 'must be a Date or an ISO 8601 timestamp with a zone offset',
    encode: (v) =>
      TIMESTAMP_SCHEMA.safeParse(v).success ? (v instanceof Date ? isoOf(v) : (v as string)) : undefined,
  },
  time: {
    message: 'must be a time as HH:MM:SS',
    encode: (v) => (typeof v === 'string' && TIME.test(v) ? v : undefined),
  },
  string: { message: 'must be a string', encode: text },
  enum: { message: 'must be a string', encode: text },
  range: { message: 'must be a string or a number', encode: scalar },
  logical: { message: 'cannot be filtered on', encode: () => undefined },
};

function ruleFor(spec: FieldSpec | undefined): Rule {
  return spec === undefined ? anything : RULES[typeOfSpec(spec)];
}

/** Booleans are sent as the service writes them: `t` or `f`. */
function flag(value: boolean): string {
  return value ? 't' : 'f';
}

function scalar(value: FilterScalar): WireScalar | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

function integer(value: FilterScalar): number | undefined {
  return Number.isInteger(value) ? (value as number) : undefined;
}

function text(value: FilterScalar): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isoOf(value: Date): string | undefined {
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
}

/** A `Date` is sent as its UTC calendar day; a string must already be `YYYY-MM-DD`. */
function dateOf(value: FilterScalar): string | undefined {
  if (value instanceof Date) return isoOf(value)?.slice(0, 10);
  return DATE_SCHEMA.safeParse(value).success ? (value as string) : undefined;
}
