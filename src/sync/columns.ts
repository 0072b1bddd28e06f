import type * as z from 'zod/mini';
import { typeOfSpec } from '../reports/field-spec.ts';
import { enrollments } from '../reports/fields/enrollments.ts';
import type { FieldSpec } from '../reports/types.ts';
import { Invoice } from '../schemas/invoice.ts';
import { Person } from '../schemas/person.ts';
import { Plan } from '../schemas/plan.ts';
import type { SyncResource } from './types.ts';

/** What a column holds: an id, another number, a boolean, text, or JSON (objects, arrays, unions). */
export type ColumnKind = 'id' | 'number' | 'boolean' | 'text' | 'json';

/** A typed column of a mirrored table: one field of the resource's schema. */
export interface Column {
  name: string;
  kind: ColumnKind;
}

/** The schema each Core API table's columns come from. */
const SCHEMAS: Record<Exclude<SyncResource, 'visits'>, z.ZodMiniType> = {
  people: Person,
  invoices: Invoice,
  plans: Plan,
};

/** The column of each table that holds the service's id: its primary key. */
export function keyOf(resource: SyncResource): string {
  return resource === 'visits' ? 'visit_id' : 'id';
}

interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The field's type under `optional`, `nullable` and `default`. */
function unwrapped(def: Def): Def {
  let inner = def;
  while (inner.innerType !== undefined || (inner.type === 'pipe' && inner.in !== undefined)) {
    inner = defOf(inner.innerType ?? inner.in);
  }
  return inner;
}

function kindOf(name: string, def: Def): ColumnKind {
  switch (unwrapped(def).type) {
    case 'number':
      return name === 'id' || name.endsWith('_id') ? 'id' : 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
      return 'text';
    default:
      return 'json';
  }
}

/** A report field's column: integers ending in `_id` are ids, lists of values and times are text. */
function reportKindOf(name: string, spec: FieldSpec): ColumnKind {
  const type = typeOfSpec(spec);
  if (type === 'integer') return name.endsWith('_id') ? 'id' : 'number';
  if (type === 'float' || type === 'currency') return 'number';
  if (type === 'boolean') return 'boolean';
  return type === 'range' ? 'json' : 'text';
}

/**
 * The typed columns of a resource's table (its key first): one per documented field of its schema, or
 * for visits one per detail field of the enrollments report, typed from the report's field types.
 */
export function columnsOf(resource: SyncResource): Column[] {
  if (resource === 'visits') {
    const fields = Object.entries(enrollments.detail as Record<string, FieldSpec>);
    const columns = fields.map(([name, spec]) => ({ name, kind: reportKindOf(name, spec) }));
    return columns.sort((a, b) => Number(b.name === 'visit_id') - Number(a.name === 'visit_id'));
  }
  const shape = defOf(SCHEMAS[resource]).shape ?? {};
  return Object.entries(shape).map(([name, field]) => ({ name, kind: kindOf(name, defOf(field)) }));
}

/** The value of a column for a record: null when absent or not of the column's type (the raw JSON keeps it). */
export function columnValue(column: Column, record: Record<string, unknown>): unknown {
  const value = record[column.name];
  if (value === undefined || value === null) return null;
  switch (column.kind) {
    case 'id':
      return Number.isSafeInteger(value) ? value : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'text':
      return typeof value === 'string' ? value : null;
    default:
      return JSON.stringify(value);
  }
}
