import { QueryError } from './errors.ts';
import type { CatalogFieldType, CompiledCatalog, RecordValue, ReportRecord } from './types.ts';
import { compareValues, filterValue, isEmpty } from './values.ts';

/** Whether a record qualifies. */
export type Predicate = (record: ReportRecord) => boolean;

const always: Predicate = () => true;

/** The predicate of a query's `filter`; none (every row) when it is absent, null or `[]`. */
export function compileFilter(raw: unknown, catalog: CompiledCatalog): Predicate | undefined {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return undefined;
  return compile(raw, catalog);
}

function compile(raw: unknown, catalog: CompiledCatalog): Predicate {
  if (!Array.isArray(raw) || typeof raw[0] !== 'string') {
    throw new QueryError(`Invalid filter: ${JSON.stringify(raw)}`);
  }
  const [operation, ...args] = raw as [string, ...unknown[]];
  if (operation === 'and' || operation === 'or') return combine(operation, args, catalog);
  const field = args[0];
  if (!COMPARISONS.has(operation) && !TESTS.has(operation) && operation !== 'btw') {
    throw new QueryError(`Unsupported operation: "${operation}"`);
  }
  if (typeof field !== 'string') throw new QueryError(`Invalid filter: ${JSON.stringify(raw)}`);
  const type = catalog.types.get(field);
  // The service ignores a filter on a field it does not know (live integrations rely on it).
  if (type === undefined) return always;
  return term(operation, field, type, args.slice(1), raw);
}

function combine(operation: 'and' | 'or', args: unknown[], catalog: CompiledCatalog): Predicate {
  const list = args.length === 1 && Array.isArray(args[0]) && args[0].every(Array.isArray) ? args[0] : args;
  const parts = list.map((part) => compile(part, catalog));
  return operation === 'and'
    ? (record) => parts.every((part) => part(record))
    : (record) => parts.some((part) => part(record));
}

function term(
  operation: string,
  field: string,
  type: CatalogFieldType,
  values: unknown[],
  raw: unknown,
): Predicate {
  const read = (record: ReportRecord) => record[field] as RecordValue;
  const test = TESTS.get(operation);
  if (test) {
    if (values.length !== 0) throw new QueryError(`Invalid filter: ${JSON.stringify(raw)}`);
    return (record) => test(read(record));
  }
  if (operation === 'btw') return between(field, type, values, raw);
  if (values.length !== 1) throw new QueryError(`Invalid filter: ${JSON.stringify(raw)}`);
  const compare = COMPARISONS.get(operation) as Comparison;
  const wanted = filterValue(field, type, values[0]);
  return (record) => {
    const value = read(record);
    return !isEmpty(value) && compare(type, value, wanted);
  };
}

/** `btw` takes `[low, high]` as live clients send it, or `low, high` as old docs show. */
function between(field: string, type: CatalogFieldType, values: unknown[], raw: unknown): Predicate {
  const bounds = values.length === 1 && Array.isArray(values[0]) ? values[0] : values;
  if (bounds.length !== 2) throw new QueryError(`Invalid filter: ${JSON.stringify(raw)}`);
  const low = filterValue(field, type, bounds[0]);
  const high = filterValue(field, type, bounds[1]);
  return (record) => {
    const value = record[field] as RecordValue;
    return !isEmpty(value) && compareValues(type, value, low) >= 0 && compareValues(type, value, high) <= 0;
  };
}

type Comparison = (type: CatalogFieldType, value: RecordValue, wanted: RecordValue) => boolean;

const lower = (value: RecordValue) => String(value).toLowerCase();

const equal: Comparison = (type, value, wanted) =>
  typeof value === 'string' && type !== 'datetime'
    ? lower(value) === lower(wanted)
    : compareValues(type, value, wanted) === 0;

/** The operations comparing a field with one value; a record without a value never qualifies. */
const COMPARISONS: ReadonlyMap<string, Comparison> = new Map<string, Comparison>([
  ['eq', equal],
  ['ne', (type, value, wanted) => !equal(type, value, wanted)],
  ['gt', (type, value, wanted) => compareValues(type, value, wanted) > 0],
  ['lt', (type, value, wanted) => compareValues(type, value, wanted) < 0],
  ['contains', (_, value, wanted) => lower(value).includes(lower(wanted))],
  ['wo', (_, value, wanted) => !lower(value).includes(lower(wanted))],
  ['starts', (_, value, wanted) => lower(value).startsWith(lower(wanted))],
  ['ends', (_, value, wanted) => lower(value).endsWith(lower(wanted))],
]);

/** The operations testing a field alone. */
const TESTS: ReadonlyMap<string, (value: RecordValue) => boolean> = new Map([
  ['emp', isEmpty],
  ['nemp', (value: RecordValue) => !isEmpty(value)],
]);
