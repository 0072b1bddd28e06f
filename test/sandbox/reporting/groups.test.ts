import { describe, expect, it } from 'vitest';
import { attributesOf, query } from './query.ts';

describe('grouped rows', () => {
  it('puts group_label first, typed as the grouping, and folds each group into its summary fields', () => {
    const got = attributesOf(
      query('clients', {
        group: 'has_membership',
        fields: ['person_count', 'total_account_credit_amount', 'has_membership_count'],
      }),
    );
    expect(got.fields).toEqual([
      { name: 'group_label', type: 'boolean' },
      { name: 'person_count', type: 'integer' },
      { name: 'total_account_credit_amount', type: 'currency' },
      { name: 'has_membership_count', type: 'integer' },
    ]);
    expect(got.rows).toEqual([
      ['f', 2, 6_300, 0],
      ['t', 3, 9_450, 3],
    ]);
    expect(got).toMatchObject({ has_more: false });
    expect(got).not.toHaveProperty('last_key');
  });

  it('groups by the first day of a period, sorts by a summary field, and has more without last_key', () => {
    const got = attributesOf(
      query('clients', {
        group: 'client_since_quarter_start_date',
        fields: ['total_count'],
        sort: ['total_count-'],
        page: { limit: 1 },
      }),
    );
    expect(got.fields).toEqual([
      { name: 'group_label', type: 'date' },
      { name: 'total_count', type: 'integer' },
    ]);
    expect(got.rows).toEqual([['2026-01-01', 3]]);
    expect(got).toMatchObject({ has_more: true });
    expect(got).not.toHaveProperty('last_key');
  });

  it('groups weeks from Monday or Sunday, months and years', () => {
    const label = (group: string) =>
      (
        attributesOf(query('clients', { group, fields: ['total_count'], filter: ['eq', 'person_id', 105] }))
          .rows as unknown[][]
      )[0]?.[0];
    // 2026-05-15 is a Friday.
    expect(label('client_since_week_mon_start_date')).toBe('2026-05-11');
    expect(label('client_since_week_sun_start_date')).toBe('2026-05-10');
    expect(label('client_since_month_start_date')).toBe('2026-05-01');
    expect(label('client_since_year_start_date')).toBe('2026-01-01');
  });

  it('filters before grouping and keeps a group for missing values', () => {
    const got = attributesOf(
      query('clients', {
        group: 'age',
        fields: ['total_count'],
        filter: ['ne', 'first_name', 'Ada'],
        sort: ['group_label+'],
      }),
    );
    expect(got.rows).toEqual([
      [41, 1],
      [85, 1],
      [86, 1],
      [null, 1],
    ]);
  });
});
