import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, NOW, sandboxFor } from '../support.ts';

/**
 * The public clients' catalogues, as data (`test/fixtures/report-catalogs.json`): the names the Ruby
 * gem lists for each resource, the types the PHP SDK declares. Nothing here comes from the SDK or the
 * sandbox: the queries below are written from these lists and the spec.
 */
const PUBLIC = JSON.parse(
  readFileSync(new URL('../../fixtures/report-catalogs.json', import.meta.url), 'utf8'),
) as {
  resources: Record<
    string,
    { detail: string[]; summary: string[]; groupings: string[]; types: Record<string, string> }
  >;
};
const RESOURCES = Object.keys(PUBLIC.resources);

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;
type Attributes = {
  rows: unknown[][];
  fields: { name: string; type: string }[];
  has_more: boolean;
  last_key?: string;
  total_count?: number;
};

/** POSTs `{"data": {"type": "queries", "attributes": …}}` as any client writes it; status and body. */
async function post(sandbox: Sandbox, resource: string, attributes: unknown) {
  return call(sandbox, 'POST', `/desk/api/v3/reports/${resource}/queries`, {
    token: sandbox.tokens.staff,
    headers: { 'content-type': 'application/vnd.api+json' },
    body: { data: { type: 'queries', attributes } },
  });
}

/** The attributes of a query that must answer 200. */
async function rows(sandbox: Sandbox, resource: string, attributes: unknown): Promise<Attributes> {
  const answer = await post(sandbox, resource, attributes);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.attributes;
}

describe('every name of the public catalogues, against the sandbox', () => {
  it.each(RESOURCES)(
    '%s: every detail field in one query, typed as the PHP SDK types it',
    async (resource) => {
      const sandbox = await sandboxFor({ clients: 20 });
      const { detail, types } = PUBLIC.resources[resource] as (typeof PUBLIC.resources)[string];
      const answer = await rows(sandbox, resource, { fields: detail, page: { limit: 5 } });
      expect(answer.rows.length).toBeGreaterThan(0);
      const returned = answer.fields.filter((field) => detail.includes(field.name));
      const typed = Object.entries(types).filter(([, type]) => type !== 'logical');
      expect(
        Object.fromEntries(typed.map(([name]) => [name, returned.find((f) => f.name === name)?.type])),
      ).toEqual(Object.fromEntries(typed));
    },
  );

  it.each(RESOURCES)(
    '%s: every summary field under every grouping, group_label first',
    { timeout: 30_000 },
    async (resource) => {
      const sandbox = await sandboxFor({ clients: 20 });
      const { summary, groupings } = PUBLIC.resources[resource] as (typeof PUBLIC.resources)[string];
      const all = await rows(sandbox, resource, { fields: ['key'], total_count: true, page: { limit: 1 } });
      const total = summary.indexOf('total_count') + 1;
      for (const group of groupings) {
        const answer = await rows(sandbox, resource, { fields: summary, group, page: { limit: 2000 } });
        expect(answer.fields.map((field) => field.name)).toEqual(['group_label', ...summary]);
        const counted = answer.rows.reduce((sum, row) => sum + Number(row[total]), 0);
        expect(counted, `${resource} by ${group}`).toBe(all.total_count);
      }
    },
  );
});

/** Follows `last_key` page after page; every key once, in ascending order, as many as total_count. */
async function walk(sandbox: Sandbox, resource: string, attributes: Record<string, unknown>, limit: number) {
  const seen: unknown[][] = [];
  let startingAfter: string | undefined;
  let total: number | undefined;
  for (;;) {
    const page = await rows(sandbox, resource, {
      ...attributes,
      total_count: true,
      page: { limit, ...(startingAfter && { starting_after: startingAfter }) },
    });
    total = page.total_count;
    seen.push(...page.rows);
    if (!page.has_more) break;
    expect(page.rows).toHaveLength(limit);
    startingAfter = page.last_key;
  }
  const keys = seen.map((row) => row[0] as string);
  expect(new Set(keys).size).toBe(keys.length);
  expect([...keys].sort()).toEqual(keys);
  expect(seen).toHaveLength(total as number);
  return seen;
}

describe('queries written by hand, one resource after the other', () => {
  it('clients: booleans as t/f, one-element arrays, address parts; grouped by tenure_group', async () => {
    const sandbox = await sandboxFor({ clients: 30 });
    const active = sandbox.state.tables.people.filter((p) => p.role === 'client' && p.hidden_at === null);
    const seen = await walk(
      sandbox,
      'clients',
      {
        fields: [
          'key',
          'person_id',
          'full_name',
          'street_address',
          'city',
          'postal_code',
          'has_signed_waiver',
        ],
        filter: [
          'and',
          [
            ['eq', 'person_state', ['active']],
            ['eq', 'has_signed_waiver', 't'],
          ],
        ],
      },
      4,
    );
    const signed = new Set(sandbox.state.tables.waivers.filter((w) => w.accepted).map((w) => w.person_id));
    expect(seen.map((row) => row[1])).toEqual(active.filter((p) => signed.has(p.id)).map((p) => p.id));
    const person = active.find((p) => p.city !== null && signed.has(p.id));
    expect(seen.find((row) => row[1] === person?.id)?.slice(3)).toEqual([
      person?.street_address,
      person?.city,
      person?.postal_code,
      't',
    ]);
    const grouped = await rows(sandbox, 'clients', { fields: ['person_count'], group: 'tenure_group' });
    expect(grouped.rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(
      sandbox.state.tables.people.filter((p) => p.role === 'client').length,
    );
  });

  it('invoices: the live exporters’ fields, amounts as the Core API totals the same invoices', async () => {
    const sandbox = await sandboxFor({ clients: 30 });
    const seen = await walk(
      sandbox,
      'invoices',
      {
        fields: [
          ...['key', 'invoice_id', 'invoice_number', 'invoice_due_date', 'issued_date', 'outstanding_amount'],
          ...['expected_amount', 'failed_transactions', 'invoice_payer_id', 'invoice_payer_name'],
          ...['invoice_payer_email', 'invoice_payer_phone'],
        ],
        filter: [
          'and',
          [
            ['ne', 'invoice_state', ['canceled']],
            ['btw', 'invoice_due_date', ['2000-01-01', '2100-12-31']],
          ],
        ],
      },
      3,
    );
    expect(seen.length).toBe(sandbox.state.tables.invoices.filter((i) => i.state !== 'canceled').length);
    for (const row of seen.slice(0, 6)) {
      const core = await call(sandbox, 'GET', `/api/v2/desk/invoices/${row[1]}`, {
        token: sandbox.tokens.staff,
      });
      const [invoice] = core.body.invoices;
      expect(row.slice(2, 7)).toEqual([
        invoice.invoice_number,
        invoice.invoice_date,
        invoice.invoice_date,
        invoice.outstanding_amount_cents,
        invoice.total_cents,
      ]);
      expect(row[8]).toBe(invoice.person.id);
    }
    const open = await rows(sandbox, 'invoices', {
      fields: ['invoice_id'],
      filter: [
        'and',
        [
          ['eq', 'invoice_state', 'open'],
          ['eq', 'failed_transactions', '0'],
        ],
      ],
    });
    expect(open.rows.map((row) => row[0])).toEqual(
      sandbox.state.tables.invoices.filter((i) => i.state === 'open').map((i) => i.id),
    );
  });

  it('invoice_items: invoice_id, plan_id, product_id and amounts; the items add up to their invoices', async () => {
    const sandbox = await sandboxFor({ clients: 30 });
    const fields = [
      'invoice_id',
      'invoice_number',
      'plan_id',
      'product_id',
      'outstanding_amount',
      'net_paid_amount',
    ];
    const items = await rows(sandbox, 'invoice_items', { fields, page: { limit: 500 } });
    const invoices = await rows(sandbox, 'invoices', {
      fields: ['invoice_id', 'invoice_number', 'outstanding_amount', 'net_paid_amount'],
      page: { limit: 500 },
    });
    const byInvoice = new Map<unknown, number[]>();
    for (const [id, , , , outstanding, paid] of items.rows) {
      const sums = byInvoice.get(id) ?? [0, 0];
      byInvoice.set(id, [(sums[0] as number) + Number(outstanding), (sums[1] as number) + Number(paid)]);
    }
    expect(invoices.rows.map(([id, , outstanding, paid]) => [id, outstanding, paid])).toEqual(
      invoices.rows.map(([id]) => [id, ...(byInvoice.get(id) ?? [])]),
    );
    const planned = sandbox.state.tables.invoices
      .all()
      .flatMap((i) => i.items.filter((item) => item.plan_id !== null));
    expect(items.rows.filter((row) => row[2] !== null).map((row) => row[2])).toEqual(
      planned.map((item) => item.plan_id),
    );
    const best = await rows(sandbox, 'invoice_items', {
      fields: ['invoice_item_count', 'total_net_paid_revenue_amount'],
      group: 'product_name',
      sort: ['invoice_item_count-'],
      page: { limit: 5 },
    });
    expect(best.fields[0]).toEqual({ name: 'group_label', type: 'string' });
    const counts = best.rows.map((row) => row[1] as number);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('transactions and invoice_item_transactions: payments less refunds, the same net paid as invoices', async () => {
    const sandbox = await sandboxFor({ clients: 30 });
    const total = async (resource: string) =>
      (await rows(sandbox, resource, { fields: ['total_net_paid_amount'], group: 'business_id' }))
        .rows[0]?.[1];
    const invoices = await total('invoices');
    expect(await total('transactions')).toBe(invoices);
    expect(await total('invoice_item_transactions')).toBe(invoices);
    const payer = sandbox.state.tables.invoices.all()[0]?.person_id;
    const own = await rows(sandbox, 'transactions', {
      fields: [
        'transaction_date',
        'payment_method',
        'net_paid_amount',
        'invoice_payer_id',
        'invoice_payer_name',
      ],
      filter: [
        'and',
        [
          ['eq', 'invoice_payer_id', String(payer)],
          ['btw', 'transaction_date', ['2000-01-01', '2100-01-01']],
        ],
      ],
    });
    expect(own.rows.length).toBeGreaterThan(0);
    expect(new Set(own.rows.map((row) => row[3]))).toEqual(new Set([payer]));
    const items = await rows(sandbox, 'invoice_item_transactions', {
      fields: [
        ...[
          'transaction_id',
          'transaction_type',
          'transaction_state',
          'payment_method',
          'processor_transaction_id',
        ],
        ...[
          'plan_id',
          'voided_at',
          'created_by_name',
          'commission_recipient_name',
          'business_id',
          'business_name',
        ],
        'business_subdomain',
      ],
      filter: ['gt', 'transaction_at', '2000-01-01T00:00:00Z'],
      page: { limit: 3 },
    });
    expect(items.rows[0]?.slice(9)).toEqual([1, 'Sandbox Studio', 'sandbox']);
    expect(['payment', 'refund']).toContain(items.rows[0]?.[1]);
  });

  it('event_occurrences: nested btw on service_date, grouped by service_name', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const week = await rows(sandbox, 'event_occurrences', {
      fields: [
        'event_occurrence_id',
        'event_name',
        'service_date',
        'service_time',
        'instructor_names',
        'enrollment_count',
      ],
      filter: [
        'and',
        [
          ['btw', 'service_date', ['2026-03-02', '2026-03-08']],
          ['eq', 'service_type', 'group_class'],
        ],
      ],
    });
    expect(week.rows.length).toBeGreaterThan(0);
    for (const row of week.rows) {
      const date = String(row[2]);
      expect(date >= '2026-03-02' && date <= '2026-03-08').toBe(true);
      const visits = sandbox.state.tables.visits.filter((v) => v.event_occurrence_id === row[0]);
      const waiting = sandbox.state.tables.waitlist.filter((w) => w.event_occurrence_id === row[0]);
      expect(row[5]).toBe(visits.length + waiting.length);
    }
    const byService = await rows(sandbox, 'event_occurrences', {
      fields: ['event_occurrence_count'],
      group: 'service_name',
    });
    expect(byService.rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(
      sandbox.state.tables.occurrences.size,
    );
  });

  it('event_occurrence_staff_members: the six groupings the spec left out, and the staff’s address', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    for (const group of ['service_state', 'service_time', 'service_type', 'service_week_mon_start_date']) {
      const grouped = await rows(sandbox, 'event_occurrence_staff_members', {
        fields: ['total_count'],
        group,
      });
      expect(grouped.rows.length).toBeGreaterThan(0);
    }
    const weeks = await rows(sandbox, 'event_occurrence_staff_members', {
      fields: ['event_occurrence_count'],
      group: 'service_week_sun_start_date',
    });
    for (const [label] of weeks.rows) expect(new Date(`${label}T00:00:00Z`).getUTCDay()).toBe(0);
    const staff = await rows(sandbox, 'event_occurrence_staff_members', {
      fields: ['person_id', 'full_name', 'country_code', 'city'],
      filter: ['eq', 'attendance_completed', 't'],
      page: { limit: 1 },
    });
    const person = sandbox.state.tables.people.get(staff.rows[0]?.[0] as number);
    expect(staff.rows[0]?.slice(2)).toEqual([person?.country_code, person?.city]);
  });

  it('person_plans: is_available as "t", person_id as a string, every plan once per person', async () => {
    const sandbox = await sandboxFor({ clients: 30 });
    const plan = sandbox.state.tables.plans.all()[0];
    const fields = [
      ...[
        'person_id',
        'full_name',
        'email',
        'plan_id',
        'plan_name',
        'product_id',
        'product_name',
        'start_date',
      ],
      ...['end_date', 'commitment_length', 'is_available', 'is_canceled', 'is_ended'],
    ];
    const own = await rows(sandbox, 'person_plans', {
      fields,
      filter: [
        'and',
        [
          ['eq', 'person_id', String(plan?.person_ids[0])],
          ['eq', 'plan_id', [String(plan?.id)]],
        ],
      ],
    });
    expect(own.rows).toHaveLength(1);
    expect(own.rows[0]?.slice(3, 5)).toEqual([plan?.id, plan?.name]);
    expect(own.rows[0]?.slice(7, 9)).toEqual([plan?.start_date, plan?.end_date]);
    const available = await rows(sandbox, 'person_plans', {
      fields: ['plan_id', 'is_available'],
      filter: ['eq', 'is_available', 't'],
    });
    expect(available.rows.every((row) => row[1] === 't')).toBe(true);
    const all = await rows(sandbox, 'person_plans', { fields: ['plan_id'], total_count: true });
    expect(all.total_count).toBe(
      sandbox.state.tables.plans.all().reduce((n, p) => n + p.person_ids.length, 0),
    );
  });

  it('staff_members: the Core API’s staff, filtered on full_name and person_state', async () => {
    const sandbox = await sandboxFor({ clients: 10 });
    const core = await call(sandbox, 'GET', '/api/v2/desk/staff_members', { token: sandbox.tokens.staff });
    const everyone = await rows(sandbox, 'staff_members', {
      fields: [
        ...['person_id', 'first_name', 'last_name', 'email', 'phone', 'address', 'birthdate', 'role'],
        ...['staff_since_date', 'home_location_name', 'also_client', 'future_events', 'past_events'],
      ],
      filter: ['eq', 'person_state', 'active'],
    });
    expect(everyone.rows.map((row) => row[0]).sort()).toEqual(
      core.body.staff_members.map((s: { id: number }) => s.id).sort(),
    );
    const first = core.body.staff_members[0];
    const named = await rows(sandbox, 'staff_members', {
      fields: ['person_id', 'email'],
      filter: ['contains', 'full_name', first.last_name.toUpperCase()],
    });
    expect(named.rows).toContainEqual([first.id, first.email]);
  });

  it('pays: one per instructor of each past occurrence with completed visits, pay_period a range', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const { occurrences, visits } = sandbox.state.tables;
    const paid = occurrences.filter(
      (o) =>
        o.start_at < NOW.toISOString() &&
        visits.filter((v) => v.event_occurrence_id === o.id && v.state === 'completed').length > 0,
    );
    const all = await rows(sandbox, 'pays', {
      fields: ['pay_id', 'staff_name', 'pay_type', 'final_pay_amount', 'pay_state', 'pay_period'],
      total_count: true,
      page: { limit: 1 },
    });
    expect(all.total_count).toBe(paid.reduce((n, o) => n + o.staff_member_ids.length, 0));
    expect(all.fields.at(-1)).toEqual({ name: 'pay_period', type: 'range' });
    const period = all.rows[0]?.[5] as [string, string];
    const [start, end] = period;
    expect(start <= end).toBe(true);
    const staffId = paid[0]?.staff_member_ids[0];
    const byStaff = await rows(sandbox, 'pays', {
      fields: ['pay_count', 'total_final_pay_amount', 'total_service_hours'],
      group: 'staff_name',
      filter: ['eq', 'staff_id', staffId],
    });
    expect(byStaff.rows).toHaveLength(1);
  });

  it('monthly_business_metrics: a row a month; new clients add up to the clients', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const months = await rows(sandbox, 'monthly_business_metrics', {
      fields: ['month_start_date', 'new_client_count', 'completed_enrollment_count', 'net_paid_amount'],
      sort: ['month_start_date-'],
    });
    expect(months.rows[0]?.[0]).toBe('2026-03-01');
    const clients = sandbox.state.tables.people.filter((p) => p.role === 'client').length;
    expect(months.rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(clients);
    const years = await rows(sandbox, 'monthly_business_metrics', {
      fields: ['total_new_client_count', 'monthly_business_count'],
      group: 'year_start_date',
    });
    expect(years.rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(clients);
    expect(years.rows.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(months.rows.length);
  });

  it('enrollments: paged by key through every visit and waitlist entry', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const seen = await walk(
      sandbox,
      'enrollments',
      { fields: ['key', 'visit_id', 'state'], sort: ['key'] },
      50,
    );
    expect(seen.filter((row) => row[1] !== null)).toHaveLength(sandbox.state.tables.visits.size);
  });
});

describe('queries the service refuses, for every resource', () => {
  it.each(RESOURCES)('%s', async (resource) => {
    const sandbox = await sandboxFor({ clients: 5 });
    const { detail, summary, groupings } = PUBLIC.resources[resource] as (typeof PUBLIC.resources)[string];
    const field = detail.find((name) => name !== 'key') as string;
    const refused = async (attributes: unknown) => {
      const answer = await post(sandbox, resource, attributes);
      expect(answer.status).toBe(422);
      return answer.body.errors[0].detail;
    };
    expect(await refused({ fields: ['no_such_field'] })).toBe('Unknown field: "no_such_field"');
    expect(await refused({ fields: [summary[0]] })).toBe(`Summary field "${summary[0]}" requires a group`);
    expect(await refused({ fields: [field], group: groupings[0] })).toBe(
      `Detail field "${field}" cannot be used with a group; only summary fields can`,
    );
    expect(await refused({ fields: [field], group: 'no_such_grouping' })).toBe(
      'Unknown group: "no_such_grouping"',
    );
    for (const operation of ['gte', 'lte', 'in']) {
      expect(await refused({ fields: [field], filter: [operation, field, ['1']] })).toBe(
        `Unsupported operation: "${operation}"`,
      );
    }
    expect(await refused({ fields: [field], sort: [field], page: { starting_after: '1' } })).toBe(
      'starting_after requires sorting only by key',
    );
    expect(await refused({ fields: [field], page: { limit: 2001 } })).toBe(
      'Limit must be greater than or equal 1 and less than or equal to 2000, if provided',
    );
  });
});
