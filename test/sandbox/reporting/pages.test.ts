import { describe, expect, it } from 'vitest';
import { reportKey } from '../../../src/sandbox/reporting/index.ts';
import { attributesOf, errorOf, query } from './query.ts';

describe('detail rows and keyset pages', () => {
  it('encodes values as the service does: t/f, minor units, dates as strings, null when missing', () => {
    const got = attributesOf(
      query('clients', {
        fields: ['full_name', 'has_membership', 'account_credit_amount', 'client_since_date', 'email', 'age'],
        filter: ['eq', 'person_id', 103],
      }),
    );
    expect(got.rows).toEqual([['Alan Turing', 't', 3150, '2026-03-13', null, 41]]);
    expect(got.fields).toEqual([
      { name: 'full_name', type: 'string' },
      { name: 'has_membership', type: 'boolean' },
      { name: 'account_credit_amount', type: 'currency' },
      { name: 'client_since_date', type: 'date' },
      { name: 'email', type: 'string' },
      { name: 'age', type: 'integer' },
    ]);
  });

  it('expands custom_fields into one field per custom field of the business', () => {
    const got = attributesOf(
      query('clients', { fields: ['person_id', 'custom_fields'], page: { limit: 2 } }),
    );
    expect(got.fields).toEqual([
      { name: 'person_id', type: 'integer' },
      { name: 'Allergies', type: 'string' },
      { name: 'Shirt', type: 'string' },
    ]);
    expect(got.rows).toEqual([
      [101, null, 'M'],
      [102, 'none', null],
    ]);
  });

  it('pages by key: last_key as starting_after gives the next rows, has_more false at the end', () => {
    const first = attributesOf(query('clients', { fields: ['person_id'], page: { limit: 2 }, sort: [] }));
    expect(first).toMatchObject({ rows: [[101], [102]], has_more: true, last_key: reportKey(2) });
    expect(first.last_key).toMatch(/^\d{30}$/);
    const second = attributesOf(
      query('clients', {
        fields: ['person_id'],
        sort: ['key'],
        page: { limit: 2, starting_after: first.last_key },
      }),
    );
    expect(second).toMatchObject({ rows: [[103], [104]], has_more: true, last_key: reportKey(4) });
    const last = attributesOf(
      query('clients', { fields: ['person_id'], page: { limit: 2, starting_after: second.last_key } }),
    );
    expect(last).toMatchObject({ rows: [[105]], has_more: false, last_key: reportKey(5) });
  });

  it('pages backwards with key-, and takes page {} and starting_after null as no page', () => {
    const got = attributesOf(
      query('clients', {
        fields: ['person_id'],
        sort: ['key-'],
        page: { limit: 2, starting_after: reportKey(4) },
      }),
    );
    expect(got).toMatchObject({ rows: [[103], [102]], has_more: true, last_key: reportKey(2) });
    const all = attributesOf(query('clients', { fields: ['person_id'], page: { starting_after: null } }));
    expect(all).toMatchObject({ has_more: false, last_key: reportKey(5) });
    expect(attributesOf(query('clients', { fields: ['person_id'], page: {} })).rows).toHaveLength(5);
  });

  it('sorts by other fields (+, - or bare), nulls last ascending; such rows come without last_key', () => {
    const got = attributesOf(
      query('clients', { fields: ['person_id', 'age'], sort: ['age-'], page: { limit: 3 } }),
    );
    expect(got.rows).toEqual([
      [104, null],
      [105, 86],
      [102, 85],
    ]);
    expect(got.has_more).toBe(true);
    expect(got).not.toHaveProperty('last_key');
    const ascending = attributesOf(query('clients', { fields: ['person_id'], sort: ['age'] }));
    expect(ascending.rows).toEqual([[101], [103], [102], [105], [104]]);
    const twoKeys = attributesOf(
      query('clients', { fields: ['person_id'], sort: ['has_membership+', 'age-'] }),
    );
    expect(twoKeys.rows).toEqual([[104], [102], [105], [103], [101]]);
  });

  it('counts the rows matching the filter when total_count is asked', () => {
    const got = attributesOf(
      query('clients', {
        fields: ['person_id'],
        filter: ['eq', 'has_membership', 't'],
        page: { limit: 1 },
        total_count: true,
      }),
    );
    expect(got).toMatchObject({ rows: [[101]], total_count: 3, has_more: true });
    expect(attributesOf(query('clients', { fields: ['person_id'] }))).not.toHaveProperty('total_count');
  });

  it('refuses starting_after with another sort, and with a group', () => {
    const sorted = query('clients', {
      fields: ['person_id'],
      sort: ['age+'],
      page: { starting_after: reportKey(1) },
    });
    expect(errorOf(sorted)).toEqual({ status: 422, detail: 'starting_after requires sorting only by key' });
    const grouped = query('clients', {
      fields: ['person_count'],
      group: 'person_state',
      page: { starting_after: reportKey(1) },
    });
    expect(errorOf(grouped)).toEqual({ status: 422, detail: 'starting_after cannot be used with a group' });
  });

  it('takes up to 2000 rows a page; above, the live message', () => {
    expect(
      attributesOf(query('clients', { fields: ['person_id'], page: { limit: 2000 } })).rows,
    ).toHaveLength(5);
    for (const limit of [2001, 0, 1.5, 'ten']) {
      expect(errorOf(query('clients', { fields: ['person_id'], page: { limit } }))).toEqual({
        status: 422,
        detail: 'Limit must be greater than or equal 1 and less than or equal to 2000, if provided',
      });
    }
  });

  it('gives 500 rows a page when no limit is named', () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ key: reportKey(i + 1), person_id: i + 1 }));
    const got = attributesOf(query('clients', { fields: ['person_id'] }, () => many));
    expect(got.rows).toHaveLength(500);
    expect(got).toMatchObject({ has_more: true, last_key: reportKey(500) });
  });
});
