import type { CompiledCatalog } from './catalog.ts';
import type { Predicate } from './filter.ts';
import type { ParsedQuery, SortKey } from './request.ts';
import type { CatalogFieldType, RecordValue, ReportRecord } from './types.ts';
import { compareValues, isEmpty } from './values.ts';

/** The records of one page of detail rows. */
export interface DetailPage {
  readonly records: readonly ReportRecord[];
  readonly hasMore: boolean;
  /** Whether the page follows the key order, so that its last key pages on. */
  readonly keyed: boolean;
}

/** One page of records: by key (keyset pages) unless the query sorts by another field. */
export function detailPage(query: ParsedQuery, records: readonly ReportRecord[], catalog: CompiledCatalog) {
  const only = query.sort.length === 1 ? query.sort[0] : undefined;
  if (query.sort.length === 0 || only?.field === 'key') {
    return keysetPage(query, byKey(records), only?.descending ?? false);
  }
  return sortedPage(query, records, catalog);
}

/** The records in ascending key order: the source's own array when it already is. */
function byKey(records: readonly ReportRecord[]): readonly ReportRecord[] {
  for (let i = 1; i < records.length; i += 1) {
    if ((records[i - 1] as ReportRecord).key >= (records[i] as ReportRecord).key) {
      return [...records].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    }
  }
  return records;
}

/** Keys are opaque strings: compared as strings, never parsed as numbers. */
function keysetPage(query: ParsedQuery, ordered: readonly ReportRecord[], descending: boolean): DetailPage {
  const step = descending ? -1 : 1;
  let index = startIndex(ordered, query.startingAfter, descending);
  const page: ReportRecord[] = [];
  for (; index >= 0 && index < ordered.length; index += step) {
    const record = ordered[index] as ReportRecord;
    if (query.filter && !query.filter(record)) continue;
    if (page.length === query.limit) return { records: page, hasMore: true, keyed: true };
    page.push(record);
  }
  return { records: page, hasMore: false, keyed: true };
}

/** The index of the first record after `after` in the read direction (binary search). */
function startIndex(ordered: readonly ReportRecord[], after: string | undefined, descending: boolean) {
  if (after === undefined) return descending ? ordered.length - 1 : 0;
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const key = (ordered[middle] as ReportRecord).key;
    if (descending ? key < after : key <= after) low = middle + 1;
    else high = middle;
  }
  return descending ? low - 1 : low;
}

function sortedPage(query: ParsedQuery, records: readonly ReportRecord[], catalog: CompiledCatalog) {
  const matching = query.filter ? records.filter(query.filter) : [...records];
  const order = [...query.sort, { field: 'key', descending: false }];
  const typeOf = (field: string) => catalog.types.get(field) ?? 'string';
  matching.sort((a, b) => compareBy(order, typeOf, (record, field) => record[field] as RecordValue, a, b));
  return { records: matching.slice(0, query.limit), hasMore: matching.length > query.limit, keyed: false };
}

/**
 * Compares two items by the sort keys in turn; missing values come last ascending and first
 * descending, as the service's database orders nulls.
 */
export function compareBy<T>(
  order: readonly SortKey[],
  typeOf: (field: string) => CatalogFieldType,
  read: (item: T, field: string) => RecordValue,
  a: T,
  b: T,
): number {
  for (const { field, descending } of order) {
    const x = read(a, field);
    const y = read(b, field);
    const result = isEmpty(x) ? (isEmpty(y) ? 0 : 1) : isEmpty(y) ? -1 : compareValues(typeOf(field), x, y);
    if (result !== 0) return descending ? -result : result;
  }
  return 0;
}

/** The number of records a filter lets through. */
export function countMatching(records: readonly ReportRecord[], filter: Predicate | undefined): number {
  if (!filter) return records.length;
  let count = 0;
  for (const record of records) if (filter(record)) count += 1;
  return count;
}
