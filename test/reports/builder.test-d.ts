import { describe, expectTypeOf, it } from 'vitest';
import { Pike13Client } from '../../src/core/pike13-client.ts';
import {
  and,
  btw,
  contains,
  emp,
  eq,
  gt,
  lt,
  ne,
  nemp,
  or,
  type RangeValue,
  type ReportPage,
  Reports,
  type ReportValue,
  starts,
  wo,
} from '../../src/reports/index.ts';

const reports = new Reports(
  new Pike13Client({ baseUrl: 'http://127.0.0.1:1', accessToken: 't', rateLimit: false }),
);

describe('select', () => {
  it('types rows from the selected detail fields', async () => {
    const rows = await reports.clients.select('person_id', 'full_name', 'has_membership', 'birthdate').all();
    expectTypeOf(rows).toEqualTypeOf<
      {
        person_id: number | null;
        full_name: string | null;
        has_membership: boolean | null;
        birthdate: string | null;
      }[]
    >();
  });

  it('adds the fields of each select call', async () => {
    const page = await reports.enrollments
      .select('visit_id')
      .select('duration_in_hours', 'estimated_amount')
      .page();
    expectTypeOf(page.rows[0]).toEqualTypeOf<
      | { visit_id: number | null; duration_in_hours: number | null; estimated_amount: number | null }
      | undefined
    >();
  });

  it('types enums as their known values, any other string allowed', async () => {
    const [row] = await reports.clients.select('person_state').all();
    expectTypeOf(row?.person_state).toEqualTypeOf<
      'active' | 'deleted' | 'hidden' | (string & {}) | null | undefined
    >();
  });

  it('types datetime and time fields as strings as sent', async () => {
    const [row] = await reports.eventOccurrenceStaffMembers.select('start_at', 'service_time', 'role').all();
    expectTypeOf(row?.start_at).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(row?.service_time).toEqualTypeOf<string | null | undefined>();
  });

  it('expands logical fields into loosely typed instance fields', async () => {
    const [row] = await reports.clients.select('person_id', 'custom_fields').all();
    if (row === undefined) return;
    expectTypeOf(row.person_id).toEqualTypeOf<number | null>();
    expectTypeOf(row.custom_field_12).toEqualTypeOf<ReportValue | undefined>();
  });

  it('refuses unknown fields', () => {
    // @ts-expect-error not a field of clients
    reports.clients.select('nope');
    // @ts-expect-error a field of another report
    reports.clients.select('visit_id');
  });

  it('refuses summary fields without a grouping', () => {
    // @ts-expect-error person_count is a summary field
    reports.clients.select('person_count');
    // @ts-expect-error and it cannot be sorted on either
    reports.clients.orderBy('person_count');
  });
});

describe('groupBy', () => {
  it('takes only summary fields afterwards, and types group_label from the grouping', async () => {
    const rows = await reports.clients
      .groupBy('has_membership')
      .select('person_count', 'total_net_paid_amount')
      .all();
    expectTypeOf(rows).toEqualTypeOf<
      { group_label: boolean | null; person_count: number | null; total_net_paid_amount: number | null }[]
    >();
  });

  it('types derived groupings from their declared type', async () => {
    const [row] = await reports.clients.groupBy('client_since_month_start_date').select('person_count').all();
    expectTypeOf(row?.group_label).toEqualTypeOf<string | null | undefined>();
  });

  it('refuses detail fields after a grouping', () => {
    // @ts-expect-error full_name is a detail field
    reports.clients.groupBy('age').select('full_name');
    // @ts-expect-error and cannot be sorted on
    reports.clients.groupBy('age').orderBy('full_name');
  });

  it('refuses non-groupings', () => {
    // @ts-expect-error email is not a grouping
    reports.clients.groupBy('email');
    // @ts-expect-error person_count is a summary field
    reports.clients.groupBy('person_count');
  });

  it('knows the groupings of each report', () => {
    reports.eventOccurrenceStaffMembers.groupBy('role').select('total_capacity');
    reports.enrollments.groupBy('service_week_mon_start_date').select('weekday_0_enrollment_count');
    // @ts-expect-error start_at is no grouping of this report
    reports.eventOccurrenceStaffMembers.groupBy('start_at');
    // @ts-expect-error role is a grouping of staff members, not of enrollments
    reports.enrollments.groupBy('role');
  });

  it('refuses a grouping after detail fields, and a second grouping', () => {
    // @ts-expect-error detail fields were chosen
    reports.clients.select('full_name').groupBy('age');
    // @ts-expect-error detail sort was chosen
    reports.clients.orderBy('full_name').groupBy('age');
    // @ts-expect-error one grouping a query
    reports.clients.groupBy('age').groupBy('person_state');
  });
});

describe('where', () => {
  const query = reports.clients.select('person_id');

  it('takes values of the field type', () => {
    query.where(eq('person_state', 'active'));
    query.where(eq('has_membership', true));
    query.where(gt('account_credit_amount', 1000));
    query.where(btw('client_since_date', '2024-01-01', new Date()));
    query.where(and(ne('first_name', 'x'), or(lt('age', 18), emp('email'), nemp('phone'))));
    query.where(and(contains('full_name', 'an'), wo('email', 'test'), starts('tenure_group', '1')));
    reports.enrollments.where(gt('start_at', new Date())).where(lt('service_time', '13:30:00'));
  });

  it('refuses unknown fields and values of the wrong type', () => {
    // @ts-expect-error not a field
    query.where(eq('nope', 1));
    // @ts-expect-error a boolean field takes a boolean
    query.where(eq('has_membership', 't'));
    // @ts-expect-error currency takes a number
    query.where(gt('account_credit_amount', '10'));
    // @ts-expect-error a string field takes a string
    query.where(eq('full_name', 3));
    // @ts-expect-error a boolean cannot be ordered
    query.where(gt('has_membership', true));
    // @ts-expect-error text operations only on text fields
    query.where(contains('age', '3'));
    // @ts-expect-error the check reaches inside and/or
    query.where(and(eq('person_state', 'active'), or(eq('age', 'old'))));
    // @ts-expect-error a time is a string
    reports.enrollments.where(eq('service_time', new Date()));
  });

  it('offers no gte, lte or in', async () => {
    const filters = await import('../../src/reports/index.ts');
    // @ts-expect-error the service has no gte
    filters.gte;
    // @ts-expect-error nor lte
    filters.lte;
    // @ts-expect-error nor in
    filters.in;
  });
});

describe('orderBy, limit, page', () => {
  it('sorts by detail fields before grouping, summary fields after', () => {
    reports.clients.orderBy('key').select('full_name');
    reports.invoiceItems.groupBy('product_name').orderBy('invoice_item_count', 'desc');
    // @ts-expect-error only asc or desc
    reports.clients.orderBy('key', 'up');
  });

  it('gives typed pages', async () => {
    const page = await reports.invoiceItems.select('product_name', 'net_paid_revenue_amount').limit(5).page();
    expectTypeOf(page).toEqualTypeOf<
      ReportPage<{ product_name: string | null; net_paid_revenue_amount: number | null }>
    >();
    expectTypeOf(page.lastKey).toEqualTypeOf<string | undefined>();
    for await (const row of reports.clients.select('age'))
      expectTypeOf(row).toEqualTypeOf<{ age: number | null }>();
  });

  it('types ranges as tuples', () => {
    expectTypeOf<RangeValue>().toEqualTypeOf<[start: string | number | null, end: string | number | null]>();
  });
});

describe('resource()', () => {
  it('takes any name and types values loosely', async () => {
    const [row] = await reports.resource('payments').select('amount').all();
    expectTypeOf(row?.amount).toEqualTypeOf<ReportValue | undefined>();
    reports.resource('payments').where(eq('anything', true));
    reports.resource('payments').groupBy('x').select('y');
  });
});

describe('the resources live integrations query', () => {
  it('types rows from the typed catalogue: invoices, pays', async () => {
    const [invoice] = await reports.invoices
      .select('invoice_id', 'invoice_due_date', 'outstanding_amount')
      .all();
    expectTypeOf(invoice).toEqualTypeOf<
      | { invoice_id: number | null; invoice_due_date: string | null; outstanding_amount: number | null }
      | undefined
    >();
    const [pay] = await reports.pays.select('pay_period', 'service_hours').all();
    expectTypeOf(pay?.pay_period).toEqualTypeOf<RangeValue | null | undefined>();
    expectTypeOf(pay?.service_hours).toEqualTypeOf<number | null | undefined>();
  });

  it('types an inferred field as its type or the string sent, an inferred string as any scalar', async () => {
    const [plan] = await reports.personPlans.select('plan_id', 'is_available', 'plan_name').all();
    expectTypeOf(plan).toEqualTypeOf<
      | {
          plan_id: number | string | null;
          is_available: boolean | string | null;
          plan_name: string | number | boolean | null;
        }
      | undefined
    >();
  });

  it('types the group_label of an inferred grouping and the inferred summaries', async () => {
    const [group] = await reports.staffMembers.groupBy('staff_since_date').select('person_count').all();
    expectTypeOf(group).toEqualTypeOf<
      { group_label: string | null; person_count: number | null } | undefined
    >();
    const [total] = await reports.pays.groupBy('staff_id').select('total_final_pay_amount').all();
    expectTypeOf(total?.total_final_pay_amount).toEqualTypeOf<number | string | null | undefined>();
  });

  it('filters an inferred field by its inferred type', () => {
    reports.personPlans.where(eq('is_available', true));
    reports.personPlans.where(btw('start_date', '2026-01-01', new Date()));
    // @ts-expect-error an inferred boolean takes true or false
    reports.personPlans.where(eq('is_available', 't'));
    // @ts-expect-error a field the report does not have
    reports.monthlyBusinessMetrics.select('plan_id');
  });
});

describe('custom fields by id', () => {
  it('selects and filters custom_field_<id> on a report with custom_fields, loosely typed', async () => {
    const [row] = await reports.staffMembers
      .where(eq('custom_field_180098', 'Blue'))
      .select('person_id', 'custom_field_180098')
      .all();
    expectTypeOf(row?.person_id).toEqualTypeOf<number | string | null | undefined>();
    expectTypeOf(row?.custom_field_180098).toEqualTypeOf<ReportValue | undefined>();
    reports.clients.where(eq('custom_field_7', true)).select('custom_field_7');
    // @ts-expect-error a report without custom_fields has no custom field by id
    reports.invoices.select('custom_field_7');
    // @ts-expect-error an id is a number
    reports.clients.select('custom_field_x');
  });
});
