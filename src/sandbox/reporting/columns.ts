import type { CatalogFieldType, CompiledCatalog, RecordValue, ReportRecord } from './types.ts';

/** One returned field of detail rows: its `{name, type}` and how a record gives its value. */
export interface AnswerColumn {
  readonly name: string;
  readonly type: CatalogFieldType;
  readonly read: (record: ReportRecord) => RecordValue;
}

/**
 * The columns of detail rows, in the order of `fields`. A logical field expands into one column per
 * instance the business has (each custom field named in any record), as the `fields` attribute shows.
 */
export function detailColumns(
  fields: readonly string[],
  catalog: CompiledCatalog,
  records: () => readonly ReportRecord[],
): AnswerColumn[] {
  return fields.flatMap((name): AnswerColumn[] => {
    const type = catalog.types.get(name);
    if (type !== undefined) return [{ name, type, read: (record) => record[name] as RecordValue }];
    return instancesOf(name, records()).map((instance) => ({
      name: instance,
      type: 'string',
      read: (record) => (record[name] as Record<string, string | null> | undefined)?.[instance] ?? null,
    }));
  });
}

function instancesOf(logical: string, records: readonly ReportRecord[]): string[] {
  const names = new Set<string>();
  for (const record of records) {
    const instances = record[logical];
    if (typeof instances === 'object' && instances !== null) for (const name in instances) names.add(name);
  }
  return [...names].sort();
}
