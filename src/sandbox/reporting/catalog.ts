import { groupingOf } from './grouping.ts';
import type { SummaryField } from './summaries.ts';
import type { CatalogFieldType, DetailFields } from './types.ts';

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

/** The types whose fields a catalog lists by name (enums and logical fields are listed apart). */
export const LISTED_TYPES = [
  'boolean',
  'currency',
  'date',
  'datetime',
  'time',
  'float',
  'integer',
  'string',
  'range',
] as const;

/** Builds the lookups of a catalog; a grouping that names no field nor a period of a date throws. */
export function compileCatalog(catalog: Catalog): CompiledCatalog {
  const types = new Map<string, CatalogFieldType>();
  for (const type of LISTED_TYPES) for (const name of catalog.detail[type] ?? []) types.set(name, type);
  for (const name of Object.keys(catalog.detail.enum ?? {})) types.set(name, 'enum');
  const compiled = { ...catalog, types, logical: new Set(catalog.detail.logical ?? []) };
  for (const name of catalog.groupings) groupingOf(name, compiled);
  return compiled;
}
