import * as z from 'zod/mini';
import { InputError } from '../core/errors.ts';
import type { WireFilter } from './filter-encode.ts';

/** Where a query stands: nothing chosen yet, detail rows, or grouped rows. */
export type Mode = 'open' | 'detail' | 'grouped';

/** Everything a query holds; every builder call makes a new one. */
export interface QueryState {
  /** Open, detail or grouped. */
  readonly mode: Mode;
  /** The grouping, once grouped. */
  readonly group: string | undefined;
  /** The checked filter, in wire form. */
  readonly filter: WireFilter | undefined;
  /** Selected fields, in order, each once. */
  readonly fields: readonly string[];
  /** `field+` / `field-` in order. */
  readonly sort: readonly string[];
  /** Rows per page. */
  readonly limit: number | undefined;
  /** Whether `total_count` is asked for. */
  readonly totalCount: boolean;
}

/** The state of a query fresh from its report. */
export const EMPTY_STATE: QueryState = {
  mode: 'open',
  group: undefined,
  filter: undefined,
  fields: [],
  sort: [],
  limit: undefined,
  totalCount: false,
};

/** The `page` attribute of a query. */
export interface PageAttribute {
  /** Rows per page, at most 500. */
  limit?: number;
  /** `last_key` of the previous page. */
  starting_after?: string;
}

/** The attributes of a query request, in the order the service's examples give them. */
export interface QueryAttributesBody {
  /** Grouping; only summary fields may be requested with it. */
  group?: string;
  /** Row criteria, applied before grouping. */
  filter?: WireFilter;
  /** Fields returned per row. */
  fields: string[];
  /** Field names with `+` (ascending) or `-` (descending). */
  sort?: string[];
  /** Page size and position. */
  page?: PageAttribute;
  /** Ask for the number of matching rows. */
  total_count?: boolean;
}

/** A query request body (JSON API). */
export interface QueryBody {
  /** The JSON API resource: always of type `queries`. */
  data: { type: 'queries'; attributes: QueryAttributesBody };
}

/** The request body of `state`, with `sort` and `page` overridden for a keyset read. */
export function bodyOf(
  state: QueryState,
  sort = state.sort,
  page: PageAttribute = pageOf(state.limit),
): QueryBody {
  const hasPage = page.limit !== undefined || page.starting_after !== undefined;
  const attributes: QueryAttributesBody = {
    ...(state.group !== undefined && { group: state.group }),
    ...(state.filter !== undefined && { filter: state.filter }),
    fields: [...state.fields],
    ...(sort.length > 0 && { sort: [...sort] }),
    ...(hasPage && { page }),
    ...(state.totalCount && { total_count: true }),
  };
  return { data: { type: 'queries', attributes } };
}

function pageOf(limit: number | undefined): PageAttribute {
  return limit === undefined ? {} : { limit };
}

/**
 * The most rows a page may hold: the spec's documented maximum. The live service accepts up to 2000
 * today, but answers 422 above its maximum and says its limits may change, so the SDK never asks for
 * more than the documented contract; a grouped query (one page) thus holds at most 500 groups.
 */
export const MAX_LIMIT = 500;

const KEY_SORTS = ['key+', 'key-'];

/**
 * The sort of a read that follows `last_key`: the spec allows `starting_after` only when sorting by
 * `key` alone, so an unsorted detail query is sorted by key and any other sort is refused. Grouped
 * results cannot be paged at all (the service gives no `last_key` for them).
 */
export function keysetSort(state: QueryState, label: string): readonly string[] {
  if (state.mode === 'grouped') {
    throw new InputError(
      `${label}: grouped results cannot be paged (the service gives no last_key for them): a grouped ` +
        `query is read in one page of up to ${MAX_LIMIT} groups, without startingAfter`,
      'page.starting_after',
    );
  }
  if (state.sort.length === 0) return ['key+'];
  if (state.sort.length === 1 && KEY_SORTS.includes(state.sort[0] as string)) return state.sort;
  throw new InputError(
    `${label}: reading past the first page needs sorting by key alone (the spec allows starting_after ` +
      `only then), but this query sorts by ${state.sort.join(', ')}; read one page with .page() instead`,
    'sort',
  );
}

/** The body of a page read after `startingAfter` (the first page when undefined), sorted by `sort`. */
export function keysetBody(
  state: QueryState,
  sort: readonly string[],
  startingAfter: string | undefined,
  limit: number | undefined,
): QueryBody {
  return bodyOf(state, sort, {
    ...(limit !== undefined && { limit }),
    ...(startingAfter !== undefined && { starting_after: startingAfter }),
  });
}

/** Refuses a query that selects nothing: the service requires `fields`. */
export function checkRunnable(state: QueryState, label: string): void {
  if (state.fields.length > 0) return;
  throw new InputError(
    `${label}: select at least one field with .select(...) before running the query`,
    'fields',
  );
}

/** The request document the builder makes, as the core checks it: a `queries` resource with attributes. */
const QueryShape = z.looseObject({
  data: z.looseObject({ type: z.literal('queries'), attributes: z.looseObject({}) }),
});
export const QueryDocument = z.custom<QueryBody>((value) => QueryShape.safeParse(value).success);
