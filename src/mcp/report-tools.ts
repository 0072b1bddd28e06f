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
      run: async (args) => fieldsOf(definitionOf(definitions, String(args.resource))),
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
            description: `Most rows answered (default ${DEFAULT_REPORT_ROWS}).`,
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

function definitionOf(definitions: readonly ReportDefinition[], name: string): ReportDefinition {
  const found = definitions.find((definition) => definition.resource === name);
  if (!found) throw new Error(`unknown report ${name}: ${definitions.map((d) => d.resource).join(', ')}`);
  return found;
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

const QUERY_ARGS = ['resource', 'fields', 'filter', 'group', 'order', 'limit'];

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
  const unknown = Object.keys(args).find((key) => !QUERY_ARGS.includes(key));
  if (unknown !== undefined) throw new Error(`unknown argument ${unknown}: ${QUERY_ARGS.join(', ')}`);
  const base = queries[String(args.resource)];
  if (!base) throw new Error(`unknown report ${String(args.resource)}: ${Object.keys(queries).join(', ')}`);
  const fields = args.fields;
  if (!Array.isArray(fields) || fields.length === 0) throw new Error('fields: at least one field name');
  let query = base as unknown as AnyQuery;
  if (args.filter !== undefined) query = query.where(filterFromWire(args.filter) as never);
  if (typeof args.group === 'string') query = query.groupBy(args.group as never) as unknown as AnyQuery;
  query = query.select(...(fields as never[])) as unknown as AnyQuery;
  const order = args.order as { field?: unknown; direction?: unknown } | undefined;
  if (order) query = query.orderBy(order.field as never, directionOf(order.direction)) as AnyQuery;
  const limit = limitOf(args.limit);
  const rows = await query.all({ limit });
  return { rows, count: rows.length };
}
