import { afterEach, describe, expect, it } from 'vitest';
import { InputError, RateLimitError, ResponseValidationError } from '../../src/core/errors.ts';
import { Pike13 } from '../../src/index.ts';
import { eq } from '../../src/reports/index.ts';
import { sendJson } from '../support/loopback.ts';
import { answer, attributesOf, reportingService } from './fixtures.ts';

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

  it('reads a grouped query without adding a sort', async () => {
    const { reports, requests } = await serve([
      answer({
        rows: [['t', 4]],
        fields: [
          { name: 'group_label', type: 'boolean' },
          { name: 'person_count', type: 'integer' },
        ],
      }),
    ]);
    const rows = await reports.clients.groupBy('has_membership').select('person_count').all();
    expect(rows).toEqual([{ group_label: true, person_count: 4 }]);
    expect(attributesOf(requests[0])).toEqual({
      group: 'has_membership',
      fields: ['person_count'],
      page: { limit: 500 },
    });
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
    const grouped = reports.invoiceItems
      .groupBy('product_name')
      .select('invoice_item_count')
      .orderBy('invoice_item_count', 'desc');
    await expect(grouped.all()).rejects.toThrow(/sorts by invoice_item_count-/);
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

  it('ends with an error when has_more comes without last_key', async () => {
    const { reports, requests } = await serve([personPage([1], { has_more: true })]);
    const rows: unknown[] = [];
    const read = async () => {
      for await (const row of reports.clients.select('person_id')) rows.push(row);
    };
    await expect(read()).rejects.toThrow(/announced more rows \(has_more\) but gave no last_key/);
    expect(rows).toHaveLength(1);
    expect(requests).toHaveLength(1);
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
