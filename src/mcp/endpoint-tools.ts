import { InputError } from '../core/errors.ts';
import type { CatalogEntry } from '../internal/catalog.ts';
import type { EntryInput } from '../internal/registry.ts';
import { DEFAULT_ALL_LIMIT, type PageLike, pagingOf, readPages } from './paging.ts';
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
  const paged = entry.endpoint.returns === 'page';
  const { method, path } = entry.endpoint;
  return {
    name: toolNameOf(entry.name),
    title: titleOf(entry),
    description: `${entry.summary} (${method} ${path})${paged ? ' Paged: `all` reads every page up to `limit`.' : ''}`,
    inputSchema: paged ? withPaging(entry.inputSchema) : entry.inputSchema,
    effect: entry.effect,
    idempotent: entry.idempotent,
    run: (args) => runEntry(entry, args),
  };
}

function withPaging(schema: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  return {
    ...schema,
    properties: {
      ...properties,
      all: { type: 'boolean', description: 'Read every page, not just the first.' },
      limit: {
        type: 'integer',
        minimum: 1,
        description: `With all: stop after this many items (default ${DEFAULT_ALL_LIMIT}).`,
      },
      cursor: { type: 'string', description: 'Go on from the next_cursor of an earlier answer.' },
    },
  };
}

async function runEntry(entry: CatalogEntry, args: Readonly<Record<string, unknown>>): Promise<unknown> {
  if (entry.endpoint.returns !== 'page') return (await entry.invoke(inputOf(entry, args))) ?? null;
  const { all, limit, cursor, ...rest } = args;
  const paging = pagingOf(all, limit, cursor);
  if (paging.start && rest.page !== undefined) throw new InputError('page and cursor: give one', 'cursor');
  const fields = paging.start ? { ...rest, page: paging.start.page } : rest;
  const pages = entry.invoke(inputOf(entry, fields)) as { pages(): AsyncIterable<PageLike> };
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
