import { describe, expect, it } from 'vitest';
import { answerReportQuery, type ReportSource, reportKey } from '../../../src/sandbox/reporting/index.ts';
import { RecordSet } from '../../../src/sandbox/reporting/record-set.ts';

/** A source of `count` clients that counts the records it builds. */
function countingSource(count: number) {
  const built: number[] = [];
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  const records = () =>
    RecordSet.deferred(
      ids,
      (id) => reportKey(id),
      (id) => {
        built.push(id);
        return { key: reportKey(id), person_id: id, has_membership: id % 2 === 0 };
      },
    );
  return { built, source: () => records() };
}

const ask = (source: () => RecordSet, attributes: unknown) => {
  const answer = answerReportQuery(
    'clients',
    JSON.stringify({ data: { type: 'queries', attributes } }),
    source as unknown as ReportSource,
  );
  expect(answer.status).toBe(200);
  return (answer.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
};

describe('report records built only when a query reads them', () => {
  it('builds the page’s records (and the one that says more follow), not the other thousands', () => {
    const { built, source } = countingSource(10_000);
    const first = ask(source, { fields: ['person_id'], page: { limit: 3 }, total_count: true });
    expect(first).toMatchObject({ rows: [[1], [2], [3]], has_more: true, total_count: 10_000 });
    expect(built).toEqual([1, 2, 3, 4]);
    built.length = 0;
    const next = ask(source, { fields: ['person_id'], page: { limit: 2, starting_after: first.last_key } });
    expect(next).toMatchObject({ rows: [[4], [5]], has_more: true });
    expect(built).toEqual([4, 5, 6]);
  });

  it('builds every record when the answer depends on all: a count under a filter, a sort, a group', () => {
    const { built, source } = countingSource(50);
    const counted = ask(source, {
      fields: ['person_id'],
      filter: ['eq', 'has_membership', 't'],
      page: { limit: 2 },
      total_count: true,
    });
    expect(counted).toMatchObject({ rows: [[2], [4]], total_count: 25 });
    expect(new Set(built).size).toBe(50);
    built.length = 0;
    expect(ask(source, { fields: ['person_id'], sort: ['person_id-'], page: { limit: 1 } }).rows).toEqual([
      [50],
    ]);
    expect(built).toHaveLength(50);
    built.length = 0;
    expect(ask(source, { fields: ['person_count'], group: 'has_membership' }).rows).toEqual([
      ['f', 25],
      ['t', 25],
    ]);
    expect(built).toHaveLength(50);
  });
});
