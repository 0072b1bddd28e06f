import { describe, expect, it } from 'vitest';
import { eq, gt } from '../../../src/reports/index.ts';
import { call, sandboxFor, sdk } from '../support.ts';

describe('reports of the sandbox, end to end through the SDK', () => {
  it('the clients report reflects the seeded clients', async () => {
    const sandbox = await sandboxFor({ clients: 40 });
    const clients = sandbox.state.tables.people.filter((person) => person.role === 'client');
    const rows = await sdk(sandbox).reports.clients.select('person_id', 'full_name', 'email').limit(15).all();
    expect(rows).toEqual(
      clients.map((c) => ({ person_id: c.id, full_name: `${c.first_name} ${c.last_name}`, email: c.email })),
    );
    const byState = await sdk(sandbox).reports.clients.groupBy('person_state').select('person_count').page();
    const total = byState.rows.reduce((sum, row) => sum + Number(row.person_count), 0);
    expect(total).toBe(clients.length);
  });

  it('shows a client created through the Core API in the next query', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const person = await sdk(sandbox).desk.people.create({ first_name: 'Grace', last_name: 'Hopper' });
    const page = await sdk(sandbox)
      .reports.clients.select('person_id', 'full_name', 'has_membership')
      .where(eq('person_id', person.id))
      .page();
    expect(page.rows).toEqual([{ person_id: person.id, full_name: 'Grace Hopper', has_membership: false }]);
  });

  it('answers one enrollment per visit and waitlist entry, one staff row per instructor and occurrence', async () => {
    const sandbox = await sandboxFor({ clients: 30 });
    const { visits, waitlist, occurrences } = sandbox.state.tables;
    const enrollments = await sdk(sandbox)
      .reports.enrollments.select('visit_id', 'state', 'is_waitlist')
      .all();
    expect(enrollments.filter((row) => !row.is_waitlist).map((row) => row.visit_id)).toEqual(
      visits.all().map((visit) => visit.id),
    );
    expect(enrollments.filter((row) => row.is_waitlist)).toHaveLength(
      waitlist.filter((entry) => entry.state !== 'enrolled').length,
    );
    const staff = await sdk(sandbox)
      .reports.eventOccurrenceStaffMembers.select('event_occurrence_id', 'person_id')
      .all();
    expect(staff).toHaveLength(occurrences.all().reduce((sum, o) => sum + o.staff_member_ids.length, 0));
  });

  it('shows account credit: refunds to account credit, less the payments made with it', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const pike13 = sdk(sandbox);
    const client = await pike13.desk.people.create({ first_name: 'Grace', last_name: 'Hopper' });
    const credit = () =>
      pike13.reports.clients.select('account_credit_amount').where(eq('person_id', client.id)).all();
    expect(await credit()).toEqual([{ account_credit_amount: 0 }]);
    const bought = await pike13.desk.invoices.create({ payer_id: client.id, plan_products: [{ id: 1 }] });
    const cash = await pike13.desk.payments.create(bought.id, {
      payment_method: 'cash',
      amount_cents: 18_000,
    });
    await pike13.desk.refunds.create(bought.id, cash.id, { amount_cents: 6_000, payment_type_id: 5 });
    await pike13.desk.refunds.create(bought.id, cash.id, { amount_cents: 1_000 }); // in cash: no credit
    expect(await credit()).toEqual([{ account_credit_amount: 6_000 }]);
    const next = await pike13.desk.invoices.create({ payer_id: client.id, plan_products: [{ id: 4 }] });
    await pike13.desk.payments.create(next.id, { payment_method: 'credit', amount_cents: 4_900 });
    expect(await credit()).toEqual([{ account_credit_amount: 1_100 }]);
  });

  it('seeds a few clients with account credit, as a studio has', async () => {
    const sandbox = await sandboxFor();
    const rows = await sdk(sandbox)
      .reports.clients.select('person_id', 'account_credit_amount')
      .where(gt('account_credit_amount', 0))
      .all();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThan(20);
    expect(rows.filter((row) => (row.account_credit_amount ?? 0) > 5_000).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses gte with the service’s 422, through the engine', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const answer = await call(sandbox, 'POST', '/desk/api/v3/reports/clients/queries', {
      token: sandbox.tokens.staff,
      headers: { 'content-type': 'application/vnd.api+json' },
      body: { data: { type: 'queries', attributes: { fields: ['person_id'], filter: ['gte', 'age', 30] } } },
    });
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: [{ detail: 'Unsupported operation: "gte"' }] },
    });
    expect(answer.headers.get('content-type')).toBe('application/vnd.api+json');
  });
});

describe('report records derived from the sandbox state', () => {
  it('gives event times in the business’s zone, with their offset', async () => {
    const sandbox = await sandboxFor({ clients: 10 });
    const occurrence = sandbox.state.tables.occurrences.all()[0];
    if (!occurrence) throw new Error('the seed has no occurrence');
    const [row] = await sdk(sandbox)
      .reports.eventOccurrenceStaffMembers.select('start_at', 'service_date', 'service_time', 'service_day')
      .where(eq('event_occurrence_id', occurrence.id))
      .all({ limit: 1 });
    // 2026-03-02 falls in Pacific Standard Time: UTC-8 for America/Los_Angeles.
    const local = new Date(Date.parse(occurrence.start_at) - 8 * 3_600_000).toISOString();
    expect(row).toEqual({
      start_at: `${local.slice(0, 19)}-08:00`,
      service_date: local.slice(0, 10),
      service_time: local.slice(11, 19),
      service_day: String(new Date(local).getUTCDay()),
    });
    expect(Date.parse(String(row?.start_at))).toBe(Date.parse(occurrence.start_at));
  });

  it('reports one invoice item per item of each invoice, with its payer and state', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const invoices = sandbox.state.tables.invoices.all();
    const rows = await sdk(sandbox)
      .reports.invoiceItems.select('invoice_item_id', 'invoice_payer_name', 'invoice_state')
      .all();
    const expected = invoices.flatMap((invoice) => {
      const payer = sandbox.state.tables.people.get(invoice.person_id);
      return invoice.items.map((item) => ({
        invoice_item_id: item.id,
        invoice_payer_name: payer ? `${payer.first_name} ${payer.last_name}` : null,
        invoice_state: invoice.state,
      }));
    });
    expect(rows).toEqual(expected.sort((a, b) => a.invoice_item_id - b.invoice_item_id));
  });
});
