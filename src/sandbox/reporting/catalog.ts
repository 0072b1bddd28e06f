import type { SummaryField } from './summaries.ts';
import type { CatalogFieldType, DetailFields } from './types.ts';

/** What the engine knows of a report resource: the spec's fields, summaries and groupings. */
export interface Catalog {
  readonly detail: DetailFields;
  readonly summary: Readonly<Record<string, SummaryField>>;
  /** Groupings: detail field names, or `<base>_<period>_start_date` of the date field `<base>_date`. */
  readonly groupings: readonly string[];
}

/** A catalog with lookups built once: field types, enum values, logical fields. */
export interface CompiledCatalog extends Catalog {
  readonly types: ReadonlyMap<string, CatalogFieldType>;
  readonly logical: ReadonlySet<string>;
}

const SCALAR_TYPES = [
  'boolean',
  'currency',
  'date',
  'datetime',
  'time',
  'float',
  'integer',
  'string',
] as const;

/** Builds the lookups of a catalog. */
export function compileCatalog(catalog: Catalog): CompiledCatalog {
  const types = new Map<string, CatalogFieldType>();
  for (const type of SCALAR_TYPES) for (const name of catalog.detail[type] ?? []) types.set(name, type);
  for (const name of Object.keys(catalog.detail.enum ?? {})) types.set(name, 'enum');
  return { ...catalog, types, logical: new Set(catalog.detail.logical ?? []) };
}
