import type { FieldSpec, ReportDefinition } from './types.ts';

/** What a field file declares; `groupings` must name detail fields, `derived` holds the other groupings. */
interface Declaration<
  D extends Record<string, FieldSpec>,
  S extends Record<string, FieldSpec>,
  G extends readonly (keyof D & string)[],
  X extends Record<string, FieldSpec>,
> {
  detail: D;
  summary: S;
  groupings: G;
  /** Groupings that are not detail fields (first day of a month, quarter, week, year). */
  derived?: X;
}

/** A typed report resource: its fields and groupings, kept as literal types for the query builder. */
export interface TypedReport<
  D extends Record<string, FieldSpec>,
  S extends Record<string, FieldSpec>,
  G extends readonly string[],
  X extends Record<string, FieldSpec>,
> extends ReportDefinition {
  /** Detail fields and their types. */
  readonly detail: D;
  /** Summary fields and their types. */
  readonly summary: S;
  /** Detail fields the rows may be grouped by. */
  readonly groupings: G;
  /** Groupings that are not detail fields, and their types. */
  readonly derived: X;
}

/** Declares a report resource once: the builder derives names, kinds and row types from it. */
export function defineReport<
  const D extends Record<string, FieldSpec>,
  const S extends Record<string, FieldSpec>,
  const G extends readonly (keyof D & string)[],
  // biome-ignore lint/complexity/noBannedTypes: a report without derived groupings has none
  const X extends Record<string, FieldSpec> = {},
>(resource: string, declaration: Declaration<D, S, G, X>): TypedReport<D, S, G, X> {
  return Object.freeze({
    resource,
    detail: declaration.detail,
    summary: declaration.summary,
    groupings: declaration.groupings,
    derived: declaration.derived ?? ({} as X),
    typed: true,
  });
}

/** A report resource the spec does not list: any name goes, every value is loosely typed. */
export function untypedReport(resource: string): ReportDefinition {
  return Object.freeze({ resource, detail: {}, summary: {}, groupings: [], derived: {}, typed: false });
}
