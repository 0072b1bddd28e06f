import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { sync } from '../../src/sync/changes.ts';
import { cursorWithDigests } from '../../src/sync/cursor.ts';
import { PLAN_ROW_FIELDS } from '../../src/sync/plan-rows.ts';
import type { SyncBatch, SyncOptions } from '../../src/sync/types.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const BASE = 'https://mystudio.pike13.com';
const client = () =>
  new Pike13({ subdomain: 'mystudio', accessToken: 'token', rateLimit: false, maxRetries: 0 });

const person = (id: number, updated_at: string) => ({ id, first_name: `P${id}`, updated_at });
const SERVER_DATE = 'Mon, 02 Mar 2026 12:00:00 GMT';

/** A page of a Core list with `total_count`, a `next` link when `next` is given, and the service's clock. */
function page(key: string, items: unknown[], total: number, next?: number) {
  const body: Record<string, unknown> = { [key]: items, total_count: total };
  if (next !== undefined) body.next = `${BASE}/api/v2/desk/${key}?page=${next}`;
  return json(body, { headers: { date: SERVER_DATE } });
}

async function collect(options: SyncOptions = {}): Promise<SyncBatch[]> {
  const batches: SyncBatch[] = [];
  for await (const batch of sync(client(), options)) batches.push(batch);
  return batches;
}

const REPORT = `${BASE}/desk/api/v3/reports/clients/queries`;
const PLAN_REPORT = `${BASE}/desk/api/v3/reports/person_plans/queries`;

/** A page of the person plans report: rows of [plan, person, name], `last_key` when more follow. */
function planRowsPage(rows: [number, number, string?][], lastKey?: string) {
  const types = ['integer', 'integer', 'string', 'date', 'date', 'boolean', 'boolean', 'integer', 'integer'];
  const attributes = {
    rows: rows.map(([plan, person, name]) => [plan, person, name ?? 'Pack', null, null, 'f', 'f', 10, 0]),
    fields: PLAN_ROW_FIELDS.map((name, i) => ({ name, type: types[i] })),
    duration: 0.01,
    has_more: lastKey !== undefined,
    ...(lastKey === undefined ? {} : { last_key: lastKey }),
  };
  return json({ data: { type: 'queries', attributes } });
}
const DELETED_KEY = '201801012243096483660005125649';

/** A page of the clients report listing deleted people, with `last_key` when more follow. */
function deletedPage(ids: number[], lastKey?: string) {
  const attributes = {
    rows: ids.map((id) => [id]),
    fields: [{ name: 'person_id', type: 'integer' }],
    duration: 0.01,
    has_more: lastKey !== undefined,
    ...(lastKey === undefined ? {} : { last_key: lastKey }),
  };
  return json({ data: { type: 'queries', attributes } });
}

/** The query a sync sends for the deleted people: keyset pages of 500, sorted by key. */
const deletedQuery = (page: Record<string, unknown>) => ({
  data: {
    type: 'queries',
    attributes: {
      fields: ['person_id'],
      filter: ['eq', 'person_state', 'deleted'],
      sort: ['key+'],
      page: { limit: 500, ...page },
    },
  },
});

/** The first `count` batches of a sync, as a run killed after storing them would have left them. */
async function take(count: number, options: SyncOptions): Promise<SyncBatch[]> {
  const batches: SyncBatch[] = [];
  for await (const batch of sync(client(), options)) {
    batches.push(batch);
    if (batches.length === count) break;
  }
  return batches;
}

const sent = () => service.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);
const firstPeople = Array.from({ length: 25 }, (_, i) =>
  person(i + 1, `2026-03-01T10:00:${String(i).padStart(2, '0')}Z`),
);

describe('sync: the reads and the cursor', () => {
  it('a first run sweeps every page of each resource, one batch a page, and ends each sweep', async () => {
    service.reply(
      'GET',
      `${BASE}/api/v2/desk/people`,
      page('people', firstPeople, 27, 2),
      page('people', [person(26, '2026-03-01T11:00:00Z'), person(27, '2026-03-01T11:00:00Z')], 27),
    );
    service.reply('GET', `${BASE}/api/v2/desk/invoices`, page('invoices', [{ id: 7 }], 1));
    service.reply('POST', PLAN_REPORT, planRowsPage([]));
    service.reply('GET', `${BASE}/api/v2/desk/plans`, page('plans', [], 0));
    const noVisits = { rows: [], fields: [], has_more: false };
    service.reply(
      'POST',
      `${BASE}/desk/api/v3/reports/enrollments/queries`,
      json({ data: { attributes: noVisits } }),
    );
    const batches = await collect();
    // The Core API's lists one after another, the visits (the Reporting API's own limit) beside them.
    const visits = 'POST /desk/api/v3/reports/enrollments/queries';
    expect(sent().filter((request) => request !== visits)).toEqual([
      'GET /api/v2/desk/people?page=1&sort=id',
      'GET /api/v2/desk/people?page=2&sort=id',
      'GET /api/v2/desk/invoices?page=1&per_page=100',
      'POST /desk/api/v3/reports/person_plans/queries',
      'GET /api/v2/desk/plans?page=1&per_page=100',
    ]);
    expect(sent().filter((request) => request === visits)).toHaveLength(1);
    const core = batches.filter((b) => b.resource !== 'visits');
    expect(core.map((b) => [b.resource, b.changes.length, b.total])).toEqual([
      ['people', 25, 27],
      ['people', 3, 27],
      ['invoices', 2, 1],
      ['plans', 0, undefined],
      ['plans', 1, 0],
    ]);
    expect(batches.filter((b) => b.resource === 'visits').map((b) => b.changes.length)).toEqual([1]);
    expect(core[0]?.changes[0]).toEqual({
      op: 'upsert',
      resource: 'people',
      id: 1,
      record: firstPeople[0],
      sweep: 1,
    });
    expect(core[1]?.changes[2]).toMatchObject({ op: 'sweep-end', resource: 'people', sweep: 1 });
    expect(core[4]?.changes).toEqual([
      expect.objectContaining({ op: 'sweep-end', resource: 'plans', sweep: 1 }),
    ]);
  });

  it('the visits are read beside the Core lists: their query goes out while a people page is still awaited', async () => {
    let visitsAsked!: () => void;
    const visitsSent = new Promise<void>((resolve) => {
      visitsAsked = resolve;
    });
    // The people page answers only once the visits' query has arrived: read one after the other, the
    // sync would wait for ever.
    service.reply('GET', `${BASE}/api/v2/desk/people`, async () => {
      await visitsSent;
      return page('people', [firstPeople[0]], 1);
    });
    const noVisits = { rows: [], fields: [], has_more: false };
    service.reply('POST', `${BASE}/desk/api/v3/reports/enrollments/queries`, () => {
      visitsAsked();
      return json({ data: { attributes: noVisits } });
    });
    const batches = await collect({ resources: ['people', 'visits'] });
    expect(batches.map((batch) => batch.resource).sort()).toEqual(['people', 'visits']);
    // Each batch's cursor holds the other lane as its last batch left it: the first knows only itself.
    const [first, last] = batches.map((batch) => JSON.parse(atob(batch.cursor as string)).state);
    expect(Object.keys(first)).toEqual([batches[0]?.resource]);
    expect(Object.keys(last).sort()).toEqual(['people', 'visits']);
    expect(last.people).toMatchObject({ sweeps: 1 });
  });

  it('resuming from a batch cursor reads the page after it: nothing repeated, nothing skipped', async () => {
    service.reply(
      'GET',
      `${BASE}/api/v2/desk/people`,
      page('people', firstPeople, 26, 2),
      page('people', [person(26, '2026-03-01T11:00:00Z')], 26),
    );
    const [first] = await collect({ resources: ['people'] });
    service.requests.length = 0;
    const resumed = await collect({ resources: ['people'], cursor: first?.cursor as string });
    expect(sent()).toEqual(['GET /api/v2/desk/people?page=2&sort=id']);
    expect(resumed[0]?.changes.map((c) => ('id' in c ? c.id : c.op))).toEqual([26, 'sweep-end']);
  });

  it('the next run asks only for what changed since the latest change read, and drops what it already has', async () => {
    service.reply('GET', `${BASE}/api/v2/desk/people`, page('people', firstPeople.slice(0, 3), 3));
    const first = await collect({ resources: ['people'] });
    service.requests.length = 0;
    const changed = person(9, '2026-03-01T12:00:00Z');
    service.reply('GET', `${BASE}/api/v2/desk/people`, page('people', [firstPeople[2], changed], 2));
    service.reply('POST', REPORT, deletedPage([]));
    const next = await collect({ resources: ['people'], cursor: first.at(-1)?.cursor as string });
    expect(sent()).toEqual([
      `GET /api/v2/desk/people?page=1&updated_since=${encodeURIComponent('2026-03-01T10:00:02Z')}&sort=id`,
      'POST /desk/api/v3/reports/clients/queries',
    ]);
    expect(next[0]?.changes).toEqual([{ op: 'upsert', resource: 'people', id: 9, record: changed }]);
  });

  it('without updated_at in the records, the next run starts a second before the service clock of the last', async () => {
    service.reply('GET', `${BASE}/api/v2/desk/invoices`, page('invoices', [{ id: 1 }], 1));
    const first = await collect({ resources: ['invoices'] });
    service.requests.length = 0;
    await collect({ resources: ['invoices'], cursor: first.at(-1)?.cursor as string });
    expect(sent()).toEqual([
      `GET /api/v2/desk/invoices?page=1&per_page=100&updated_since=${encodeURIComponent('2026-03-02T11:59:59.000Z')}`,
    ]);
  });

  it('when the count drops during a read (a deletion moved records back), the page before is read again', async () => {
    const second = [26, 27, 28, 29].map((id) => person(id, '2026-03-01T11:00:00Z'));
    service.reply(
      'GET',
      `${BASE}/api/v2/desk/people`,
      page('people', firstPeople, 30, 2),
      page('people', second, 29),
      page('people', [...firstPeople.slice(1), person(26, '2026-03-01T11:00:00Z')], 29, 2),
      page('people', second.slice(1), 29),
    );
    const batches = await collect({ resources: ['people'] });
    expect(service.requests.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2', '1', '2']);
    const ids = new Set(batches.flatMap((b) => b.changes.flatMap((c) => ('id' in c ? [c.id] : []))));
    expect(ids.size).toBe(29);
  });

  it('plans: the report is diffed against the digests a store kept; only changed plans are re-read, by person; what it lost is deleted', async () => {
    service.reply(
      'POST',
      PLAN_REPORT,
      planRowsPage([
        [3, 30],
        [4, 40],
        [6, 60],
      ]),
    );
    service.reply('GET', `${BASE}/api/v2/desk/plans`, page('plans', [{ id: 3 }, { id: 4 }, { id: 6 }], 3));
    const first = await collect({ resources: ['plans'] });
    expect(first.map((batch) => batch.changes.map((change) => change.op))).toEqual([
      [],
      ['upsert', 'upsert', 'upsert', 'sweep-end'],
    ]);
    const digests = first[0]?.digests;
    expect(digests).toMatchObject({ start: true, read: [], end: true });
    expect(Object.keys(digests?.kept ?? {})).toEqual(['3', '4', '6']);
    service.reply(
      'POST',
      PLAN_REPORT,
      planRowsPage([
        [3, 30, 'Renamed'],
        [5, 50],
        [6, 60],
      ]),
    );
    service.reply(
      'GET',
      `${BASE}/api/v2/desk/people/30/plans`,
      page('plans', [{ id: 3, name: 'Renamed' }, { id: 9 }], 2),
    );
    service.reply('GET', `${BASE}/api/v2/desk/people/50/plans`, page('plans', [{ id: 5 }], 1));
    service.requests.length = 0;
    // What the mirror does when a run begins: the cursor of the last batch, with the digests it kept.
    const stored = { plans: { base: digests?.kept ?? {}, next: {}, unread: [3, 4, 6] } };
    const cursor = cursorWithDigests(first.at(-1)?.cursor as string, stored);
    const second = await collect({ resources: ['plans'], cursor });
    expect(sent()).toEqual([
      'POST /desk/api/v3/reports/person_plans/queries',
      'GET /api/v2/desk/people/30/plans?page=1&per_page=100',
      'GET /api/v2/desk/people/50/plans?page=1&per_page=100',
    ]);
    expect(second.map((batch) => batch.digests?.read)).toEqual([[3, 5, 6], undefined, undefined]);
    expect(second.map((batch) => batch.changes)).toEqual([
      [{ op: 'delete', resource: 'plans', id: 4, listed: true }],
      [{ op: 'upsert', resource: 'plans', id: 3, record: { id: 3, name: 'Renamed' } }],
      [{ op: 'upsert', resource: 'plans', id: 5, record: { id: 5 } }],
    ]);
  });

  it('plans: the report query names only the compared fields, 500 rows a page, by key', async () => {
    service.reply('POST', PLAN_REPORT, planRowsPage([]));
    service.reply('GET', `${BASE}/api/v2/desk/plans`, page('plans', [], 0));
    await collect({ resources: ['plans'] });
    expect(JSON.parse(service.requests[0]?.body as string)).toEqual({
      data: {
        type: 'queries',
        attributes: { fields: [...PLAN_ROW_FIELDS], sort: ['key+'], page: { limit: 500 } },
      },
    });
  });

  it('plans after a cursor alone (a store that kept no digests) are swept: every plan written, the rest deleted by the sweep', async () => {
    service.reply(
      'POST',
      PLAN_REPORT,
      planRowsPage([
        [3, 30],
        [4, 40],
      ]),
      planRowsPage([[3, 30]]),
    );
    service.reply('GET', `${BASE}/api/v2/desk/plans`, page('plans', [{ id: 3 }, { id: 4 }], 2));
    const first = await collect({ resources: ['plans'] });
    service.reply('GET', `${BASE}/api/v2/desk/plans`, page('plans', [{ id: 3 }], 1));
    const second = await collect({ resources: ['plans'], cursor: first.at(-1)?.cursor as string });
    expect(second.map((batch) => batch.changes.map((change) => change.op))).toEqual([
      [],
      ['upsert', 'sweep-end'],
    ]);
    expect(second[1]?.changes.at(-1)).toMatchObject({ op: 'sweep-end', resource: 'plans', sweep: 2 });
  });

  it('each batch carries the digests of its own report page once; the cursor stays the same size page after page', async () => {
    const rows = (from: number) =>
      Array.from({ length: 500 }, (_, i): [number, number] => [from + i, 10_000 + from + i]);
    service.reply(
      'POST',
      PLAN_REPORT,
      planRowsPage(rows(1), 'k1'),
      planRowsPage(rows(501), 'k2'),
      planRowsPage(rows(1001)),
    );
    service.reply('GET', `${BASE}/api/v2/desk/plans`, page('plans', [], 0));
    const batches = (await collect({ resources: ['plans'] })).slice(0, 3);
    expect(batches.map((batch) => Object.keys(batch.digests?.kept ?? {}).length)).toEqual([500, 500, 500]);
    expect(batches.map((batch) => Object.keys(batch.digests?.kept ?? {})[0])).toEqual(['1', '501', '1001']);
    expect(batches.map((batch) => [batch.digests?.start, batch.digests?.end])).toEqual([
      [true, undefined],
      [undefined, undefined],
      [undefined, true],
    ]);
    const sizes = batches.map((batch) => batch.cursor?.length ?? 0);
    expect(Math.max(...sizes)).toBeLessThan(400);
  });

  it('--full re-reads a resource whose cursor would read only changes', async () => {
    service.reply('GET', `${BASE}/api/v2/desk/people`, page('people', [firstPeople[0]], 1));
    const first = await collect({ resources: ['people'] });
    service.requests.length = 0;
    const full = await collect({ resources: ['people'], cursor: first.at(-1)?.cursor as string, full: true });
    expect(sent()).toEqual(['GET /api/v2/desk/people?page=1&sort=id']);
    expect(full[0]?.changes.at(-1)).toMatchObject({ op: 'sweep-end', sweep: 2 });
  });

  it('since: a first run reads only what changed after it', async () => {
    service.reply('GET', `${BASE}/api/v2/desk/people`, page('people', [], 0));
    service.reply('POST', REPORT, deletedPage([]));
    await collect({ resources: ['people'], since: '2026-02-01T00:00:00+01:00' });
    expect(sent()).toEqual([
      `GET /api/v2/desk/people?page=1&updated_since=${encodeURIComponent('2026-01-31T23:00:00.000Z')}&sort=id`,
      'POST /desk/api/v3/reports/clients/queries',
    ]);
  });

  it('an incremental run reads the deleted people from the clients report in keyset pages, resumable between them', async () => {
    service.reply('GET', `${BASE}/api/v2/desk/people`, page('people', firstPeople.slice(0, 3), 3));
    const first = await collect({ resources: ['people'] });
    expect(sent()).toEqual(['GET /api/v2/desk/people?page=1&sort=id']);
    service.requests.length = 0;
    service.reply('GET', `${BASE}/api/v2/desk/people`, page('people', [], 0));
    service.reply('POST', REPORT, deletedPage([2, 3], DELETED_KEY), deletedPage([40]));
    const cursor = first.at(-1)?.cursor as string;
    const killed = await take(2, { resources: ['people'], cursor });
    expect(sent()).toEqual([
      `GET /api/v2/desk/people?page=1&updated_since=${encodeURIComponent('2026-03-01T10:00:02Z')}&sort=id`,
      'POST /desk/api/v3/reports/clients/queries',
    ]);
    const query = service.requests[1];
    expect(query?.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(JSON.parse(query?.body as string)).toEqual(deletedQuery({}));
    expect(killed.map((batch) => batch.changes)).toEqual([
      [],
      [
        { op: 'delete', resource: 'people', id: 2, listed: true },
        { op: 'delete', resource: 'people', id: 3, listed: true },
      ],
    ]);
    service.requests.length = 0;
    const resumed = await collect({ resources: ['people'], cursor: killed[1]?.cursor as string });
    expect(sent()).toEqual(['POST /desk/api/v3/reports/clients/queries']);
    expect(JSON.parse(service.requests[0]?.body as string)).toEqual(
      deletedQuery({ starting_after: DELETED_KEY }),
    );
    expect(resumed.map((batch) => batch.changes)).toEqual([
      [{ op: 'delete', resource: 'people', id: 40, listed: true }],
    ]);
    service.requests.length = 0;
    service.reply('POST', REPORT, deletedPage([]));
    await collect({ resources: ['people'], cursor: resumed.at(-1)?.cursor as string });
    expect(sent()).toEqual([
      `GET /api/v2/desk/people?page=1&updated_since=${encodeURIComponent('2026-03-02T11:59:59.000Z')}&sort=id`,
      'POST /desk/api/v3/reports/clients/queries',
    ]);
  });

  it.each([
    [{ resources: ['visit'] } as unknown as SyncOptions, 'resources'],
    [{ resources: [] }, 'resources'],
    [{ since: '2026-02-01' }, 'since'],
    [{ since: 'yesterday' }, 'since'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ cursor: btoa(JSON.stringify({ v: 99, state: {} })) }, 'cursor'],
    [{ visitIds: [1, 0] }, 'visitIds'],
    [{ visitIds: [1.5] }, 'visitIds'],
    [{ visitIds: '12' } as unknown as SyncOptions, 'visitIds'],
  ])('bad input %j is refused before anything is sent', async (options, param) => {
    const error = await collect(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).param).toBe(param);
    expect(service.requests).toEqual([]);
  });
});
