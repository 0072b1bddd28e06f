import type { ReportRecord } from './types.ts';

/**
 * The records of a resource whose keys are known before the records are built: a detail page in key
 * order builds only the records it reads (a page of 500 over ten thousand clients builds 500), and a
 * `total_count` without a filter builds none. Each record is built once.
 */
export class RecordSet<R extends ReportRecord = ReportRecord> {
  readonly keys: readonly string[];
  readonly #build: (index: number) => R;
  readonly #built: (R | undefined)[];

  constructor(keys: readonly string[], build: (index: number) => R) {
    this.keys = keys;
    this.#build = build;
    this.#built = new Array(keys.length);
  }

  /** Records built already: their keys are theirs. */
  static of<R extends ReportRecord>(records: readonly R[]): RecordSet<R> {
    return new RecordSet(
      records.map((record) => record.key),
      (index) => records[index] as R,
    );
  }

  /** Records built when read, from `items` (one record per item, its key known from the item). */
  static deferred<T, R extends ReportRecord>(
    items: readonly T[],
    keyOf: (item: T) => string,
    build: (item: T) => R,
  ): RecordSet<R> {
    return new RecordSet(items.map(keyOf), (index) => build(items[index] as T));
  }

  get length(): number {
    return this.keys.length;
  }

  /** The record at `index`, built on first read. */
  at(index: number): R {
    let record = this.#built[index];
    if (record === undefined) {
      record = this.#build(index);
      this.#built[index] = record;
    }
    return record;
  }

  /** Every record (all built). */
  all(): readonly R[] {
    return this.keys.map((_, index) => this.at(index));
  }
}
