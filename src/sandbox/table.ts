/** A row of a table: anything with a numeric id. */
export interface Row {
  id: number;
}

/** An in-memory table keyed by id; ids are given in ascending order and never reused. */
export class Table<T extends Row> {
  readonly #rows = new Map<number, T>();
  #lastId = 0;

  /** Stores a new row under the next id. */
  insert(fields: Omit<T, 'id'>): T {
    this.#lastId += 1;
    const row = { ...fields, id: this.#lastId } as T;
    this.#rows.set(row.id, row);
    return row;
  }

  /** Stores a row under its own id (a row moved here from another table). */
  put(row: T): void {
    this.#rows.set(row.id, row);
    if (row.id > this.#lastId) this.#lastId = row.id;
  }

  get(id: number): T | undefined {
    return this.#rows.get(id);
  }

  delete(id: number): boolean {
    return this.#rows.delete(id);
  }

  /** Every row, in id order. */
  all(): T[] {
    return [...this.#rows.values()];
  }

  filter(keep: (row: T) => boolean): T[] {
    const kept: T[] = [];
    for (const row of this.#rows.values()) if (keep(row)) kept.push(row);
    return kept;
  }

  find(match: (row: T) => boolean): T | undefined {
    for (const row of this.#rows.values()) if (match(row)) return row;
    return undefined;
  }

  get size(): number {
    return this.#rows.size;
  }

  /** The rows and the id counter, for saving. */
  toJSON(): { lastId: number; rows: T[] } {
    return { lastId: this.#lastId, rows: this.all() };
  }

  /** Replaces the content with what `toJSON` gave. */
  load(saved: { lastId: number; rows: T[] }): void {
    this.#rows.clear();
    this.#lastId = saved.lastId;
    for (const row of saved.rows) {
      this.#rows.set(row.id, row);
      if (row.id > this.#lastId) this.#lastId = row.id;
    }
  }
}
