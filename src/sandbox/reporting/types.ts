/**
 * A field type of the sandbox's reports, as the `fields` of an answer name it (the spec's field types;
 * a logical field is answered as the string fields it expands into). The engine keeps its own list: it
 * never imports the SDK's report definitions.
 */
export type CatalogFieldType =
  | 'boolean'
  | 'currency'
  | 'date'
  | 'datetime'
  | 'time'
  | 'range'
  | 'enum'
  | 'float'
  | 'integer'
  | 'string';

/** A range value: inclusive start and end (`pay_period`: two dates). */
export type RecordRange = readonly [start: string, end: string];

/** A plain value of a report record; `null` or absent when the service has none. */
export type RecordValue = string | number | boolean | RecordRange | null | undefined;

/** A report record: detail field name → value (`custom_fields` holds one value per custom field). */
export type ReportRecord = { readonly key: string } & Readonly<
  Record<string, RecordValue | Readonly<Record<string, string | null>>>
>;

/** The detail fields of a report resource, listed by type as the spec lists them. */
export interface DetailFields {
  readonly boolean?: readonly string[];
  readonly currency?: readonly string[];
  readonly date?: readonly string[];
  readonly datetime?: readonly string[];
  readonly time?: readonly string[];
  readonly float?: readonly string[];
  readonly integer?: readonly string[];
  readonly string?: readonly string[];
  readonly range?: readonly string[];
  /** Enum fields and their values. */
  readonly enum?: Readonly<Record<string, readonly string[]>>;
  /** Logical fields, expanded into one field per instance (custom fields). */
  readonly logical?: readonly string[];
}

/** The field names `D` lists under the types `T` (each type on its own: a resource may lack some). */
type Names<D, T extends keyof DetailFields> = T extends unknown
  ? D extends { readonly [K in T]: readonly (infer N)[] }
    ? N & string
    : never
  : never;
type EnumOf<D> = D extends { readonly enum: infer E } ? E : Record<never, never>;

/** The record type of a report resource: every detail field optional, typed as the service types it. */
export type RecordOf<D extends DetailFields> = { key: string } & {
  [K in Names<D, 'boolean'>]?: boolean | null;
} & { [K in Names<D, 'currency' | 'float' | 'integer'>]?: number | null } & {
  [K in Names<D, 'date' | 'datetime' | 'time' | 'string'>]?: string | null;
} & { [K in Names<D, 'range'>]?: RecordRange | null } & {
  [K in keyof EnumOf<D>]?: EnumOf<D>[K] extends readonly (infer V)[] ? V | null : never;
} & {
  [K in Names<D, 'logical'>]?: Readonly<Record<string, string | null>>;
};

/** What the engine knows of a report resource: the spec's fields, summaries and groupings. */
export interface Catalog {
  readonly detail: DetailFields;
  readonly summary: Readonly<Record<string, SummaryField>>;
  /** Groupings: detail field names, or `<base>_<period>_start_date` of the date field `<base>_date`. */
  readonly groupings: readonly string[];
  /**
   * The date field of period groupings whose base does not name it: `due` → `invoice_due_date` for
   * `due_month_start_date`; `''` for bare `quarter_start_date` (monthly metrics: `month_start_date`).
   */
  readonly periodDates?: Readonly<Record<string, string>>;
}

/** A catalog with lookups built once: field types, enum values, logical fields. */
export interface CompiledCatalog extends Catalog {
  readonly types: ReadonlyMap<string, CatalogFieldType>;
  readonly logical: ReadonlySet<string>;
}

/** A summary field: its type and how it folds the records of one group into a value. */
export interface SummaryField {
  readonly type: CatalogFieldType;
  readonly compute: (records: readonly ReportRecord[]) => RecordValue;
}
