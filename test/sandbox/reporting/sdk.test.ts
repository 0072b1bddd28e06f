import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pike13 } from '../../../src/pike13.ts';
import { and, eq, gt } from '../../../src/reports/index.ts';
import { routeReportQuery } from '../../../src/sandbox/reporting/route.ts';
import { CLIENTS, INVOICE_ITEMS, sourceOf } from './records.ts';
import { serveFetch } from './serve.ts';

const source = sourceOf({ clients: CLIENTS, invoice_items: INVOICE_ITEMS });
let server: Awaited<ReturnType<typeof serveFetch>>;
let pike13: Pike13;
const received: { path: string; type: string | null; body: unknown }[] = [];

beforeAll(async () => {
  server = await serveFetch(async (request) => {
    received.push({
      path: new URL(request.url).pathname,
      type: request.headers.get('content-type'),
      body: await request.clone().json(),
    });
    return routeReportQuery(request, source);
  });
  pike13 = new Pike13({ baseUrl: server.url, accessToken: 'tok_sandbox', rateLimit: false, maxRetries: 0 });
});
afterAll(() => server.close());

describe('the SDK pike13.reports builder against the sandbox engine on loopback', () => {
  it('reads every row page after page, following last_key', async () => {
    received.length = 0;
    const rows = await pike13.reports.clients
      .select('person_id', 'full_name', 'has_membership')
      .limit(2)
      .all();
    expect(rows).toEqual(
      CLIENTS.map((c) => ({
        person_id: c.person_id,
        full_name: c.full_name,
        has_membership: c.has_membership,
      })),
    );
    expect(received).toHaveLength(3);
    expect(received[0]).toMatchObject({
      path: '/desk/api/v3/reports/clients/queries',
      type: 'application/vnd.api+json',
    });
  });

  it('filters and counts', async () => {
    const page = await pike13.reports.clients
      .select('person_id', 'age')
      .where(and(eq('has_membership', true), gt('age', 40)))
      .withTotalCount()
      .page();
    expect(page.rows).toEqual([
      { person_id: 103, age: 41 },
      { person_id: 105, age: 86 },
    ]);
    expect(page.totalCount).toBe(2);
    expect(page.hasMore).toBe(false);
  });

  it('groups, with group_label first and currency totals in minor units', async () => {
    const page = await pike13.reports.invoiceItems
      .groupBy('invoice_payer_name')
      .select('total_net_paid_revenue_amount', 'invoice_item_count')
      .orderBy('total_net_paid_revenue_amount', 'desc')
      .page();
    expect(page.fields.map((field) => field.name)).toEqual([
      'group_label',
      'total_net_paid_revenue_amount',
      'invoice_item_count',
    ]);
    expect(page.rows[0]).toMatchObject({ total_net_paid_revenue_amount: 50_505, invoice_item_count: 2 });
    expect(page.lastKey).toBeUndefined();
  });
});
