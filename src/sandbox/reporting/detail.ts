import type { Predicate } from './filter.ts';
import type { RecordSet } from './record-set.ts';
import type { ParsedQuery, SortKey } from './request.ts';
import type { CatalogFieldType, CompiledCatalog, RecordValue, ReportRecord } from './types.ts';
import { compareValues, isEmpty } from './values.ts';

/** The records of one page of detail rows. */
export interface DetailPage {
  readonly records: readonly ReportRecord[];
  readonly hasMore: boolean;
  /** Whether the page follows the key order, so that its last key pages on. */
  readonly keyed: boolean;
}

/**
 * One page of records: by key (keyset pages) unless the query sorts by another field. A keyset page
 * builds only the records it reads.
 */
export function detailPage(query: ParsedQuery, records: RecordSet, catalog: CompiledCatalog): DetailPage {
  const only = query.sort.length === 1 ? query.sort[0] : undefined;
  if (query.sort.length === 0 || only?.field === 'key') {
    return keysetPage(query, records, byKey(records.keys), only?.descending ?? false);
  }
  return sortedPage(query, records.all(), catalog);
}

/** The indexes of the records in ascending key order: in place when the keys already are. */
function byKey(keys: readonly string[]): readonly number[] {
  const order = keys.map((_, index) => index);
  for (let i = 1; i < keys.length; i += 1) {
    if ((keys[i - 1] as string) >= (keys[i] as string)) {
      return order.sort((a, b) => compareKeys(keys[a] as string, keys[b] as string));
    }
  }
  return order;
}

/** Two keys in string order, 0 when equal (a comparator that never answers 0 leaves equal keys' order to the engine). */
function compareKeys(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Keys are opaque strings: compared as strings, never parsed as numbers. */
function keysetPage(
  query: ParsedQuery,
  records: RecordSet,
  order: readonly number[],
  descending: boolean,
): DetailPage {
  const step = descending ? -1 : 1;
  let index = startIndex(records.keys, order, query.startingAfter, descending);
  const page: ReportRecord[] = [];
  for (; index >= 0 && index < order.length; index += step) {
    const record = records.at(order[index] as number);
    if (query.filter && !query.filter(record)) continue;
    if (page.length === query.limit) return { records: page, hasMore: true, keyed: true };
    page.push(record);
  }
  return { records: page, hasMore: false, keyed: true };
}

/** The position in `order` of the first record after `after` in the read direction (binary search). */
function startIndex(
  keys: readonly string[],
  order: readonly number[],
  after: string | undefined,
  descending: boolean,
) {
  if (after === undefined) return descending ? order.length - 1 : 0;
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const key = keys[order[middle] as number] as string;
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

/** The number of records a filter lets through (without a filter, none is built). */
export function countMatching(records: RecordSet, filter: Predicate | undefined): number {
  if (!filter) return records.length;
  let count = 0;
  for (const record of records.all()) if (filter(record)) count += 1;
  return count;
}
