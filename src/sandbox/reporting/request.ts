import { QueryError } from './errors.ts';
import { compileFilter, type Predicate } from './filter.ts';
import type { CompiledCatalog } from './types.ts';

/** The most rows a page may hold: the service refuses more (the spec documents 500 as the safe value). */
export const MAX_QUERY_LIMIT = 2000;
/** Rows per page when the query names no limit: the spec's documented page size. */
const DEFAULT_LIMIT = 500;

/** One `sort` entry: a field and its direction. */
export interface SortKey {
  readonly field: string;
  readonly descending: boolean;
}

/** A query as the engine runs it, checked against the resource's catalog. */
export interface ParsedQuery {
  readonly fields: readonly string[];
  readonly group: string | undefined;
  readonly filter: Predicate | undefined;
  readonly sort: readonly SortKey[];
  readonly limit: number;
  readonly startingAfter: string | undefined;
  readonly totalCount: boolean;
}

type Attributes = Record<string, unknown>;

/** Reads and checks a query request body (JSON text) against a resource's catalog. */
export function parseQuery(body: string, catalog: CompiledCatalog): ParsedQuery {
  const attributes = attributesOf(body);
  const group = groupOf(attributes.group, catalog);
  const sort = sortOf(attributes.sort);
  for (const key of sort) checkSortField(key.field, group, catalog);
  const { limit, startingAfter } = pageOf(attributes.page);
  if (startingAfter !== undefined) checkKeyset(group, sort);
  return {
    fields: fieldsOf(attributes.fields, group, catalog),
    group,
    filter: compileFilter(attributes.filter, catalog),
    sort,
    limit,
    startingAfter,
    totalCount: attributes.total_count === true || attributes.total_count === 't',
  };
}

function attributesOf(body: string): Attributes {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    throw new QueryError('The request body is not valid JSON', 400);
  }
  const data = isObject(document) ? document.data : undefined;
  if (!isObject(data) || !isObject(data.attributes)) {
    throw new QueryError('The request body must be {"data": {"type": "queries", "attributes": {...}}}', 400);
  }
  if (data.type !== undefined && data.type !== 'queries') {
    throw new QueryError(`Invalid type: ${JSON.stringify(data.type)}; expected "queries"`);
  }
  return data.attributes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function groupOf(raw: unknown, catalog: CompiledCatalog): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'string' && catalog.groupings.includes(raw)) return raw;
  throw new QueryError(`Unknown group: ${JSON.stringify(raw)}`);
}

function fieldsOf(raw: unknown, group: string | undefined, catalog: CompiledCatalog): string[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new QueryError('fields must list at least one field');
  for (const field of raw) checkField(field, group, catalog);
  return raw as string[];
}

function checkField(field: unknown, group: string | undefined, catalog: CompiledCatalog): void {
  const name = JSON.stringify(field);
  const summary = typeof field === 'string' && Object.hasOwn(catalog.summary, field);
  const detail = typeof field === 'string' && (catalog.types.has(field) || catalog.logical.has(field));
  if (group === undefined && summary) throw new QueryError(`Summary field ${name} requires a group`);
  if (group !== undefined && detail) {
    throw new QueryError(`Detail field ${name} cannot be used with a group; only summary fields can`);
  }
  if (!summary && !detail) throw new QueryError(`Unknown field: ${name}`);
}

const SORT = /^(?<field>[a-z0-9_]+?)(?<direction>[+-])?$/;

/** The sort keys; `""` (a PHP client's default) is no sort, as `[]` is. */
function sortOf(raw: unknown): SortKey[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) throw new QueryError('sort must be a list of field names');
  return raw.map((entry) => {
    const match = typeof entry === 'string' ? SORT.exec(entry) : null;
    if (!match?.groups) throw new QueryError(`Invalid sort: ${JSON.stringify(entry)}`);
    return { field: match.groups.field as string, descending: match.groups.direction === '-' };
  });
}

/** Detail rows sort by detail fields; grouped rows by summary fields or their label. */
function checkSortField(field: string, group: string | undefined, catalog: CompiledCatalog): void {
  const known =
    group === undefined
      ? catalog.types.has(field)
      : Object.hasOwn(catalog.summary, field) || field === 'group_label' || field === group;
  if (!known) throw new QueryError(`Unknown sort field: ${JSON.stringify(field)}`);
}

function pageOf(raw: unknown): { limit: number; startingAfter: string | undefined } {
  if (raw === undefined || raw === null) return { limit: DEFAULT_LIMIT, startingAfter: undefined };
  if (!isObject(raw)) throw new QueryError('page must be an object');
  return { limit: limitOf(raw.limit), startingAfter: startingAfterOf(raw.starting_after) };
}

function limitOf(raw: unknown): number {
  if (raw === undefined || raw === null) return DEFAULT_LIMIT;
  const limit = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 && limit <= MAX_QUERY_LIMIT)
    return limit;
  throw new QueryError(
    `Limit must be greater than or equal 1 and less than or equal to ${MAX_QUERY_LIMIT}, if provided`,
  );
}

function startingAfterOf(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'string' && raw !== '') return raw;
  throw new QueryError(`Invalid starting_after: ${JSON.stringify(raw)}; expected a last_key string`);
}

/** `starting_after` pages by key: grouped rows cannot be paged, and no other sort may come with it. */
function checkKeyset(group: string | undefined, sort: readonly SortKey[]): void {
  if (group !== undefined) throw new QueryError('starting_after cannot be used with a group');
  if (sort.length > 1 || (sort.length === 1 && sort[0]?.field !== 'key')) {
    throw new QueryError('starting_after requires sorting only by key');
  }
}
