import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.ts';
import { Pike13Client } from '../../src/core/pike13-client.ts';
import {
  and,
  btw,
  emp,
  ends,
  eq,
  type Filter,
  gt,
  lt,
  nemp,
  or,
  Reports,
  starts,
  wo,
} from '../../src/reports/index.ts';

const reports = new Reports(
  new Pike13Client({ baseUrl: 'http://127.0.0.1:9', accessToken: 'tok', rateLimit: false }),
);
const attributes = (query: { toJSON(): { data: { attributes: unknown } } }) => query.toJSON().data.attributes;

/** Calls the builder as a JavaScript caller would, without the compile-time checks. */
const untyped = <T>(value: T) => value as unknown as Record<string, (...args: unknown[]) => unknown>;

describe('the query body', () => {
  it('is a JSON API queries document with the spec attributes, in a fixed order', () => {
    const query = reports.clients
      .withTotalCount()
      .limit(100)
      .orderBy('last_name')
      .where(eq('person_state', 'active'))
      .select('person_id', 'full_name', 'has_membership')
      .orderBy('person_id', 'desc');
    expect(JSON.stringify(query.toJSON())).toBe(
      JSON.stringify({
        data: {
          type: 'queries',
          attributes: {
            filter: ['eq', 'person_state', 'active'],
            fields: ['person_id', 'full_name', 'has_membership'],
            sort: ['last_name+', 'person_id-'],
            page: { limit: 100 },
            total_count: true,
          },
        },
      }),
    );
  });

  it('leaves out what was not asked for', () => {
    expect(reports.clients.select('email').toJSON()).toEqual({
      data: { type: 'queries', attributes: { fields: ['email'] } },
    });
  });

  it('is immutable: every call returns a new query and leaves the old one as it was', () => {
    const base = reports.clients.select('person_id');
    const sorted = base.orderBy('key');
    const filtered = base.where(eq('age', 30));
    expect(attributes(base)).toEqual({ fields: ['person_id'] });
    expect(attributes(sorted)).toEqual({ fields: ['person_id'], sort: ['key+'] });
    expect(attributes(filtered)).toEqual({ filter: ['eq', 'age', 30], fields: ['person_id'] });
    expect(attributes(reports.clients)).toEqual({ fields: [] });
  });

  it('adds the fields of several select calls once each', () => {
    expect(attributes(reports.clients.select('email', 'phone').select('phone', 'age'))).toEqual({
      fields: ['email', 'phone', 'age'],
    });
  });
});

describe('filters', () => {
  const filterOf = (filter: Filter) =>
    (attributes(reports.enrollments.where(filter as never)) as { filter: unknown }).filter;

  it('sends booleans as t and f, as the service writes them', () => {
    expect(filterOf(eq('is_paid', true))).toEqual(['eq', 'is_paid', 't']);
    expect(filterOf(eq('is_waitlist', false))).toEqual(['eq', 'is_waitlist', 'f']);
  });

  it('sends a Date as an ISO timestamp for datetimes, and as its UTC day for dates', () => {
    const moment = new Date('2024-03-10T17:30:00.000Z');
    expect(filterOf(gt('start_at', moment))).toEqual(['gt', 'start_at', '2024-03-10T17:30:00.000Z']);
    expect(filterOf(lt('service_date', moment))).toEqual(['lt', 'service_date', '2024-03-10']);
    expect(filterOf(gt('start_at', '2024-03-10T09:30:00-08:00'))).toEqual([
      'gt',
      'start_at',
      '2024-03-10T09:30:00-08:00',
    ]);
  });

  it('sends btw as field and [low, high], and and/or as lists', () => {
    expect(filterOf(or(btw('estimated_amount', 100, 500), and(emp('email'), nemp('phone'))))).toEqual([
      'or',
      [
        ['btw', 'estimated_amount', [100, 500]],
        [
          'and',
          [
            ['emp', 'email'],
            ['nemp', 'phone'],
          ],
        ],
      ],
    ]);
  });

  it('sends the text operations with their text', () => {
    expect(
      filterOf(and(starts('full_name', 'An'), ends('email', '.org'), wo('service_name', 'trial'))),
    ).toEqual([
      'and',
      [
        ['starts', 'full_name', 'An'],
        ['ends', 'email', '.org'],
        ['wo', 'service_name', 'trial'],
      ],
    ]);
  });

  it('joins several where calls with and', () => {
    const query = reports.clients.where(eq('age', 30)).where(eq('has_membership', true)).where(emp('email'));
    expect(attributes(query)).toMatchObject({
      filter: [
        'and',
        [
          ['eq', 'age', 30],
          ['eq', 'has_membership', 't'],
          ['emp', 'email'],
        ],
      ],
    });
  });

  it.each([
    ['a boolean field given a string', eq('is_paid', 't'), /is_paid must be true or false/],
    [
      'a currency given a fraction',
      eq('estimated_amount', 10.5),
      /estimated_amount must be an integer \(minor units/,
    ],
    [
      'a date given a timestamp',
      eq('service_date', '2024-03-10T10:00:00Z'),
      /service_date must be a Date or a date as YYYY-MM-DD/,
    ],
    [
      'a datetime without offset',
      gt('start_at', '2024-03-10T10:00:00'),
      /start_at must be a Date or an ISO 8601 timestamp/,
    ],
    ['a compact time', eq('service_time', '1330'), /service_time must be a time as HH:MM:SS/],
    ['an invalid Date', gt('start_at', new Date('nope')), /start_at must be a Date/],
    [
      'a text operation on a number',
      starts('visit_id', '1'),
      /starts cannot filter the integer field visit_id/,
    ],
    ['an order on a boolean', gt('is_paid', true), /gt cannot filter the boolean field is_paid/],
    ['an empty and', and(), /and\(\) needs at least one filter/],
  ])('refuses %s', (_, filter, message) => {
    expect(() => filterOf(filter)).toThrow(InputError);
    expect(() => filterOf(filter)).toThrow(message);
  });

  it('refuses a filter on an unknown field, listing the detail fields', () => {
    expect(() => filterOf(eq('nope', 1))).toThrow(
      /where: "nope" is not a field of the enrollments report; detail fields: .*visit_id/,
    );
  });

  it('refuses a filter on a logical field', () => {
    expect(() => reports.clients.where(nemp('custom_fields') as never)).toThrow(
      /cannot filter the logical field custom_fields/,
    );
  });

  it('refuses what is not a filter', () => {
    expect(() => untyped(reports.clients).where?.(['eq', 'age', 3])).toThrow(
      /where\(\) takes a filter made by eq\(\)/,
    );
  });
});

describe('run-time checks of the builder (JavaScript callers)', () => {
  const clients = untyped(reports.clients);

  it('refuses an unknown field, listing the detail fields', () => {
    expect(() => clients.select?.('nope')).toThrow(InputError);
    expect(() => clients.select?.('nope')).toThrow(
      /select: "nope" is not a field of the clients report; detail fields: account_claim_date, .*unpaid_visits$/,
    );
  });

  it('refuses a summary field without a grouping, saying why', () => {
    expect(() => clients.select?.('person_count')).toThrow(
      /"person_count" is a summary field \(valid only after groupBy\) of the clients report; detail fields: /,
    );
    expect(() => clients.orderBy?.('person_count')).toThrow(/orderBy: "person_count" is a summary field/);
  });

  it('refuses a detail field after a grouping, listing the summary fields', () => {
    const grouped = untyped(reports.clients.groupBy('age'));
    expect(() => grouped.select?.('full_name')).toThrow(
      /select: "full_name" is a detail field \(valid without groupBy\) of the clients report; summary fields: account_claim_count, /,
    );
  });

  it('refuses a non-grouping, listing the groupings', () => {
    expect(() => clients.groupBy?.('email')).toThrow(
      /groupBy: the clients report cannot be grouped by "email"; groupings: account_claim_date, .*client_since_year_start_date$/,
    );
  });

  it('refuses a grouping after detail fields, and a second grouping', () => {
    expect(() => untyped(reports.clients.select('email')).groupBy?.('age')).toThrow(
      /groupBy\(\) must come before select\(\)/,
    );
    expect(() => untyped(reports.clients.orderBy('email')).groupBy?.('age')).toThrow(
      /groupBy\(\) must come before/,
    );
    expect(() => untyped(reports.clients.groupBy('age')).groupBy?.('tenure_group')).toThrow(
      /already grouped by age/,
    );
  });

  it('refuses an empty select, a bad direction and a limit outside 1..500', () => {
    expect(() => clients.select?.()).toThrow(/select\(\) needs at least one field/);
    expect(() => clients.orderBy?.('email', 'down')).toThrow(/direction must be 'asc' or 'desc'/);
    for (const limit of [0, 501, 2.5, Number.NaN]) {
      expect(() => reports.clients.limit(limit)).toThrow(/limit must be an integer from 1 to 500/);
    }
    expect(attributes(reports.clients.limit(500))).toMatchObject({ page: { limit: 500 } });
  });

  it('refuses a bad resource name', () => {
    expect(() => reports.resource('../people')).toThrow(/is not a report resource name/);
  });
});

describe('custom fields by id', () => {
  it('selects and filters custom_field_<id> on the reports with custom_fields, values sent as given', () => {
    const query = reports.staffMembers
      .where(and(eq('custom_field_180098', 'Blue'), eq('custom_field_7', true)))
      .select('person_id', 'custom_field_180098');
    expect(attributes(query)).toEqual({
      filter: [
        'and',
        [
          ['eq', 'custom_field_180098', 'Blue'],
          ['eq', 'custom_field_7', 't'],
        ],
      ],
      fields: ['person_id', 'custom_field_180098'],
    });
    expect(attributes(reports.clients.orderBy('custom_field_12'))).toEqual({
      fields: [],
      sort: ['custom_field_12+'],
    });
  });

  it('refuses one on a report without custom_fields, and a name that is not custom_field_<digits>', () => {
    expect(() => untyped(reports.invoices).select?.('custom_field_7')).toThrow(
      '"custom_field_7" is not a field of the invoices report',
    );
    expect(() => untyped(reports.clients).select?.('custom_field_x')).toThrow(
      '"custom_field_x" is not a field of the clients report',
    );
    expect(() => untyped(reports.clients.groupBy('age')).select?.('custom_field_7')).toThrow(
      '"custom_field_7" is not a field of the clients report',
    );
  });
});

describe('resource()', () => {
  it('builds untyped queries: any names, values sent by their JavaScript type', () => {
    const query = reports
      .resource('payments')
      .groupBy('payment_method')
      .where(and(eq('refunded', true), gt('paid_at', new Date('2024-01-01T00:00:00Z'))))
      .select('total_amount');
    expect(query.toJSON()).toEqual({
      data: {
        type: 'queries',
        attributes: {
          group: 'payment_method',
          filter: [
            'and',
            [
              ['eq', 'refunded', 't'],
              ['gt', 'paid_at', '2024-01-01T00:00:00.000Z'],
            ],
          ],
          fields: ['total_amount'],
        },
      },
    });
    expect(() => untyped(reports.resource('payments')).select?.('')).toThrow(/non-empty string/);
  });
});
