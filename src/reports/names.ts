import { InputError } from '../core/errors.ts';
import type { FieldSpec, ReportDefinition } from './types.ts';

/** Which list a name must belong to. */
export type Kind = 'detail' | 'summary';

const LABELS: Record<Kind, string> = {
  detail: 'a detail field (valid without groupBy)',
  summary: 'a summary field (valid only after groupBy)',
};

/**
 * The spec of a field of `kind` (undefined for an untyped report, whose names go unchecked, and for a custom
 * field by its id), or an `InputError` naming the valid fields.
 */
export function fieldSpec(
  definition: ReportDefinition,
  kind: Kind,
  name: string,
  where: string,
): FieldSpec | undefined {
  if (!definition.typed) {
    checkName(name, where);
    return undefined;
  }
  const spec = definition[kind][name];
  if (spec !== undefined || (kind === 'detail' && isCustomField(definition, name))) return spec;
  const other: Kind = kind === 'detail' ? 'summary' : 'detail';
  const why = definition[other][name] === undefined ? 'is not a field of' : `is ${LABELS[other]} of`;
  throw new InputError(
    `${where}: ${JSON.stringify(name)} ${why} the ${definition.resource} report; ` +
      `${kind} fields: ${Object.keys(definition[kind]).join(', ')}`,
    where,
  );
}

/** Checks that `name` groups the report, or throws an `InputError` naming the valid groupings. */
export function checkGrouping(definition: ReportDefinition, name: string, where: string): void {
  if (!definition.typed) {
    checkName(name, where);
    return;
  }
  const valid = [...definition.groupings, ...Object.keys(definition.derived)];
  if (valid.includes(name)) return;
  throw new InputError(
    `${where}: the ${definition.resource} report cannot be grouped by ${JSON.stringify(name)}; ` +
      `groupings: ${valid.join(', ')}`,
    where,
  );
}

const CUSTOM_FIELD = /^custom_field_\d+$/;

/** A custom field by its id (`custom_field_180098`) in a report with `custom_fields`: its type unknown. */
function isCustomField(definition: ReportDefinition, name: string): boolean {
  return definition.detail.custom_fields === 'logical' && CUSTOM_FIELD.test(name);
}

function checkName(name: unknown, where: string): void {
  if (typeof name === 'string' && name !== '') return;
  throw new InputError(
    `${where}: a field name must be a non-empty string, got ${JSON.stringify(name)}`,
    where,
  );
}
