import { afterEach, describe, expect, it } from 'vitest';
import { InputError, RateLimitError, ResponseValidationError } from '../../src/core/errors.ts';
import { Pike13 } from '../../src/index.ts';
import { eq, IncompleteReportError, type Reports } from '../../src/reports/index.ts';
import { sendJson } from '../support/loopback.ts';
import { answer, attributesOf, groupedQueries, reportingService } from './fixtures.ts';

const KEY_1 = '201801012243096483660005125649';
const KEY_2 = '201801012243096483660005125650';
const PERSON_FIELDS = [
  { name: 'person_id', type: 'integer' },
  { name: 'has_membership', type: 'boolean' },
];

const personPage = (ids: number[], more: { has_more?: boolean; last_key?: string }) =>
  answer({ rows: ids.map((id) => [id, id % 2 ? 't' : 'f']), fields: PERSON_FIELDS, duration: 0.01, ...more });

let service: Awaited<ReturnType<typeof reportingService>> | undefined;
afterEach(() => service?.close());

async function serve(...args: Parameters<typeof reportingService>) {
  service = await reportingService(...args);
  return service;
}

describe('reading every page', () => {
  it('follows last_key as starting_after, sorted by key, with the reporting headers', async () => {
    const { reports, requests } = await serve([
      personPage([1, 2], { has_more: true, last_key: KEY_1 }),
      personPage([3, 4], { has_more: true, last_key: KEY_2 }),
      personPage([5], { has_more: false }),
    ]);
    const rows = [];
    for await (const row of reports.clients
      .where(eq('has_membership', true))
      .select('person_id', 'has_membership')) {
      rows.push(row);
    }
    expect(rows.map((row) => row.person_id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]).toEqual({ person_id: 1, has_membership: true });
    expect(requests.map((r) => (attributesOf(r).page as { starting_after?: string }).starting_after)).toEqual(
      [undefined, KEY_1, KEY_2],
    );
    expect(attributesOf(requests[1])).toEqual({
      filter: ['eq', 'has_membership', 't'],
      fields: ['person_id', 'has_membership'],
      sort: ['key+'],
      page: { limit: 500, starting_after: KEY_1 },
    });
    for (const request of requests) {
      expect(request.method).toBe('POST');
      expect(request.url.pathname).toBe('/desk/api/v3/reports/clients/queries');
      expect(request.url.search).toBe('');
      expect(request.headers['content-type']).toBe('application/vnd.api+json');
      expect(request.headers.accept).toBe('application/vnd.api+json');
      expect(request.headers.authorization).toBe('Bearer tok_reports');
    }
  });

  it('keeps a sort by key alone and the page size asked for', async () => {
    const { reports, requests } = await serve([
      personPage([9, 8], { has_more: true, last_key: 'b' }),
      personPage([7], { has_more: false, last_key: 'a' }),
    ]);
    const rows = await reports.clients.select('person_id').orderBy('key', 'desc').limit(2).all();
    expect(rows).toHaveLength(3);
    expect(requests.map((r) => attributesOf(r).sort)).toEqual([['key-'], ['key-']]);
    expect(requests.map((r) => attributesOf(r).page)).toEqual([
      { limit: 2 },
      { limit: 2, starting_after: 'b' },
    ]);
  });

  it('all({ limit }) stops once it has enough rows, asking for no more than needed', async () => {
    const { reports, requests } = await serve([
      personPage([1, 2, 3], { has_more: true, last_key: 'k3' }),
      personPage([4, 5, 6], { has_more: true, last_key: 'k6' }),
    ]);
    const rows = await reports.clients.select('person_id').all({ limit: 5 });
    expect(rows.map((row) => row.person_id)).toEqual([1, 2, 3, 4, 5]);
    expect(requests).toHaveLength(2);
    expect(attributesOf(requests[0]).page).toEqual({ limit: 5 });
    expect(await reports.clients.select('person_id').all({ limit: 0 })).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it('pages() yields each decoded page', async () => {
    const { reports } = await serve([
      personPage([1], { has_more: true, last_key: 'k1' }),
      personPage([2], { has_more: false }),
    ]);
    const pages = [];
    for await (const page of reports.clients.select('person_id', 'has_membership').pages()) pages.push(page);
    expect(pages.map((page) => [page.rows, page.hasMore, page.lastKey])).toEqual([
      [[{ person_id: 1, has_membership: true }], true, 'k1'],
      [[{ person_id: 2, has_membership: false }], false, undefined],
    ]);
  });
});

describe('resuming an export', () => {
  it('pages({ startingAfter }) starts after a key already read, sorted by key', async () => {
    const { reports, requests } = await serve([
      personPage([3, 4], { has_more: true, last_key: KEY_2 }),
      personPage([5], { has_more: false }),
    ]);
    const ids = [];
    for await (const page of reports.clients.select('person_id').pages({ startingAfter: KEY_1 })) {
      ids.push(...page.rows.map((row) => row.person_id));
    }
    expect(ids).toEqual([3, 4, 5]);
    expect(requests.map((request) => attributesOf(request).page)).toEqual([
      { limit: 500, starting_after: KEY_1 },
      { limit: 500, starting_after: KEY_2 },
    ]);
    expect(attributesOf(requests[0]).sort).toEqual(['key+']);
  });

  it('refuses startingAfter on a grouped query, sending nothing', async () => {
    const { reports, requests } = await serve([]);
    const pages = reports.clients
      .groupBy('home_location_name')
      .select('person_count')
      .pages({ startingAfter: KEY_1 });
    await expect(pages.next()).rejects.toSatisfy(
      (error) => InputError.is(error) && error.param === 'startingAfter',
    );
    expect(requests).toEqual([]);
  });
});

describe('grouped queries: one page', () => {
  const locations = (n: number) =>
    Array.from({ length: n }, (_, i): [string, number] => [`Location ${i + 1}`, 100 + i]);
  const byLocation = (reports: Reports) =>
    reports.clients.groupBy('home_location_name').select('person_count');

  it('reads every group in one request of 500, keeping its sort', async () => {
    const { reports, requests } = await serve([groupedQueries(locations(3))]);
    const rows = await byLocation(reports).orderBy('person_count', 'desc').all();
    expect(rows).toEqual([
      { group_label: 'Location 1', person_count: 100 },
      { group_label: 'Location 2', person_count: 101 },
      { group_label: 'Location 3', person_count: 102 },
    ]);
    expect(requests).toHaveLength(1);
    expect(attributesOf(requests[0])).toEqual({
      group: 'home_location_name',
      fields: ['person_count'],
      sort: ['person_count-'],
      page: { limit: 500 },
    });
  });

  it('throws IncompleteReportError naming the groups received and how to narrow, never a cut', async () => {
    const { reports, requests } = await serve([groupedQueries(locations(501))]);
    const error = await byLocation(reports)
      .all()
      .catch((e: unknown) => e);
    expect(IncompleteReportError.is(error)).toBe(true);
    expect(error).toMatchObject({ received: 500, grouped: true, name: 'IncompleteReportError' });
    expect((error as Error).message).toBe(
      'reports.clients: the service has more groups than the 500 it answered, and grouped results cannot ' +
        'be paged (the service gives no last_key for them). Narrow the query: add a filter with .where() or ' +
        'group by a coarser grouping (a month instead of a day); .page() reads the first 500 alone.',
    );
    expect(requests).toHaveLength(1);
    expect(attributesOf(requests[0]).page).toEqual({ limit: 500 });
  });

  it('yields the groups of its page, then throws, with a smaller .limit() named', async () => {
    const { reports, requests } = await serve([groupedQueries(locations(20))]);
    const seen: unknown[] = [];
    const read = async () => {
      for await (const row of byLocation(reports).limit(12)) seen.push(row);
    };
    await expect(read()).rejects.toThrow(
      /more groups than the 12 it answered.*a month instead of a day\), raise \.limit\(12\) up to 500;/,
    );
    expect(seen).toHaveLength(12);
    expect(requests).toHaveLength(1);
    expect(attributesOf(requests[0]).page).toEqual({ limit: 12 });
  });

  it('all({ limit }) asks for that many groups and needs no more', async () => {
    const { reports, requests } = await serve([groupedQueries(locations(20))]);
    const rows = await byLocation(reports).all({ limit: 5 });
    expect(rows.map((row) => row.group_label)).toEqual(locations(5).map(([label]) => label));
    expect(attributesOf(requests[0]).page).toEqual({ limit: 5 });
  });

  it('page() gives the first groups with hasMore, and refuses startingAfter, sending nothing', async () => {
    const { reports, requests } = await serve([groupedQueries(locations(20))]);
    const page = await byLocation(reports).limit(10).page();
    expect([page.rows.length, page.hasMore, page.lastKey]).toEqual([10, true, undefined]);
    const later = byLocation(reports).page({ startingAfter: 'k' });
    await expect(later).rejects.toThrow(InputError);
    await expect(byLocation(reports).page({ startingAfter: 'k' })).rejects.toThrow(
      'reports.clients: grouped results cannot be paged (the service gives no last_key for them): a grouped ' +
        'query is read in one page of up to 500 groups, without startingAfter',
    );
    expect(requests).toHaveLength(1);
  });
});

describe('refusals and broken answers of multi-page reads', () => {
  it('refuses a multi-page read of a query sorted otherwise than by key, sending nothing', async () => {
    const { reports, requests } = await serve([personPage([1], {})]);
    const query = reports.clients.select('person_id').orderBy('last_name');
    await expect(query.all()).rejects.toThrow(InputError);
    await expect(query.all()).rejects.toThrow(
      /reports\.clients: reading past the first page needs sorting by key alone .* sorts by last_name\+; read one page with \.page\(\)/,
    );
    await expect(query.orderBy('key').pages().next()).rejects.toThrow(/sorts by last_name\+, key\+/);
    await expect(query.page({ startingAfter: 'k' })).rejects.toThrow(/needs sorting by key alone/);
    expect(requests).toHaveLength(0);
  });

  it('ends with an error when last_key repeats, after two requests', async () => {
    const { reports, requests } = await serve([personPage([1], { has_more: true, last_key: KEY_1 })]);
    const error = await reports.clients
      .select('person_id')
      .all()
      .catch((e: unknown) => e);
    expect(ResponseValidationError.is(error)).toBe(true);
    expect((error as Error).message).toBe(
      `reports.clients: the service gave last_key "${KEY_1}" twice; following it would loop`,
    );
    expect(requests).toHaveLength(2);
  });

  it('throws IncompleteReportError when has_more comes without last_key, counting the rows received', async () => {
    const { reports, requests } = await serve([
      personPage([1, 2], { has_more: true, last_key: KEY_1 }),
      personPage([3], { has_more: true }),
    ]);
    const rows: unknown[] = [];
    const read = async () => {
      for await (const row of reports.clients.select('person_id')) rows.push(row);
    };
    const error = await read().catch((e: unknown) => e);
    expect(IncompleteReportError.is(error)).toBe(true);
    expect(error).toMatchObject({ received: 3, grouped: false });
    expect((error as Error).message).toBe(
      'reports.clients: the service announced more rows after the 3 received (has_more) but gave no last_key ' +
        'to ask for them, so the rest cannot be read. Narrow the query with a filter (.where()) so that fewer ' +
        'rows match; .page() reads one page alone.',
    );
    expect(rows).toHaveLength(3);
    expect(requests).toHaveLength(2);
  });

  it('refuses to run a query that selects nothing', async () => {
    const { reports, requests } = await serve([personPage([1], {})]);
    await expect(reports.clients.page()).rejects.toThrow(/select at least one field/);
    await expect(reports.clients.where(eq('age', 3)).all()).rejects.toThrow(/select at least one field/);
    for (const limit of [-1, 2.5, Number.NaN]) {
      await expect(reports.clients.select('age').all({ limit })).rejects.toThrow(
        /all\(\) limit must be an integer/,
      );
    }
    expect(requests).toHaveLength(0);
  });

  it('refuses an answer without rows and fields', async () => {
    const { reports } = await serve([answer({ has_more: false })]);
    await expect(reports.clients.select('person_id').page()).rejects.toThrow(ResponseValidationError);
  });
});

describe('one page', () => {
  it('gives rows, fields, hasMore, lastKey, totalCount, duration and meta', async () => {
    const { reports, requests } = await serve([
      answer(
        {
          rows: [[7, 'f']],
          fields: PERSON_FIELDS,
          has_more: true,
          last_key: KEY_1,
          total_count: 41,
          duration: 0.25,
          meta: { query: 'q1' },
        },
        { deprecations: ['has_membership will be renamed'] },
      ),
    ]);
    const { data, response } = await reports.clients
      .select('person_id', 'has_membership')
      .withTotalCount()
      .page()
      .withResponse();
    expect(data).toEqual({
      rows: [{ person_id: 7, has_membership: false }],
      fields: PERSON_FIELDS,
      hasMore: true,
      lastKey: KEY_1,
      totalCount: 41,
      duration: 0.25,
      meta: { query: 'q1', deprecations: ['has_membership will be renamed'] },
    });
    expect(typeof data.lastKey).toBe('string');
    expect(response.status).toBe(200);
    expect(attributesOf(requests[0])).toEqual({ fields: ['person_id', 'has_membership'], total_count: true });
  });

  it('sends startingAfter with a sort by key, and reads has_more without last_key as is', async () => {
    const { reports, requests } = await serve([personPage([3], { has_more: true })]);
    const page = await reports.clients.select('person_id').limit(50).page({ startingAfter: KEY_2 });
    expect(page.hasMore).toBe(true);
    expect(page.lastKey).toBeUndefined();
    expect(attributesOf(requests[0])).toEqual({
      fields: ['person_id'],
      sort: ['key+'],
      page: { limit: 50, starting_after: KEY_2 },
    });
  });

  it('expands the logical custom_fields into the instance fields the answer names', async () => {
    const { reports } = await serve([
      answer({
        rows: [[1, 'Blue', '2019-04-01']],
        fields: [
          { name: 'person_id', type: 'integer' },
          { name: 'custom_field_180098', type: 'string' },
          { name: 'custom_field_7', type: 'date' },
        ],
      }),
    ]);
    const [row] = await reports.clients.select('person_id', 'custom_fields').all();
    expect(row).toEqual({ person_id: 1, custom_field_180098: 'Blue', custom_field_7: '2019-04-01' });
  });
});

describe('rate limits', () => {
  it('turns a 429 into a RateLimitError carrying the RateLimit headers', async () => {
    const { reports } = await serve([
      (_request, response) =>
        sendJson(
          response,
          429,
          { errors: ['Too many requests'] },
          {
            'RateLimit-Limit': '60',
            'RateLimit-Remaining': '0',
            'RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 3600),
          },
        ),
    ]);
    const error = await reports.clients
      .select('person_id')
      .page()
      .catch((e: unknown) => e);
    expect(RateLimitError.is(error)).toBe(true);
    expect((error as RateLimitError).limit).toBe(60);
    expect((error as RateLimitError).remaining).toBe(0);
  });

  it('takes its slots from the reporting limiter', async () => {
    const { reports, requests } = await serve([personPage([1], {})], {
      accessToken: `tok_limits_${Date.now()}`,
      rateLimit: { reports: 1, perToken: 100, windowMs: 300 },
    });
    const query = reports.clients.select('person_id');
    const started = Date.now();
    await Promise.all([query.page(), query.page()]);
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('pike13.reports', () => {
  it('runs the same queries through the client', async () => {
    const { url, requests } = await serve([personPage([5], {})]);
    const pike13 = new Pike13({ baseUrl: url, accessToken: 'tok_client', rateLimit: false });
    const rows = await pike13.reports.clients.select('person_id', 'has_membership').all();
    expect(rows).toEqual([{ person_id: 5, has_membership: true }]);
    expect(requests[0]?.headers.authorization).toBe('Bearer tok_client');
    expect(requests[0]?.url.pathname).toBe('/desk/api/v3/reports/clients/queries');
  });
});
