import { describe, expect, it } from 'vitest';
import { answerReportQuery } from '../../../src/sandbox/reporting/index.ts';
import { example } from '../../reports/fixtures.ts';
import { attributesOf } from './query.ts';
import { INVOICE_ITEMS, sourceOf } from './records.ts';

const source = sourceOf({ invoice_items: INVOICE_ITEMS });

describe('the five examples of the service', () => {
  it.each([
    '01_franchise_revenue_report',
    '02_product_sales_activity_report',
    '03_most_valuable_clients_report',
    '04_recently_sold_items_report',
    '05_best_selling_items_report',
  ])('%s: same request, an answer of the same shape, field types and order', async (name) => {
    const { request, response } = await example(name);
    const answer = answerReportQuery('invoice_items', JSON.stringify(request.body), source);
    expect(answer.status).toBe(200);
    const got = attributesOf(answer);
    const want = response.data.attributes;
    expect(Object.keys(got)).toEqual(Object.keys(want));
    expect(got.fields).toEqual(want.fields);
    const rows = got.rows as unknown[][];
    expect(rows.length).toBeGreaterThan(0);
    const types = (want.fields as { type: string }[]).map((field) => field.type);
    for (const row of rows) {
      expect(row).toHaveLength(types.length);
      row.forEach((value, i) => {
        expect(
          value === null ||
            typeof value === (types[i] === 'currency' || types[i] === 'integer' ? 'number' : 'string'),
        ).toBe(true);
      });
    }
    expect(typeof got.duration).toBe('number');
    expect(typeof got.uuid).toBe('string');
  });

  it('answers example 03 with the payers ranked by revenue, retail excluded', async () => {
    const { request } = await example('03_most_valuable_clients_report');
    const got = attributesOf(answerReportQuery('invoice_items', JSON.stringify(request.body), source));
    expect(got.rows).toEqual([
      ['Sydnee VonRueden', 50_505],
      ['Kaia Collins', 11_385],
      ['Johnny Five', 500],
    ]);
    expect(got.has_more).toBe(false);
    expect(got).not.toHaveProperty('last_key');
  });
});
