import { didYouMean } from '../cli/did-you-mean.ts';
import { InputError } from '../core/errors.ts';
import { MAX_LIMIT } from '../reports/body.ts';
import { type AnyQuery, reportQueries } from '../reports/by-name.ts';
import { describeSpec, isInferred } from '../reports/field-spec.ts';
import type { Reports } from '../reports/index.ts';
import type { FieldSpec, ReportDefinition } from '../reports/types.ts';
import type { ToolDefinition } from './tool.ts';
import { filterFromWire } from './wire-filter.ts';

/** Most rows one `reports_query` call answers. */
const MAX_REPORT_ROWS = 10_000;
const DEFAULT_REPORT_ROWS = 500;

/** `reports_fields` (what a report can select, group and filter) and `reports_query` (decoded rows). */
export function reportTools(reports: Reports, definitions: readonly ReportDefinition[]): ToolDefinition[] {
  const queries = reportQueries(reports);
  const names = Object.keys(queries);
  const resource = { type: 'string', enum: names, description: 'The report resource.' };
  return [
    {
      name: 'reports_fields',
      title: 'Reports: fields',
      description:
        'The fields of a report: detail fields (rows without grouping) and their types, summary fields (after group), ' +
        'groupings. A type "inferred from the name" is a guess: such a value may also come as a string.',
      inputSchema: { type: 'object', properties: { resource }, required: ['resource'] },
      outputSchema: {
        type: 'object',
        properties: {
          resource: { type: 'string' },
          detail: { type: 'object' },
          summary: { type: 'object' },
          groupings: { type: 'array', items: { type: 'string' } },
        },
      },
      effect: 'read',
      idempotent: true,
      run: async (args) => fieldsOf(definitionOf(definitions, args.resource)),
    },
    {
      name: 'reports_query',
      title: 'Reports: query',
      description:
        'Runs a Reporting API query and answers its decoded rows. Filters use the service form: ["eq", field, value], ' +
        '["and", [f, …]], ["or", [f, …]], ["btw", field, [low, high]]; operations eq, ne, gt, lt, btw, contains, wo, ' +
        'starts, ends, emp, nemp (no in: use or of eq). With group, select summary fields; rows carry group_label.',
      inputSchema: {
        type: 'object',
        properties: {
          resource,
          fields: {
            type: 'array',
            items: { type: 'string' },
            minItems: 1,
            description: 'Fields of each row.',
          },
          filter: { type: 'array', description: 'A filter in the service form.' },
          group: { type: 'string', description: 'A grouping (see reports_fields).' },
          order: {
            type: 'object',
            description: 'The sort of the rows: a field (a summary field with group), asc (default) or desc.',
            properties: { field: { type: 'string' }, direction: { type: 'string', enum: ['asc', 'desc'] } },
            required: ['field'],
          },
          limit: {
            type: 'integer',
            minimum: 1,
            maximum: MAX_REPORT_ROWS,
            description: `Most rows answered (default ${DEFAULT_REPORT_ROWS}; at most ${MAX_LIMIT} with order).`,
          },
        },
        required: ['resource', 'fields'],
      },
      outputSchema: {
        type: 'object',
        properties: { rows: { type: 'array', items: { type: 'object' } }, count: { type: 'integer' } },
        required: ['rows', 'count'],
      },
      effect: 'read',
      idempotent: true,
      run: (args) => runQuery(queries, args),
    },
  ];
}

function definitionOf(definitions: readonly ReportDefinition[], resource: unknown): ReportDefinition {
  const names = definitions.map((definition) => definition.resource);
  return definitions[names.indexOf(resourceOf(resource, names))] as ReportDefinition;
}

/** The report `resource` names, or an error naming the argument, the closest report and every one. */
function resourceOf(resource: unknown, names: readonly string[]): string {
  if (resource === undefined)
    throw new InputError(`resource is required: one of ${names.join(', ')}`, 'resource');
  if (typeof resource === 'string' && names.includes(resource)) return resource;
  const given = typeof resource === 'string' ? resource : JSON.stringify(resource);
  throw new InputError(
    `resource: unknown report ${given}${didYouMean(given, names)} (reports: ${names.join(', ')})`,
    'resource',
  );
}

function fieldsOf(definition: ReportDefinition) {
  return {
    resource: definition.resource,
    detail: shownSpecs(definition.detail),
    summary: shownSpecs(definition.summary),
    groupings: [...definition.groupings, ...Object.keys(definition.derived)],
  };
}

/** Field types as the tool answers them: an inferred type said so in words, not by its `?`. */
function shownSpecs(specs: Readonly<Record<string, FieldSpec>>): Record<string, FieldSpec | string> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, isInferred(spec) ? describeSpec(spec) : spec]),
  );
}

/** The builder's names that its errors begin with, as the tool's arguments: what a caller gave. */
const ARGUMENTS: Readonly<Record<string, string>> = {
  select: 'fields',
  groupBy: 'group',
  orderBy: 'order.field',
  where: 'filter',
};

/** Runs a step of the builder; its input error is said in the tool's argument names. */
function inToolWords<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (!InputError.is(error)) throw error;
    const message = error.message
      .replace(/^(\w+): /, (prefix, name: string) => (ARGUMENTS[name] ? `${ARGUMENTS[name]}: ` : prefix))
      .replaceAll('groupBy', 'group');
    throw new InputError(message, ARGUMENTS[error.param ?? ''] ?? error.param);
  }
}

function directionOf(direction: unknown): 'asc' | 'desc' {
  if (direction === undefined || direction === 'asc' || direction === 'desc') return direction ?? 'asc';
  throw new Error(`order.direction must be asc or desc, not ${JSON.stringify(direction)}`);
}

function limitOf(limit: unknown): number {
  if (limit === undefined) return DEFAULT_REPORT_ROWS;
  if (Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= MAX_REPORT_ROWS)
    return limit as number;
  throw new Error(`limit must be an integer from 1 to ${MAX_REPORT_ROWS}`);
}

async function runQuery(queries: Record<string, AnyQuery>, args: Readonly<Record<string, unknown>>) {
  const base = queries[resourceOf(args.resource, Object.keys(queries))] as AnyQuery;
  const fields = args.fields;
  if (!Array.isArray(fields) || fields.length === 0) throw new Error('fields: at least one field name');
  if (args.group !== undefined && typeof args.group !== 'string') {
    throw new InputError('group must be a grouping name (see reports_fields)', 'group');
  }
  const order = args.order as { field?: unknown; direction?: unknown } | undefined;
  const limit = limitOf(args.limit);
  // The service pages a detail query by key alone: sorted otherwise, its rows are one page.
  const onePage = order !== undefined && args.group === undefined;
  if (onePage && limit > MAX_LIMIT) {
    throw new InputError(
      `limit: at most ${MAX_LIMIT} rows with order (the service sorts one page; without order, rows come in key order and any limit goes)`,
      'limit',
    );
  }
  const query = inToolWords(() => {
    let query = base;
    if (args.filter !== undefined) query = query.where(filterFromWire(args.filter) as never);
    if (args.group !== undefined) query = query.groupBy(args.group as never) as unknown as AnyQuery;
    query = query.select(...(fields as never[])) as unknown as AnyQuery;
    if (order) query = query.orderBy(order.field as never, directionOf(order.direction)) as AnyQuery;
    return query;
  });
  const rows = onePage ? (await query.limit(limit).page()).rows : await query.all({ limit });
  return { rows, count: rows.length };
}
