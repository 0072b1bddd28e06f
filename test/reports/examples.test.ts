import { afterEach, describe, expect, it } from 'vitest';
import { and, btw, contains, eq, IncompleteReportError, ne, type Reports } from '../../src/reports/index.ts';
import { example, reportingService } from './fixtures.ts';

/** The five reference queries, written with the builder. */
const QUERIES: Record<string, (reports: Reports) => { toJSON(): unknown; page(): PromiseLike<unknown> }> = {
  '01_franchise_revenue_report': (r) =>
    r.invoiceItems
      .groupBy('business_name')
      .select('total_net_paid_revenue_amount', 'total_net_paid_amount', 'total_net_paid_tax_amount')
      .orderBy('total_net_paid_revenue_amount', 'desc')
      .limit(10),
  '02_product_sales_activity_report': (r) =>
    r.invoiceItems
      .groupBy('closed_date')
      .where(contains('product_name', 'Drop-In'))
      .select(
        'invoice_item_count',
        'total_net_paid_revenue_amount',
        'total_net_paid_amount',
        'total_net_paid_tax_amount',
      )
      .orderBy('total_net_paid_revenue_amount', 'desc'),
  '03_most_valuable_clients_report': (r) =>
    r.invoiceItems
      .groupBy('invoice_payer_name')
      .where(and(ne('product_type', 'retail'), btw('closed_date', '2015-09-01', '2015-09-30')))
      .select('total_net_paid_revenue_amount')
      .orderBy('total_net_paid_revenue_amount', 'desc')
      .limit(5),
  '04_recently_sold_items_report': (r) =>
    r.invoiceItems
      .where(eq('invoice_state', 'closed'))
      .select('product_name', 'product_type', 'net_paid_revenue_amount', 'invoice_payer_name')
      .orderBy('closed_at', 'desc')
      .limit(5),
  '05_best_selling_items_report': (r) =>
    r.invoiceItems
      .groupBy('product_name')
      .select('invoice_item_count', 'total_net_paid_revenue_amount')
      .orderBy('invoice_item_count', 'desc')
      .limit(5),
};

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

describe.each(Object.keys(QUERIES))('reference example %s', (name) => {
  const build = QUERIES[name] as (typeof QUERIES)[string];

  it('is reproduced byte for byte by toJSON()', async () => {
    const { request } = await example(name);
    const service = await reportingService();
    close = service.close;
    expect(JSON.stringify(build(service.reports))).toBe(JSON.stringify(request.body));
  });

  it('is sent byte for byte, and its answer decoded in field order', async () => {
    const { request, response } = await example(name);
    const service = await reportingService([response]);
    close = service.close;
    const page = (await build(service.reports).page()) as {
      rows: Record<string, unknown>[];
      fields: { name: string }[];
    };
    const sent = service.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.url.pathname).toBe('/desk/api/v3/reports/invoice_items/queries');
    expect(sent?.url.search).toBe('');
    expect(sent?.headers.authorization).toBe('Bearer tok_reports');
    expect(sent?.headers['content-type']).toBe('application/vnd.api+json');
    expect(sent?.headers.accept).toBe('application/vnd.api+json');
    expect(sent?.body).toBe(JSON.stringify(request.body));
    const rows = response.data.attributes.rows as unknown[][];
    const names = page.fields.map((field) => field.name);
    expect(page.rows.map((row) => names.map((n) => row[n]))).toEqual(rows);
    expect(Object.keys(page.rows[0] ?? {})).toEqual(names);
  });
});

describe('a grouped reference answer with more groups (05: five of more, has_more, no last_key)', () => {
  const bestSellers = (reports: Reports) =>
    reports.invoiceItems
      .groupBy('product_name')
      .select('invoice_item_count', 'total_net_paid_revenue_amount')
      .orderBy('invoice_item_count', 'desc');

  it('all() sends the example query once, then refuses to return a part as the whole', async () => {
    const { request, response } = await example('05_best_selling_items_report');
    const service = await reportingService([response]);
    close = service.close;
    const error = await bestSellers(service.reports)
      .limit(5)
      .all()
      .catch((e: unknown) => e);
    expect(IncompleteReportError.is(error)).toBe(true);
    expect(error).toMatchObject({ received: 5, grouped: true });
    expect((error as Error).message).toMatch(
      /^reports\.invoice_items: the service has more groups than the 5 /,
    );
    expect(service.requests.map((sent) => sent.body)).toEqual([JSON.stringify(request.body)]);
  });

  it('all({ limit: 5 }) gets the five groups it asked for', async () => {
    const { response } = await example('05_best_selling_items_report');
    const service = await reportingService([response]);
    close = service.close;
    const rows = await bestSellers(service.reports).all({ limit: 5 });
    expect(rows.map((row) => row.invoice_item_count)).toEqual(
      (response.data.attributes.rows as unknown[][]).map((row) => row[1]),
    );
    expect(service.requests).toHaveLength(1);
  });
});
