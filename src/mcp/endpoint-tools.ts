import { InputError } from '../core/errors.ts';
import type { CatalogEntry } from '../internal/catalog.ts';
import type { EntryInput } from '../internal/registry.ts';
import { FIELDS_PROPERTY, fieldsOf, selectFields } from './fields.ts';
import { answerSchemaOf, outputSchemaOf, structuredOf } from './output.ts';
import { DEFAULT_ALL_LIMIT, type PagedAnswer, type PageLike, pagingOf, readPages } from './paging.ts';
import type { ToolDefinition } from './tool.ts';

/** `desk.eventOccurrences.listByPerson` → `Desk event occurrences: list by person` (what a client shows). */
function titleOf(entry: CatalogEntry): string {
  const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  const namespace = `${entry.namespace[0]?.toUpperCase()}${entry.namespace.slice(1)}`;
  const resource = entry.resource.split('.').map(words).join(' ');
  return `${[namespace, resource].filter(Boolean).join(' ')}: ${words(entry.verb)}`;
}

/** `desk.eventOccurrences.get` → `desk_event_occurrences_get` (MCP names: letters, digits, `_`, `-`). */
const toolNameOf = (name: string) =>
  name.replaceAll('.', '_').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** One tool per catalog entry: its arguments are the path params beside the query or body fields. */
export function endpointTools(catalog: readonly CatalogEntry[]): ToolDefinition[] {
  return catalog.map(toolOf);
}

function toolOf(entry: CatalogEntry): ToolDefinition {
  return {
    name: toolNameOf(entry.name),
    title: titleOf(entry),
    description: entry.summary,
    inputSchema: inputSchemaOf(entry),
    outputSchema: outputSchemaOf(entry.endpoint.returns),
    answerSchema: () => answerSchemaOf(entry.endpoint),
    effect: entry.effect,
    idempotent: entry.idempotent,
    run: (args) => runEntry(entry, args),
  };
}

/** The catalog's input schema (every property described, path params too), and the paging and `fields` arguments. */
function inputSchemaOf(entry: CatalogEntry): Record<string, unknown> {
  const properties = { ...(entry.inputSchema.properties as Record<string, Record<string, unknown>>) };
  if (entry.endpoint.returns === 'page') Object.assign(properties, PAGING_PROPERTIES);
  if (selectsFields(entry)) properties.fields = FIELDS_PROPERTY;
  return { ...entry.inputSchema, properties };
}

const PAGING_PROPERTIES = {
  all: { type: 'boolean', description: 'Read on past the first page.' },
  limit: { type: 'integer', minimum: 1, description: `Most items with all (default ${DEFAULT_ALL_LIMIT}).` },
  cursor: { type: 'string', description: 'next_cursor of an earlier answer.' },
};

/** A list or a page answers items, whose fields a call may choose (unless the endpoint has a `fields` of its own). */
function selectsFields(entry: CatalogEntry): boolean {
  const returns = entry.endpoint.returns;
  const own = (entry.inputSchema.properties as Record<string, unknown> | undefined)?.fields;
  return (returns === 'list' || returns === 'page') && own === undefined;
}

async function runEntry(
  entry: CatalogEntry,
  args: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  if (!selectsFields(entry)) {
    const input = inputOf(entry, args);
    const answer = await entry.invoke(input);
    // An answer without a body (a delete): what was done, to which, rather than `null`.
    return entry.endpoint.returns === 'none' ? { ok: true, ...input.path } : structuredOf(answer);
  }
  const { fields, ...rest } = args;
  const chosen = fieldsOf(fields);
  if (entry.endpoint.returns === 'list') {
    const items = (await entry.invoke(inputOf(entry, rest))) as unknown[];
    return { items: selectFields(items, chosen) };
  }
  const answer = await readPaged(entry, rest);
  return { ...answer, items: selectFields(answer.items, chosen) };
}

function readPaged(entry: CatalogEntry, args: Readonly<Record<string, unknown>>): Promise<PagedAnswer> {
  const { all, limit, cursor, ...rest } = args;
  const paging = pagingOf(all, limit, cursor);
  if (paging.start && rest.page !== undefined) throw new InputError('page and cursor: give one', 'cursor');
  const query = paging.start ? { ...rest, page: paging.start.page } : rest;
  const pages = entry.invoke(inputOf(entry, query)) as { pages(): AsyncIterable<PageLike> };
  return readPages(pages.pages(), paging);
}

/** Splits the tool's arguments into the path params and the query or body. */
function inputOf(entry: CatalogEntry, args: Readonly<Record<string, unknown>>): EntryInput {
  const path: Record<string, number | string> = {};
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    if (entry.pathParams.includes(name)) path[name] = value as number | string;
    else fields[name] = value;
  }
  if (entry.endpoint.body) return { path, body: fields };
  if (entry.endpoint.query) return { path, query: fields };
  // No query or body: an unknown argument is refused by the core as an unexpected query.
  return Object.keys(fields).length ? { path, query: fields } : { path };
}
