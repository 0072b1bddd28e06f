/** The wire types of report fields (the spec's field types, plus `logical` for fields that expand). */
export type FieldType =
  | 'boolean'
  | 'currency'
  | 'date'
  | 'datetime'
  | 'time'
  | 'range'
  | 'enum'
  | 'float'
  | 'integer'
  | 'string'
  | 'logical';

/** The types a field's name can suggest (see `InferredType`). */
export type InferableType = 'boolean' | 'currency' | 'date' | 'datetime' | 'float' | 'integer' | 'string';

/**
 * A type no typed catalogue gives the field, marked with `?`: inferred from the same field in another report,
 * else from its name (`…_count` and `…_id` integer, `…_amount` currency, `…_date` date, `…_at` datetime,
 * `is_…` / `has_…` boolean; summaries: `total_…` as the field totalled, `avg_…` float, `…_percent` integer as
 * the spec's percentages; any other name a string). A value that does not parse as it is kept as sent.
 */
export type InferredType = `${InferableType}?`;

/** How a field is declared in a field file: its type, its type inferred (`integer?`), or an enum's values. */
export type FieldSpec = FieldType | InferredType | readonly string[];

/** One end of a range: inclusive, as the service sent it. */
export type RangeBound = string | number | null;

/** A range value: inclusive start and end. */
export type RangeValue = [start: RangeBound, end: RangeBound];

/** Any decoded value: what an untyped or expanded (logical) field may hold. */
export type ReportValue = string | number | boolean | RangeValue | null;

/** The decoded value of each field type. */
export interface DecodedTypes {
  boolean: boolean;
  currency: number;
  integer: number;
  float: number;
  date: string;
  datetime: string;
  time: string;
  string: string;
  enum: string;
  range: RangeValue;
  logical: ReportValue;
}

/**
 * The decoded value of an inferred type: its own, or the string sent when it does not parse as it; an
 * inferred string is whatever scalar the service's answer types it as.
 */
export type InferredValue<T extends InferableType> = T extends 'string'
  ? string | number | boolean
  : DecodedTypes[T] | string;

/** The decoded value of a declared field (null aside): known enum values typed, any string accepted. */
export type ValueOf<S> = S extends readonly (infer E extends string)[]
  ? E | (string & {})
  : S extends FieldType
    ? DecodedTypes[S]
    : S extends `${infer T extends InferableType}?`
      ? InferredValue<T>
      : ReportValue;

/** A report resource described as data: field names and types, written once per resource. */
export interface ReportDefinition {
  /** The resource's path segment (`clients`, `event_occurrence_staff_members`). */
  readonly resource: string;
  /** Fields of one row each, valid only without grouping. */
  readonly detail: Readonly<Record<string, FieldSpec>>;
  /** Aggregates, valid only with a grouping. */
  readonly summary: Readonly<Record<string, FieldSpec>>;
  /** Detail fields the rows may be grouped by. */
  readonly groupings: readonly string[];
  /** Groupings that are not detail fields (`client_since_month_start_date`), with their type. */
  readonly derived: Readonly<Record<string, FieldSpec>>;
  /** False for a resource the spec does not list: names are then not checked before sending. */
  readonly typed: boolean;
}

/** A custom field of the business by its id (`custom_field_180098`), in a report with `custom_fields`. */
export type CustomFieldName = `custom_field_${number}`;

/**
 * The detail fields of a report: those declared, and in a report with `custom_fields` each custom field by
 * its id, loosely typed like the instances `custom_fields` expands into.
 */
export type DetailSpecs<R extends ReportDefinition> = R['detail'] &
  (R['detail'] extends { custom_fields: 'logical' }
    ? { readonly [K in CustomFieldName]: 'logical' }
    : unknown);

/** Names of the detail fields of a report. */
export type DetailName<R extends ReportDefinition> = keyof DetailSpecs<R> & string;

/** Names of the summary fields of a report. */
export type SummaryName<R extends ReportDefinition> = keyof R['summary'] & string;

/** Names a report's rows may be grouped by. */
export type GroupingName<R extends ReportDefinition> = R['groupings'][number] | (keyof R['derived'] & string);

/** The decoded type of the `group_label` of rows grouped by `G`. */
export type GroupLabel<R extends ReportDefinition, G extends string> =
  G extends DetailName<R>
    ? ValueOf<R['detail'][G]>
    : G extends keyof R['derived']
      ? ValueOf<R['derived'][G]>
      : ReportValue;
