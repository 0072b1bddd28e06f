import type * as z from 'zod/mini';
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

/** The schema each table's columns come from. */
const SCHEMAS: Record<SyncResource, z.ZodMiniType> = { people: Person, invoices: Invoice, plans: Plan };

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

/** The typed columns of a resource's table, one per documented field of its schema (`id` first). */
export function columnsOf(resource: SyncResource): Column[] {
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
