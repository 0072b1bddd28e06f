import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import * as fieldSpec from '../../src/reports/field-spec.ts';
import { answer, attributesOf, reportingService } from './fixtures.ts';

// The real function, watched: how often a query works out which fields it reads leniently. The worker's
// modules are shared between files: this file loads its own, with the mock, and leaves none of them behind.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());
vi.mock(import('../../src/reports/field-spec.ts'), async (original) => {
  const real = await original();
  return { ...real, inferredFields: vi.fn(real.inferredFields) };
});

const FIELDS = [
  { name: 'plan_id', type: 'integer' },
  { name: 'plan_name', type: 'string' },
];
const page = (rows: unknown[][], more: { has_more: boolean; last_key?: string }) =>
  answer({ rows, fields: FIELDS, ...more });

let service: Awaited<ReturnType<typeof reportingService>> | undefined;
afterEach(() => service?.close());

describe('a query read page after page', () => {
  it('works out its lenient (inferred) fields once, and reads each page with them', async () => {
    service = await reportingService([
      page([[7, 'Gold']], { has_more: true, last_key: 'k1' }),
      page([['n/a', 'Silver']], { has_more: true, last_key: 'k2' }),
      page([[9, 'Bronze']], { has_more: false }),
    ]);
    vi.mocked(fieldSpec.inferredFields).mockClear();
    const rows = await service.reports.personPlans.select('plan_id', 'plan_name').all();
    expect(rows).toEqual([
      { plan_id: 7, plan_name: 'Gold' },
      { plan_id: 'n/a', plan_name: 'Silver' },
      { plan_id: 9, plan_name: 'Bronze' },
    ]);
    expect(service.requests.map((request) => attributesOf(request).page)).toEqual([
      { limit: 500 },
      { limit: 500, starting_after: 'k1' },
      { limit: 500, starting_after: 'k2' },
    ]);
    expect(fieldSpec.inferredFields).toHaveBeenCalledTimes(1);
  });
});
