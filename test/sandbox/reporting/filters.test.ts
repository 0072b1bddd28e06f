import { describe, expect, it } from 'vitest';
import { errorOf, query, rowsOf } from './query.ts';

/** The person ids of the clients a filter selects, in key order. */
const people = (filter: unknown) => rowsOf('clients', { fields: ['person_id'], filter }).map((row) => row[0]);

describe('filters over the clients report', () => {
  it('compares strings case-insensitively and numbers by value', () => {
    expect(people(['eq', 'first_name', 'ADA'])).toEqual([101]);
    expect(people(['ne', 'first_name', 'ada'])).toEqual([102, 103, 104, 105]);
    expect(people(['gt', 'age', 41])).toEqual([102, 105]);
    expect(people(['lt', 'age', 41])).toEqual([101]);
    expect(people(['btw', 'age', [36, 41]])).toEqual([101, 103]);
  });

  it('matches text anywhere, at the start, at the end, or not at all', () => {
    expect(people(['contains', 'last_name', 'OV'])).toEqual([101, 105]);
    expect(people(['wo', 'last_name', 'ov'])).toEqual([102, 103, 104]);
    expect(people(['starts', 'full_name', 'a'])).toEqual([101, 103]);
    expect(people(['ends', 'email', '@EXAMPLE.com'])).toEqual([101, 102, 104, 105]);
  });

  it('tells missing values with emp and nemp; a missing value matches no comparison', () => {
    expect(people(['emp', 'email'])).toEqual([103]);
    expect(people(['nemp', 'age'])).toEqual([101, 102, 103, 105]);
    expect(people(['lt', 'age', 1000])).toEqual([101, 102, 103, 105]);
    expect(people(['ne', 'age', 36])).toEqual([102, 103, 105]);
  });

  it('combines with and / or, nested', () => {
    const filter = [
      'or',
      [
        ['eq', 'person_state', 'hidden'],
        [
          'and',
          [
            ['eq', 'has_membership', 't'],
            ['gt', 'age', 80],
          ],
        ],
      ],
    ];
    expect(people(filter)).toEqual([104, 105]);
  });

  it('takes the forms live clients send: t/f, one-element arrays, string ids, the flat btw, empty filter', () => {
    expect(people(['eq', 'has_membership', 'f'])).toEqual([102, 104]);
    expect(people(['ne', 'person_state', ['active']])).toEqual([104]);
    expect(people(['eq', 'person_id', '103'])).toEqual([103]);
    expect(people(['btw', 'client_since_date', '2026-02-01', '2026-03-31'])).toEqual([102, 103]);
    expect(people([])).toEqual([101, 102, 103, 104, 105]);
    expect(people(null)).toEqual([101, 102, 103, 104, 105]);
  });

  it('ignores a filter on a field the report does not have, as the service does', () => {
    expect(
      people([
        'and',
        [
          ['eq', 'no_such_field', 'x'],
          ['eq', 'age', 36],
        ],
      ]),
    ).toEqual([101]);
  });

  it.each(['gte', 'lte', 'in', 'between'])('answers 422 Unsupported operation for %s', (operation) => {
    const answer = query('clients', { fields: ['person_id'], filter: [operation, 'age', 40] });
    expect(errorOf(answer)).toEqual({ status: 422, detail: `Unsupported operation: "${operation}"` });
  });

  it('answers 422 for a value that is not of the field type, or a filter of the wrong shape', () => {
    expect(errorOf(query('clients', { fields: ['person_id'], filter: ['gt', 'age', 'old'] }))).toEqual({
      status: 422,
      detail: 'Invalid value for "age": "old"',
    });
    expect(
      errorOf(query('clients', { fields: ['person_id'], filter: ['eq', 'has_membership', 'yes'] })),
    ).toEqual({
      status: 422,
      detail: 'Invalid value for "has_membership": "yes"',
    });
    expect(errorOf(query('clients', { fields: ['person_id'], filter: ['btw', 'age', [1]] }))).toEqual({
      status: 422,
      detail: 'Invalid filter: ["btw","age",[1]]',
    });
    expect(errorOf(query('clients', { fields: ['person_id'], filter: 'age > 3' }))).toEqual({
      status: 422,
      detail: 'Invalid filter: "age > 3"',
    });
  });
});
