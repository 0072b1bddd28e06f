import { compareBy } from './detail.ts';
import { groupingOf } from './grouping.ts';
import type { ParsedQuery } from './request.ts';
import type { CatalogFieldType, CompiledCatalog, RecordValue, ReportRecord } from './types.ts';
import { encodeValue, type RowValue } from './values.ts';

/** One page of grouped rows: `group_label` first, then the requested summary fields. */
export interface GroupedPage {
  readonly fields: { name: string; type: CatalogFieldType }[];
  readonly rows: RowValue[][];
  readonly hasMore: boolean;
}

interface Group {
  readonly label: RecordValue;
  readonly records: ReportRecord[];
  readonly values: Map<string, RecordValue>;
}

/** Groups the matching records by the query's grouping and folds each group into its summary fields. */
export function groupedPage(query: ParsedQuery, records: readonly ReportRecord[], catalog: CompiledCatalog) {
  const grouping = groupingOf(query.group as string, catalog);
  const groups = groupsOf(records, query, grouping.label);
  const wanted = new Set([...query.fields, ...query.sort.map((key) => key.field)]);
  for (const group of groups) fold(group, wanted, catalog);
  const typeOf = (field: string) => catalog.summary[field]?.type ?? grouping.type;
  const read = (group: Group, field: string) =>
    isLabel(field, query) ? group.label : group.values.get(field);
  const order = query.sort.length > 0 ? query.sort : [{ field: 'group_label', descending: false }];
  groups.sort((a, b) => compareBy(order, typeOf, read, a, b));
  const page = groups.slice(0, query.limit);
  return {
    fields: [
      { name: 'group_label', type: grouping.type },
      ...query.fields.map((name) => ({ name, type: typeOf(name) })),
    ],
    rows: page.map((group) =>
      [group.label, ...query.fields.map((f) => group.values.get(f))].map(encodeValue),
    ),
    hasMore: groups.length > query.limit,
  } satisfies GroupedPage;
}

function isLabel(field: string, query: ParsedQuery): boolean {
  return field === 'group_label' || field === query.group;
}

function groupsOf(
  records: readonly ReportRecord[],
  query: ParsedQuery,
  label: (r: ReportRecord) => RecordValue,
) {
  const groups = new Map<RecordValue, Group>();
  for (const record of records) {
    if (query.filter && !query.filter(record)) continue;
    const value = label(record) ?? null;
    // A range label is a new array in each record: grouped by its text.
    const id = Array.isArray(value) ? value.join('/') : value;
    let group = groups.get(id);
    if (!group) {
      group = { label: value, records: [], values: new Map() };
      groups.set(id, group);
    }
    group.records.push(record);
  }
  return [...groups.values()];
}

function fold(group: Group, fields: ReadonlySet<string>, catalog: CompiledCatalog): void {
  for (const field of fields) {
    const summary = catalog.summary[field];
    if (summary) group.values.set(field, summary.compute(group.records));
  }
}
