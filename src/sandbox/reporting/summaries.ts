import type { CatalogFieldType, RecordValue, ReportRecord } from './types.ts';

/** A summary field: its type and how it folds the records of one group into a value. */
export interface SummaryField {
  readonly type: CatalogFieldType;
  readonly compute: (records: readonly ReportRecord[]) => RecordValue;
}

type Test = (record: ReportRecord) => boolean;

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

function countOf(records: readonly ReportRecord[], test: Test): number {
  let count = 0;
  for (const record of records) if (test(record)) count += 1;
  return count;
}

function sumOf(records: readonly ReportRecord[], field: string): number {
  let sum = 0;
  for (const record of records) {
    const value = record[field];
    if (typeof value === 'number') sum += value;
  }
  return sum;
}

/** The number of records in the group. */
export const rowCount = (): SummaryField => ({ type: 'integer', compute: (records) => records.length });

/** The records whose boolean `field` is true. */
export const countTrue = (field: string): SummaryField => ({
  type: 'integer',
  compute: (records) => countOf(records, (record) => record[field] === true),
});

/** The records whose `field` is set (not null, not empty). */
export const countSet = (field: string): SummaryField => ({
  type: 'integer',
  compute: (records) => countOf(records, (record) => isSet(record[field])),
});

/** The records whose `field` equals `value`. */
export const countWhere = (field: string, value: RecordValue): SummaryField => ({
  type: 'integer',
  compute: (records) => countOf(records, (record) => record[field] === value),
});

/** The sum of a numeric field (nulls count as nothing). */
export const total = (field: string, type: 'integer' | 'currency' | 'float'): SummaryField => ({
  type,
  compute: (records) => sumOf(records, field),
});

/** The number of distinct set values of `field`. */
export const distinctCount = (field: string): SummaryField => ({
  type: 'integer',
  compute: (records) => new Set(records.map((record) => record[field]).filter(isSet)).size,
});

/** The distinct set values of `field`, joined (franchise summaries name each business once). */
export const distinctList = (field: string): SummaryField => ({
  type: 'string',
  compute: (records) => {
    const values = [...new Set(records.map((record) => record[field]).filter(isSet))];
    return values.length === 0 ? null : values.join(', ');
  },
});

/** `field`'s sum over the records that pass `test`, divided by their number (currency rounded). */
export const averageOver = (field: string, test: Test): SummaryField => ({
  type: 'currency',
  compute: (records) => {
    const counted = records.filter(test);
    return counted.length === 0 ? null : Math.round(sumOf(counted, field) / counted.length);
  },
});

/** The percentage (rounded) of the records passing `of` that also pass `test`. */
export const percentOf = (test: Test, of: Test): SummaryField => ({
  type: 'integer',
  compute: (records) => {
    const base = countOf(records, of);
    return base === 0 ? 0 : Math.round((countOf(records, (r) => of(r) && test(r)) * 100) / base);
  },
});
