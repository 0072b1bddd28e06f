import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../src/core/endpoint.ts';
import { HttpCore } from '../../src/core/http.ts';
import * as p from '../../src/core/params.ts';
import { AbortError, InputError, Page, ResponseValidationError } from '../../src/index.ts';
import { json, mockService, type Recorded } from '../support/msw.ts';

const service = mockService();
const URL_ = 'https://studio.pike13.com/api/v2/desk/things';
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/things',
  query: z.object({ ...p.pagination, ids: z.optional(p.ids()), since: z.optional(p.timestamp()) }),
  returns: 'page',
  key: 'things',
  schema: z.looseObject({ id: z.number() }),
});
const core = () => new HttpCore({ subdomain: 'studio', accessToken: 'tok_pages', rateLimit: false });

/** Serves `pages` pages of `size` things, with `next` links as the service writes them. */
function serve(pages: number, size = 2) {
  service.reply('GET', URL_, ({ url }: Recorded) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const things = Array.from({ length: size }, (_, i) => ({ id: (page - 1) * size + i + 1 }));
    const next = page < pages ? `${URL_}?page=${page + 1}` : undefined;
    return json({ things, total_count: pages * size, ...(next ? { next } : {}) });
  });
}

const pagesRequested = () => service.requests.map((r) => r.url.searchParams.get('page'));

describe('PagePromise', () => {
  it('awaited, is the first page', async () => {
    serve(3);
    const page = await core().paginate(list);
    expect(page).toBeInstanceOf(Page);
    expect(page.items).toEqual([{ id: 1 }, { id: 2 }]);
    expect(page.totalCount).toBe(6);
    expect(page.hasNextPage()).toBe(true);
    expect(pagesRequested()).toEqual(['1']);
  });

  it('nextPage() loads the page the next link names', async () => {
    serve(3);
    const second = await (await core().paginate(list)).nextPage();
    expect(second.items).toEqual([{ id: 3 }, { id: 4 }]);
    expect(second.page).toBe(2);
  });

  it('for await yields every item of every page exactly once, in order', async () => {
    serve(4);
    const ids: number[] = [];
    for await (const thing of core().paginate(list)) ids.push(thing.id);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pagesRequested()).toEqual(['1', '2', '3', '4']);
  });

  it('.pages() yields the pages', async () => {
    serve(3);
    const sizes: number[] = [];
    for await (const page of core().paginate(list).pages()) sizes.push(page.items.length);
    expect(sizes).toEqual([2, 2, 2]);
  });

  it('.toArray({ limit }) loads no page beyond what it needs', async () => {
    serve(10);
    const items = await core().paginate(list).toArray({ limit: 3 });
    expect(items.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(pagesRequested()).toEqual(['1', '2']);
  });

  it('keeps the caller params on every page', async () => {
    serve(2);
    await core()
      .paginate(list, { query: { per_page: 2, ids: [4, 5] } })
      .toArray();
    expect(service.requests.map((r) => r.url.search)).toEqual([
      '?page=1&per_page=2&ids=4%2C5',
      '?page=2&per_page=2&ids=4%2C5',
    ]);
  });

  it('stops when the signal aborts', async () => {
    serve(5);
    const controller = new AbortController();
    const seen: number[] = [];
    const read = (async () => {
      for await (const thing of core().paginate(list, {}, { signal: controller.signal })) {
        seen.push(thing.id);
        if (thing.id === 3) controller.abort();
      }
    })();
    await expect(read).rejects.toSatisfy((e) => AbortError.is(e) || (e as Error).name === 'AbortError');
    expect(pagesRequested()).toEqual(['1', '2']);
  });

  it('refuses a next link that does not move forward, instead of looping', async () => {
    service.reply('GET', URL_, json({ things: [{ id: 1 }], next: `${URL_}?page=1` }));
    await expect(core().paginate(list).toArray()).rejects.toSatisfy((e) => ResponseValidationError.is(e));
  });
});

describe('params', () => {
  it('refuses per_page over 100 before sending', async () => {
    const error = await core()
      .paginate(list, { query: { per_page: 101 } })
      .then(undefined, (e: unknown) => e);
    expect(InputError.is(error)).toBe(true);
    expect(error).toMatchObject({
      param: 'per_page',
      message: 'GET /api/v2/desk/things: per_page must be at most 100',
    });
    expect(service.requests).toHaveLength(0);
  });

  it('sends a Date as ISO 8601 UTC and keeps an ISO string with offset as given', async () => {
    serve(1);
    await core().paginate(list, { query: { since: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) } });
    await core().paginate(list, { query: { since: '2026-01-02T09:00:00+05:30' } });
    expect(service.requests.map((r) => r.url.searchParams.get('since'))).toEqual([
      '2026-01-02T03:04:05.000Z',
      '2026-01-02T09:00:00+05:30',
    ]);
  });

  it('refuses a timestamp string without an offset', async () => {
    await expect(core().paginate(list, { query: { since: '2026-01-02T09:00:00' } })).rejects.toThrow(
      /since must be an ISO 8601 timestamp with a zone offset/,
    );
    expect(service.requests).toHaveLength(0);
  });
});

describe('required params', () => {
  const needsId = endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/things',
    query: z.object({ person_ids: p.ids() }),
    returns: 'body',
  });

  it('says "is required" for a missing param, naming it', async () => {
    // @ts-expect-error person_ids is required: the endpoint's query schema types the call
    await expect(core().call(needsId, { query: {} })).rejects.toSatisfy(
      (e) =>
        InputError.is(e) &&
        e.param === 'person_ids' &&
        e.message === 'GET /api/v2/desk/things: person_ids is required',
    );
    expect(service.requests).toHaveLength(0);
  });
});
