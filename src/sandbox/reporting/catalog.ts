import { groupingOf } from './grouping.ts';
import type { Catalog, CatalogFieldType, CompiledCatalog } from './types.ts';

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
