import { afterEach, describe, expect, it } from 'vitest';
import { describeSpec, inferredFields, isInferred, typeOfSpec } from '../../src/reports/field-spec.ts';
import { clients, eq, personPlans } from '../../src/reports/index.ts';
import { answer, attributesOf, reportingService } from './fixtures.ts';

describe('field specs', () => {
  it.each([
    ['integer', 'integer', false, 'integer'],
    ['integer?', 'integer', true, 'integer (inferred from the name)'],
    ['string?', 'string', true, 'string (inferred from the name)'],
    [['a', 'b'], 'enum', false, 'a|b'],
  ] as const)('%j is a %s, inferred: %s, shown as %s', (spec, type, inferred, shown) => {
    expect(typeOfSpec(spec)).toBe(type);
    expect(isInferred(spec)).toBe(inferred);
    expect(describeSpec(spec)).toBe(shown);
  });

  it('lists a report’s inferred fields, and group_label when grouped by one', () => {
    const inferred = inferredFields(personPlans, undefined);
    expect(inferred.has('plan_id')).toBe(true);
    expect(inferred.has('total_used_visit_count')).toBe(true);
    expect(inferred.has('total_count')).toBe(false);
    expect(inferred.has('group_label')).toBe(false);
    expect(inferredFields(personPlans, 'plan_name').has('group_label')).toBe(true);
    expect(inferredFields(personPlans, 'start_month_start_date').has('group_label')).toBe(false);
    expect(inferredFields(clients, 'business_id').size).toBe(6);
  });
});

describe('a query on a report with inferred types', () => {
  let service: Awaited<ReturnType<typeof reportingService>> | undefined;
  afterEach(() => service?.close());

  it('sends the filter by the inferred type, and keeps a value the service sends that does not parse', async () => {
    service = await reportingService([
      answer({
        rows: [
          [7, 'Gold', 't'],
          [8, 'Silver', 'unknown'],
        ],
        fields: [
          { name: 'plan_id', type: 'integer' },
          { name: 'plan_name', type: 'string' },
          { name: 'is_available', type: 'boolean' },
        ],
        has_more: false,
      }),
    ]);
    const rows = await service.reports.personPlans
      .where(eq('is_available', true))
      .select('plan_id', 'plan_name', 'is_available')
      .all();
    expect(rows).toEqual([
      { plan_id: 7, plan_name: 'Gold', is_available: true },
      { plan_id: 8, plan_name: 'Silver', is_available: 'unknown' },
    ]);
    expect(service.requests[0]?.url.pathname).toBe('/desk/api/v3/reports/person_plans/queries');
    expect(attributesOf(service.requests[0])).toEqual({
      filter: ['eq', 'is_available', 't'],
      fields: ['plan_id', 'plan_name', 'is_available'],
      sort: ['key+'],
      page: { limit: 500 },
    });
  });

  it('keeps the group_label of an inferred grouping that does not parse', async () => {
    service = await reportingService([
      answer({
        rows: [
          ['n/a', 3],
          ['12', 2],
        ],
        fields: [
          { name: 'group_label', type: 'integer' },
          { name: 'person_count', type: 'integer' },
        ],
        has_more: false,
      }),
    ]);
    const rows = await service.reports.personPlans.groupBy('plan_id').select('person_count').all();
    expect(rows).toEqual([
      { group_label: 'n/a', person_count: 3 },
      { group_label: 12, person_count: 2 },
    ]);
  });

  it('refuses a value of the wrong type for an inferred field before sending', async () => {
    service = await reportingService([]);
    expect(() => service?.reports.personPlans.where(eq('plan_id', 'seven' as never))).toThrow(
      'where: plan_id must be an integer',
    );
    expect(service.requests).toEqual([]);
  });
});
