import type { ColumnKind } from './columns.ts';

/** How a database spells what the mirror needs. */
export interface Dialect {
  /** The SQL type of each column kind. */
  types: Record<ColumnKind, string>;
  /** The placeholder of the `n`-th parameter (1-based). */
  param(n: number): string;
  /** A boolean as a parameter. */
  boolean(value: boolean): unknown;
  /** An ISO 8601 text expression as a comparable point in time. */
  time(expression: string): string;
}

/** A connection the mirror writes through: SQLite or Postgres. */
export interface SqlDatabase {
  /** How this database spells types and parameters. */
  readonly dialect: Dialect;
  /** Runs statements without parameters (the tables' creation). */
  exec(sql: string): Promise<void>;
  /** Runs one statement; its rows. */
  query(sql: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs `work` in one transaction: all of it is stored, or none. */
  transaction(work: () => Promise<void>): Promise<void>;
  /** Closes the connection. */
  close(): Promise<void>;
}
