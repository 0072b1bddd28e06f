import type { RecordValue, ReportRecord, SummaryField } from './types.ts';

type Test = (record: ReportRecord) => boolean;

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

function countOf(records: readonly ReportRecord[], test: Test): number {
  let count = 0;
  for (const record of records) if (test(record)) count += 1;
  return count;
}

function sumOf(records: readonly ReportRecord[], field: string, test: Test = () => true): number {
  let sum = 0;
  for (const record of records) {
    const value = record[field];
    if (typeof value === 'number' && test(record)) sum += value;
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

/** Each `<field>_count` counting the records whose boolean field is true. */
export function trueCounts(fields: readonly string[]): Record<string, SummaryField> {
  return Object.fromEntries(fields.map((field) => [`${field}_count`, countTrue(field)]));
}

/** Each `total_<field>` summing a numeric field. */
export function totalsOf(
  fields: readonly string[],
  type: 'integer' | 'currency' | 'float',
): Record<string, SummaryField> {
  return Object.fromEntries(fields.map((field) => [`total_${field}`, total(field, type)]));
}

/** The sum of a numeric field over the records whose `where` field equals `value`. */
export const totalWhere = (
  field: string,
  type: 'integer' | 'currency',
  where: string,
  value: RecordValue,
): SummaryField => ({
  type,
  compute: (records) => sumOf(records, field, (record) => record[where] === value),
});

/** The mean of a numeric field over the records that have it (null when none has). */
export const mean = (field: string): SummaryField => ({
  type: 'float',
  compute: (records) => {
    const counted = countOf(records, (record) => typeof record[field] === 'number');
    return counted === 0 ? null : sumOf(records, field) / counted;
  },
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
