import type { FieldSpec, FieldType, ReportDefinition } from './types.ts';

const INFERRED_MARK = '?';

/** True when the field's type is inferred from its name (`integer?`), not given by a typed catalogue. */
export function isInferred(spec: FieldSpec): boolean {
  return typeof spec === 'string' && spec.endsWith(INFERRED_MARK);
}

/** The type a spec declares: `enum` for a list of values, an inferred type without its `?`. */
export function typeOfSpec(spec: FieldSpec): FieldType {
  if (typeof spec !== 'string') return 'enum';
  return (isInferred(spec) ? spec.slice(0, -INFERRED_MARK.length) : spec) as FieldType;
}

/** How help and tool answers show a spec: `integer`, `integer (inferred from the name)`, `a|b|c`. */
export function describeSpec(spec: FieldSpec): string {
  if (typeof spec !== 'string') return spec.join('|');
  return isInferred(spec) ? `${typeOfSpec(spec)} (inferred from the name)` : spec;
}

/**
 * The fields of a report whose types are inferred; `group_label` too when grouped by one of them. A query
 * works it out once, at its first page (`Query`), whatever the number of pages it reads.
 */
export function inferredFields(definition: ReportDefinition, group: string | undefined): ReadonlySet<string> {
  const specs = Object.entries({ ...definition.detail, ...definition.summary });
  const inferred = new Set(specs.filter(([, spec]) => isInferred(spec)).map(([name]) => name));
  const grouping = group === undefined ? undefined : (definition.detail[group] ?? definition.derived[group]);
  if (grouping !== undefined && isInferred(grouping)) inferred.add('group_label');
  return inferred;
}
