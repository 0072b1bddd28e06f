import type { Mode } from './body.ts';
import type {
  DetailName,
  DetailSpecs,
  GroupingName,
  GroupLabel,
  ReportDefinition,
  ReportValue,
  SummaryName,
  ValueOf,
} from './types.ts';

/** Flattens an intersection into one object type, for readable hovers. */
export type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The row of a query that selected nothing yet. */
export type EmptyRow = Record<never, never>;

/** Field names valid for `select` and `orderBy`: detail fields, or summary fields once grouped. */
export type FieldName<R extends ReportDefinition, M extends Mode> = M extends 'grouped'
  ? SummaryName<R>
  : DetailName<R>;

/** Grouping names valid for `groupBy`: only on a query that has not chosen detail fields. */
export type GroupingArg<R extends ReportDefinition, M extends Mode> = M extends 'open'
  ? GroupingName<R>
  : never;

/** The mode after selecting or sorting: a fresh query becomes a detail query. */
export type Committed<M extends Mode> = M extends 'open' ? 'detail' : M;

type SpecsOf<R extends ReportDefinition, M extends Mode> = M extends 'grouped'
  ? R['summary']
  : DetailSpecs<R>;

/** Typed columns; logical fields are left out here, their instances come with `Expanded`. */
type Columns<Specs, F extends keyof Specs> = {
  -readonly [K in F as Specs[K] extends 'logical' ? never : K]: ValueOf<Specs[K]> | null;
};

/** Instance fields of selected logical fields (client `custom_fields`): named by the answer, loosely typed. */
type Expanded<Specs, F extends keyof Specs> = 'logical' extends Specs[F]
  ? { [instance: string]: ReportValue }
  : unknown;

/** The columns `select(...F)` adds to each row. */
export type SelectedColumns<
  R extends ReportDefinition,
  M extends Mode,
  F extends keyof SpecsOf<R, M>,
> = Columns<SpecsOf<R, M>, F> & Expanded<SpecsOf<R, M>, F>;

/** The row of a query grouped by `G`: its label first. */
export interface GroupRow<R extends ReportDefinition, G extends string> {
  /** The value of the grouping for this row. */
  group_label: GroupLabel<R, G> | null;
}
