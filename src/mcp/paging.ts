import { InputError } from '../core/errors.ts';

/** Most items a paged tool reads with `all` unless `limit` says otherwise. */
export const DEFAULT_ALL_LIMIT = 1_000;

/** Where a cut list goes on: a page, and how many of its items were already answered. */
interface Cursor {
  readonly page: number;
  readonly skip: number;
}

/** One page as the client's `Page` shows it. */
export interface PageLike {
  readonly items: unknown[];
  readonly totalCount?: number;
  readonly page: number;
  hasNextPage(): boolean;
}

/** What a paged tool answers: never a cut list that looks complete. */
export interface PagedAnswer {
  items: unknown[];
  /** Items in the whole list, as the service counts them (null when it does not say). */
  total_count: number | null;
  /** True when the list goes on past these items. */
  has_more: boolean;
  /** Pass as `cursor` to read on from the first item not answered. */
  next_cursor?: string;
}

/** The paging arguments of a tool call, checked: how many items to read and where to start. */
export interface Paging {
  /** Most items to answer. */
  readonly most: number;
  /** Read past the first page. */
  readonly all: boolean;
  readonly start: Cursor | undefined;
}

/** `all`, `limit` and `cursor` of a call, checked before anything is sent. */
export function pagingOf(all: unknown, limit: unknown, cursor: unknown): Paging {
  if (all !== undefined && typeof all !== 'boolean') throw new InputError('all must be true or false', 'all');
  if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) >= 1)) {
    throw new InputError('limit must be a whole number, 1 or more', 'limit');
  }
  if (all !== true && limit !== undefined) throw new InputError('limit goes with all: true', 'limit');
  const start = cursor === undefined ? undefined : cursorOf(cursor);
  const most = all === true ? ((limit as number | undefined) ?? DEFAULT_ALL_LIMIT) : Number.POSITIVE_INFINITY;
  return { most, all: all === true, start };
}

/** `"3"` (page 3) or `"3:5"` (page 3 after its first 5 items), as `next_cursor` writes it. */
function cursorOf(cursor: unknown): Cursor {
  const match = typeof cursor === 'string' ? /^([1-9]\d{0,8})(?::(\d{1,4}))?$/.exec(cursor) : null;
  if (!match) throw new InputError('cursor must be the next_cursor of an earlier answer', 'cursor');
  return { page: Number(match[1]), skip: Number(match[2] ?? 0) };
}

/**
 * Reads pages from the first one `pages` yields (the cursor's page, when there is one) until `most` items
 * or, without `all`, the end of that page; says how many there are and where to go on.
 */
export async function readPages(pages: AsyncIterable<PageLike>, paging: Paging): Promise<PagedAnswer> {
  const items: unknown[] = [];
  let totalCount: number | null = null;
  let next: string | undefined;
  let skip = paging.start?.skip ?? 0;
  for await (const page of pages) {
    totalCount ??= page.totalCount ?? null;
    const taken = page.items.slice(skip, skip + paging.most - items.length);
    items.push(...taken);
    const answered = skip + taken.length;
    next = answered < page.items.length ? `${page.page}:${answered}` : nextPageCursor(page);
    skip = 0;
    if (!paging.all || items.length >= paging.most) break;
  }
  return {
    items,
    total_count: totalCount,
    has_more: next !== undefined,
    ...(next ? { next_cursor: next } : {}),
  };
}

function nextPageCursor(page: PageLike): string | undefined {
  return page.hasNextPage() ? String(page.page + 1) : undefined;
}
