import { InputError } from '../core/errors.ts';
import type { CatalogEntry } from '../internal/catalog.ts';
import type { EntryInput } from '../internal/registry.ts';
import type { ToolDefinition } from './tool.ts';

/** Most items a paged tool reads with `all` unless `limit` says otherwise. */
const DEFAULT_ALL_LIMIT = 1_000;

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
    },
  };
}

async function runEntry(entry: CatalogEntry, args: Readonly<Record<string, unknown>>): Promise<unknown> {
  if (entry.endpoint.returns !== 'page') return (await entry.invoke(inputOf(entry, args))) ?? null;
  const { all, limit, ...rest } = args;
  const most = pagingOf(all, limit);
  const pages = entry.invoke(inputOf(entry, rest)) as PromiseLike<{
    items: unknown[];
    totalCount?: number;
    page: number;
    hasNextPage(): boolean;
  }> & {
    toArray(options: { limit: number }): Promise<unknown[]>;
  };
  if (most !== undefined) return { items: await pages.toArray({ limit: most }) };
  const page = await pages;
  return {
    items: page.items,
    total_count: page.totalCount ?? null,
    page: page.page,
    has_more: page.hasNextPage(),
  };
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

/** How many items `all` reads (undefined: the first page only); a bad `all` or `limit` is refused first. */
function pagingOf(all: unknown, limit: unknown): number | undefined {
  if (all !== undefined && typeof all !== 'boolean') throw new InputError('all must be true or false', 'all');
  if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) >= 1)) {
    throw new InputError('limit must be a whole number, 1 or more', 'limit');
  }
  if (all !== true) {
    if (limit !== undefined) throw new InputError('limit goes with all: true', 'limit');
    return undefined;
  }
  return (limit as number | undefined) ?? DEFAULT_ALL_LIMIT;
}
