import { ApiPromise, type CallRun, type WithResponse } from './api-promise.ts';
import { ResponseValidationError } from './errors.ts';

/** Loads page `n` of a list. */
export type PageLoader<T> = (page: number) => Promise<WithResponse<Page<T>>>;

/** One page of an offset-paginated list. */
export class Page<T> implements Iterable<T> {
  /** The items of this page. */
  readonly items: T[];
  /** Items in the whole list, as the service counts them. */
  readonly totalCount: number | undefined;
  /** This page's number (1-based). */
  readonly page: number;
  readonly #nextPageNumber: number | undefined;
  readonly #load: PageLoader<T>;

  constructor(
    items: T[],
    totalCount: number | undefined,
    page: number,
    next: number | undefined,
    load: PageLoader<T>,
  ) {
    this.items = items;
    this.totalCount = totalCount;
    this.page = page;
    this.#nextPageNumber = next;
    this.#load = load;
  }

  /** True when the service announced a `next` page. */
  hasNextPage(): boolean {
    return this.#nextPageNumber !== undefined;
  }

  /** Loads the next page; throws if there is none (check `hasNextPage()`). */
  async nextPage(): Promise<Page<T>> {
    if (this.#nextPageNumber === undefined) throw new RangeError(`page ${this.page} is the last page`);
    return (await this.#load(this.#nextPageNumber)).data;
  }

  /** The items of this page. */
  [Symbol.iterator](): Iterator<T> {
    return this.items[Symbol.iterator]();
  }
}

/**
 * The page number a `next` link points to. A link that does not move forward is refused: following it
 * would repeat pages or loop forever.
 */
export function nextPageNumber(
  next: unknown,
  current: number,
  label: string,
  url?: string,
): number | undefined {
  if (typeof next !== 'string' || next === '') return undefined;
  const link = URL.parse(next, 'http://next.invalid');
  if (link === null) {
    // The link itself stays out of the error: it may carry the token (`access_token=`).
    throw new ResponseValidationError(
      `${label}: the next link of page ${current} is not a URL`,
      ['next: not a URL'],
      {
        method: 'GET',
        url,
      },
    );
  }
  const page = Number(link.searchParams.get('page') ?? current + 1);
  if (!Number.isInteger(page) || page <= current) {
    throw new ResponseValidationError(
      `${label}: the next link of page ${current} points to page ${page}`,
      [],
      { method: 'GET', url },
    );
  }
  return page;
}

/** Options of `toArray()`. */
export interface ToArrayOptions {
  /** Stop after this many items. */
  limit?: number;
}

/**
 * What `list()` returns: an `ApiPromise` of the first `Page` (await it, `.withResponse()`, `.asResponse()`), and also
 * `for await` over every item of every page once, following `next`; `.pages()` yields the pages;
 * `.toArray()` collects the items.
 */
export class PagePromise<T> extends ApiPromise<Page<T>> implements AsyncIterable<T> {
  readonly #signal: AbortSignal | undefined;

  constructor(firstPage: CallRun<Page<T>>, signal?: AbortSignal) {
    super(firstPage);
    this.#signal = signal;
  }

  /** Every page, in order, starting with the first. */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    let page = (await this.withResponse()).data;
    yield page;
    while (page.hasNextPage()) {
      this.#signal?.throwIfAborted();
      page = await page.nextPage();
      yield page;
    }
  }

  /** Every item of every page, in order, loading each page when the one before is used up. */
  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.items;
  }

  /** Every item of every page (or the first `limit`), loading no page beyond what is needed. */
  async toArray({ limit = Number.POSITIVE_INFINITY }: ToArrayOptions = {}): Promise<T[]> {
    const items: T[] = [];
    if (limit <= 0) return items;
    for await (const item of this) {
      items.push(item);
      if (items.length >= limit) break;
    }
    return items;
  }

  /** `[object PagePromise]`. */
  override get [Symbol.toStringTag](): string {
    return 'PagePromise';
  }
}
