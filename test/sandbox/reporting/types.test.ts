import { describe, expect, it } from 'vitest';
import { CATALOGS, type ReportResource } from '../../../src/sandbox/reporting/catalogs/index.ts';
import { answerReportQuery } from '../../../src/sandbox/reporting/index.ts';
import { reportSource } from '../../../src/sandbox/reporting/records.ts';
import { NOW, sandboxFor } from '../support.ts';

const FORMATS: Record<string, (value: unknown) => boolean> = {
  boolean: (value) => value === 't' || value === 'f',
  currency: Number.isInteger,
  integer: Number.isInteger,
  float: (value) => typeof value === 'number' && Number.isFinite(value),
  date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  datetime: (value) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(value),
  time: (value) => typeof value === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(value),
  string: (value) => typeof value === 'string',
  range: (value) =>
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((end) => typeof end === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(end)) &&
    value[0] <= value[1],
};

describe('every detail field of the seeded business, as the service encodes it', () => {
  it.each(Object.keys(CATALOGS) as ReportResource[])('%s', async (resource) => {
    const sandbox = await sandboxFor({ clients: 25 });
    const catalog = CATALOGS[resource];
    const fields = [...catalog.types.keys()];
    const body = JSON.stringify({ data: { type: 'queries', attributes: { fields, page: { limit: 2000 } } } });
    const answer = answerReportQuery(
      resource,
      body,
      reportSource(sandbox.state, () => NOW.getTime()),
    );
    const { rows, fields: returned } = (
      answer.body as { data: { attributes: { rows: unknown[][]; fields: { name: string; type: string }[] } } }
    ).data.attributes;
    expect(answer.status).toBe(200);
    expect(rows.length).toBeGreaterThan(0);
    const wrong = rows.flatMap((row) =>
      returned.flatMap(({ name, type }, i) => {
        const value = row[i];
        const values = catalog.detail.enum?.[name];
        const valid = value === null || (values ? values.includes(value as string) : FORMATS[type]?.(value));
        return valid ? [] : [`${name}: ${JSON.stringify(value)}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});
