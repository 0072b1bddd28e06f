import { InputError } from '../core/errors.ts';
import type { CompareOp, Filter, FilterNode, FilterScalar } from '../reports/filters.ts';

const COMPARE_OPS: readonly string[] = [
  'eq',
  'ne',
  'gt',
  'lt',
  'btw',
  'contains',
  'wo',
  'starts',
  'ends',
  'emp',
  'nemp',
] satisfies CompareOp[];

/**
 * A filter written in the service's own form (`["eq", "state", "completed"]`, `["and", [f, …]]`,
 * `["btw", "age", [18, 30]]`) as the builder's filter; `where()` then checks fields, operations and values.
 */
export function filterFromWire(wire: unknown, at = 'filter'): Filter {
  return { node: nodeOf(wire, at) };
}

function nodeOf(wire: unknown, at: string): FilterNode {
  if (!Array.isArray(wire) || typeof wire[0] !== 'string') {
    throw new InputError(`${at} must be an array such as ["eq", "field", value]`, at);
  }
  const [op, ...rest] = wire as [string, ...unknown[]];
  if (op === 'and' || op === 'or') {
    const children = rest[0];
    if (!Array.isArray(children) || children.length === 0 || rest.length !== 1) {
      throw new InputError(`${at}: ${op} takes one non-empty array of filters`, at);
    }
    return { op, filters: children.map((child, index) => nodeOf(child, `${at}[1][${index}]`)) };
  }
  if (!COMPARE_OPS.includes(op)) {
    throw new InputError(`${at}: unknown operation ${op} (and, or, ${COMPARE_OPS.join(', ')})`, at);
  }
  const [field, ...values] = rest;
  if (typeof field !== 'string') throw new InputError(`${at}: ${op} needs a field name`, at);
  const flat = op === 'btw' && Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
  return { op: op as CompareOp, field, values: flat.map((value) => scalarOf(value, at)) };
}

function scalarOf(value: unknown, at: string): FilterScalar {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new InputError(`${at}: values must be strings, numbers or booleans`, at);
}
