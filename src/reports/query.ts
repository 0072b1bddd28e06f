import { ApiPromise, type WithResponse } from '../core/api-promise.ts';
import { endpoint } from '../core/endpoint.ts';
import { InputError } from '../core/errors.ts';
import type { HttpCore } from '../core/http.ts';
import { nameEndpoint } from '../core/operation-names.ts';
import type { RequestOptions } from '../core/options.ts';
import {
  bodyOf,
  checkRunnable,
  EMPTY_STATE,
  keysetBody,
  keysetSort,
  MAX_LIMIT,
  type Mode,
  type QueryBody,
  QueryDocument,
  type QueryState,
} from './body.ts';
import { inferredFields } from './field-spec.ts';
import { encodeFilter, type WireFilter } from './filter-encode.ts';
import type { AllowedTerm, Filter } from './filters.ts';
import { moreGroupsError } from './incomplete.ts';
import { keysetPages } from './keyset.ts';
import { checkGrouping, fieldSpec, type Kind } from './names.ts';
import { type ReportPage, readPage } from './page.ts';
import { QueryResponse } from './response.ts';
import type {
  Committed,
  EmptyRow,
  FieldName,
  GroupingArg,
  GroupRow,
  SelectedColumns,
  Simplify,
} from './row.ts';
import type { ReportDefinition } from './types.ts';

const queries = endpoint({
  method: 'POST',
  effect: 'read',
  path: '/desk/api/v3/reports/:resource/queries',
  pathKinds: { resource: 'slug' },
  body: QueryDocument,
  api: 'reports',
  format: 'jsonapi',
  returns: 'body',
  schema: QueryResponse,
});
// Every report resource shares the one endpoint: its trace names the operation, its route the resource.
nameEndpoint(queries, 'reports.query');

/** Options of `page()`. */
export interface PageParams {
  /** `lastKey` of the previous page (the query must then sort by key alone, or not at all). */
  startingAfter?: string;
}

/** Options of `all()`. */
export interface AllParams {
  /** Stop after this many rows. */
  limit?: number;
}

/**
 * An immutable report query: every call returns a new query, whose row type follows the selected
 * fields. Run it with `page()`, `all()`, `pages()` or `for await`.
 */
export class Query<R extends ReportDefinition, M extends Mode = 'open', O = EmptyRow>
  implements AsyncIterable<O>
{
  readonly #core: HttpCore;
  readonly #definition: R;
  readonly #state: QueryState;
  /** The fields read leniently (types inferred from names), worked out at the query's first page. */
  #lenient: ReadonlySet<string> | undefined;

  constructor(core: HttpCore, definition: R, state: QueryState = EMPTY_STATE) {
    this.#core = core;
    this.#definition = definition;
    this.#state = state;
  }

  /** Adds fields to each row: detail fields, or summary fields after `groupBy`. */
  select<F extends FieldName<R, M>>(
    ...fields: F[]
  ): Query<R, Committed<M>, Simplify<O & SelectedColumns<R, M, F>>> {
    if (fields.length === 0)
      throw new InputError(`${this.#label}: select() needs at least one field`, 'fields');
    for (const field of fields) fieldSpec(this.#definition, this.#kind, field, 'select');
    return this.#next({ mode: this.#committed, fields: [...new Set([...this.#state.fields, ...fields])] });
  }

  /** Groups the rows: only summary fields may be selected and sorted on afterwards; one grouping a query. */
  groupBy<G extends GroupingArg<R, M>>(grouping: G): Query<R, 'grouped', GroupRow<R, G>> {
    const { mode, group } = this.#state;
    if (mode === 'grouped') {
      throw new InputError(`${this.#label}: groupBy(): the query is already grouped by ${group}`, 'group');
    }
    if (mode === 'detail') {
      throw new InputError(
        `${this.#label}: groupBy() must come before select() or orderBy() of detail fields ` +
          '(detail fields are valid only without a grouping)',
        'group',
      );
    }
    checkGrouping(this.#definition, grouping, 'groupBy');
    return this.#next({ mode: 'grouped', group: grouping });
  }

  /** Keeps the rows matching `filter` (applied before grouping); several calls must all hold. */
  where<T extends AllowedTerm<R>>(filter: Filter<T>): Query<R, M, O> {
    if (typeof filter !== 'object' || filter === null || typeof filter.node !== 'object') {
      throw new InputError(`${this.#label}: where() takes a filter made by eq(), and(), …`, 'filter');
    }
    const encoded = encodeFilter(filter.node, this.#definition);
    return this.#next({ filter: andFilters(this.#state.filter, encoded) });
  }

  /** Sorts by a field, ascending (`field+`) or descending (`field-`); several calls sort by each in turn. */
  orderBy(field: FieldName<R, M>, direction: 'asc' | 'desc' = 'asc'): Query<R, Committed<M>, O> {
    if (direction !== 'asc' && direction !== 'desc') {
      throw new InputError(`${this.#label}: orderBy() direction must be 'asc' or 'desc'`, 'sort');
    }
    fieldSpec(this.#definition, this.#kind, field, 'orderBy');
    const sort = `${field}${direction === 'asc' ? '+' : '-'}`;
    return this.#next({ mode: this.#committed, sort: [...this.#state.sort, sort] });
  }

  /** Rows per page: 1 to 500 (a grouped query's only page: its most groups). */
  limit(rows: number): Query<R, M, O> {
    if (!Number.isInteger(rows) || rows < 1 || rows > MAX_LIMIT) {
      throw new InputError(`${this.#label}: limit must be an integer from 1 to ${MAX_LIMIT}`, 'page.limit');
    }
    return this.#next({ limit: rows });
  }

  /** Asks the service for the number of rows matching the filter (`totalCount` of each page). */
  withTotalCount(): Query<R, M, O> {
    return this.#next({ totalCount: true });
  }

  /** The exact request body of the first page, to log or reuse. */
  toJSON(): QueryBody {
    return bodyOf(this.#state);
  }

  /** Runs the query for one page: the first, or the one after `startingAfter`. */
  page(params: PageParams = {}, options?: RequestOptions): ApiPromise<ReportPage<O>> {
    const { startingAfter } = params;
    const body = () => {
      checkRunnable(this.#state, this.#label);
      if (startingAfter === undefined) return bodyOf(this.#state);
      const sort = keysetSort(this.#state, this.#label);
      return keysetBody(this.#state, sort, startingAfter, this.#state.limit);
    };
    return new ApiPromise({
      data: async () => this.#send(body(), options),
      response: async () => this.#call(body(), options).asResponse(),
    });
  }

  /**
   * Every page, following `last_key`; a detail query must sort by key alone (unsorted ones are sorted
   * so). `startingAfter` resumes after the `lastKey` of a page already read (an export cut off midway).
   * A grouped query is one page, in any sort; more groups than it holds throw `IncompleteReportError`.
   */
  pages(params: PageParams = {}, options?: RequestOptions): AsyncGenerator<ReportPage<O>, void, undefined> {
    return this.#pages(this.#state.limit ?? MAX_LIMIT, options, params.startingAfter);
  }

  /** Every row of every page (or the first `limit` rows), loading no page beyond what is needed. */
  async all(params: AllParams = {}, options?: RequestOptions): Promise<O[]> {
    const { limit = Number.POSITIVE_INFINITY } = params;
    if (!(limit >= 0) || (limit !== Number.POSITIVE_INFINITY && !Number.isInteger(limit))) {
      throw new InputError(`${this.#label}: all() limit must be an integer, 0 or more`, 'limit');
    }
    const rows: O[] = [];
    if (limit === 0) return rows;
    const pageSize = this.#state.limit ?? Math.min(MAX_LIMIT, limit);
    for await (const page of this.#pages(pageSize, options)) {
      for (const row of page.rows) {
        rows.push(row);
        if (rows.length >= limit) return rows;
      }
    }
    return rows;
  }

  /** Every row of every page, in order. */
  async *[Symbol.asyncIterator](): AsyncGenerator<O, void, undefined> {
    for await (const page of this.pages()) yield* page.rows;
  }

  get #label(): string {
    return `reports.${this.#definition.resource}`;
  }

  get #kind(): Kind {
    return this.#state.mode === 'grouped' ? 'summary' : 'detail';
  }

  get #committed(): Mode {
    return this.#state.mode === 'open' ? 'detail' : this.#state.mode;
  }

  #next<Q>(changes: Partial<QueryState>): Q {
    return new Query(this.#core, this.#definition, { ...this.#state, ...changes }) as Q;
  }

  async *#pages(
    pageSize: number,
    options?: RequestOptions,
    startingAfter?: string,
  ): AsyncGenerator<ReportPage<O>, void, undefined> {
    checkRunnable(this.#state, this.#label);
    if (this.#state.mode === 'grouped') {
      if (startingAfter !== undefined) {
        throw new InputError(
          `${this.#label}: a grouped query is one page: no startingAfter`,
          'startingAfter',
        );
      }
      yield* this.#groups(pageSize, options);
      return;
    }
    const sort = keysetSort(this.#state, this.#label);
    const load = async (startingAfter: string | undefined) =>
      (await this.#send(keysetBody(this.#state, sort, startingAfter, pageSize), options)).data;
    yield* keysetPages(load, this.#label, options?.signal, startingAfter);
  }

  /** A grouped query's only page, in its own sort; more groups than it holds is an error, never a cut. */
  async *#groups(pageSize: number, options?: RequestOptions): AsyncGenerator<ReportPage<O>, void, undefined> {
    const { data: page } = await this.#send(
      bodyOf(this.#state, this.#state.sort, { limit: pageSize }),
      options,
    );
    yield page;
    if (page.hasMore) throw moreGroupsError(this.#label, page.rows.length, pageSize);
  }

  async #send(body: QueryBody, options: RequestOptions | undefined): Promise<WithResponse<ReportPage<O>>> {
    const { data, response } = await this.#call(body, options).withResponse();
    this.#lenient ??= inferredFields(this.#definition, this.#state.group);
    return { data: readPage<O>(data, this.#label, this.#lenient), response };
  }

  #call(body: QueryBody, options: RequestOptions | undefined) {
    return this.#core.call(queries, { path: { resource: this.#definition.resource }, body }, options);
  }
}

/** Several `where()` calls: all must hold. */
function andFilters(previous: WireFilter | undefined, next: WireFilter): WireFilter {
  if (previous === undefined) return next;
  if (previous[0] === 'and') return ['and', [...(previous[1] as WireFilter[]), next]];
  return ['and', [previous, next]];
}
