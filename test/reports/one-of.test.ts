import { describe, expect, expectTypeOf, it } from 'vitest';
import { InputError } from '../../src/core/errors.ts';
import { Pike13Client } from '../../src/core/pike13-client.ts';
import { oneOf, Reports } from '../../src/reports/index.ts';

const reports = new Reports(
  new Pike13Client({ baseUrl: 'http://127.0.0.1:9', accessToken: 'tok', rateLimit: false }),
);
const filterOf = (filter: Parameters<typeof reports.clients.where>[0]) =>
  (reports.clients.select('person_id').where(filter).toJSON().data.attributes as { filter: unknown }).filter;

describe('oneOf', () => {
  it('sends an or of eq, one per value (the service has no in)', () => {
    expect(filterOf(oneOf('person_state', ['active', 'inactive']))).toEqual([
      'or',
      [
        ['eq', 'person_state', 'active'],
        ['eq', 'person_state', 'inactive'],
      ],
    ]);
  });

  it('sends a single value as eq', () => {
    expect(filterOf(oneOf('person_id', [4]))).toEqual(['eq', 'person_id', 4]);
  });

  it('refuses an empty list, and more than 100 values', () => {
    expect(() => oneOf('person_id', [])).toThrow('oneOf("person_id"): values must be a non-empty array');
    expect(() => oneOf('person_id', [])).toThrow(InputError);
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(() => oneOf('person_id', ids)).toThrow(
      'oneOf("person_id"): 101 values, at most 100 a query: split them over several queries',
    );
    expect(() => oneOf('person_id', ids.slice(0, 100))).not.toThrow();
  });

  it('is typed by the field: a value of the wrong type does not compile', () => {
    // @ts-expect-error person_id takes numbers
    expect(() => reports.clients.select('person_id').where(oneOf('person_id', ['x']))).toThrow();
    expectTypeOf(oneOf('person_id', [1, 2])).toMatchTypeOf<Parameters<typeof reports.clients.where>[0]>();
  });
});
