import { describe, expect, it } from 'vitest';
import { eq } from '../../../src/reports/index.ts';
import type { Topic } from '../../../src/webhooks/index.ts';
import { serve } from '../../webhooks/serve.ts';
import { sandboxFor, sdk } from '../support.ts';

const SECRET = '0123456789abcdef0123';
/** A delivery and a report query each: generous for a loaded machine. */
const SLOW = { timeout: 20_000 };

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;
type Delivered = { topic: string; data: Record<string, unknown> };

/** Subscribes a real receiver on loopback to each topic; the notifications it gets, in order. */
async function subscribe(sandbox: Sandbox, ...topics: Topic[]) {
  const got: Delivered[] = [];
  const on = Object.fromEntries(topics.map((t) => [t, (n: Delivered) => void got.push(n)]));
  const receiver = await serve({ secret: SECRET, on });
  for (const topic of topics)
    await sdk(sandbox, 'owner').webhooks.create({ topic, target: `${receiver}?webhook_secret=${SECRET}` });
  return got;
}

/** The invoice as the Core API's desk list reads it. */
async function invoiceOf(sandbox: Sandbox, id: number) {
  const invoices = await sdk(sandbox).desk.invoices.list().toArray();
  return invoices.find((invoice) => invoice.id === id);
}

function first(delivered: Delivered[], topic: string, key: string) {
  return (delivered.find((n) => n.topic === topic)?.data[key] as Record<string, unknown>[] | undefined)?.[0];
}

describe('triggers of sales', () => {
  it(
    'invoice.created sells data.plan_product_id: the delivery, the Core API and the invoices report agree',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20, webhookDelivery: { allowHttpTargets: true } });
      const delivered = await subscribe(sandbox, 'invoice.created', 'invoice.new');
      const payer = sandbox.state.tables.people.filter((p) => p.role === 'client')[3]?.id as number;

      const result = await sandbox.trigger('invoice.created', {
        data: { person_id: payer, plan_product_id: 2 },
      });
      await sandbox.webhooks.idle();

      const id = (result.data.invoices as { id: number }[])[0]?.id as number;
      expect(delivered.map((n) => n.topic).sort()).toEqual(['invoice.created', 'invoice.new']);
      expect(first(delivered, 'invoice.created', 'invoices')).toMatchObject({
        id,
        state: 'open',
        total_cents: 9500,
        invoice_items: [{ plan_product_id: 2, recipient_ids: [payer] }],
      });
      expect(await invoiceOf(sandbox, id)).toMatchObject({
        id,
        state: 'open',
        outstanding_amount_cents: 9500,
      });
      const rows = await sdk(sandbox)
        .reports.invoices.select('invoice_id', 'invoice_state', 'invoice_payer_id', 'outstanding_amount')
        .where(eq('invoice_id', id))
        .all();
      expect(rows).toEqual([
        { invoice_id: id, invoice_state: 'open', invoice_payer_id: payer, outstanding_amount: 9500 },
      ]);
    },
  );

  it(
    'person_plan.created sells and pays a plan: the delivery, the Core API and the person plans report agree',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20, webhookDelivery: { allowHttpTargets: true } });
      const delivered = await subscribe(
        sandbox,
        'person_plan.created',
        'transaction.created',
        'invoice.updated',
      );
      const person = sandbox.state.tables.people.filter((p) => p.role === 'client')[5]?.id as number;

      const result = await sandbox.trigger('person_plan.created', {
        data: { person_id: person, plan_product_id: 4 },
      });
      await sandbox.webhooks.idle();

      expect(result.changes.map((c) => c.topic)).toEqual([
        'invoice.created',
        'invoice.new',
        'transaction.created',
        'person_plan.created',
        'punchcard.started',
        'invoice.updated',
        'invoice.new',
      ]);
      const plan = first(delivered, 'person_plan.created', 'person_plans')?.plan as { id: number };
      expect(first(delivered, 'person_plan.created', 'person_plans')).toMatchObject({
        person: { id: person },
        plan: { id: plan.id, plan_product_id: 4, count: 8, remaining_count: 8, start_date: '2026-03-02' },
      });
      expect(first(delivered, 'transaction.created', 'transactions')).toMatchObject({
        amount_cents: 4900,
        payment_type: 'cash',
      });
      expect(delivered.find((n) => n.topic === 'invoice.updated')?.data).toMatchObject({
        invoices: [{ state: 'closed' }],
        previous: { state: 'open' },
      });
      const plans = await sdk(sandbox).desk.personPlans.list(person).toArray();
      expect(plans).toContainEqual(expect.objectContaining({ id: plan.id, plan_product_id: 4 }));
      const rows = await sdk(sandbox)
        .reports.personPlans.select('plan_id', 'person_id', 'plan_product_id', 'remaining_visit_count')
        .where(eq('plan_id', plan.id))
        .all();
      expect(rows).toEqual([
        { plan_id: plan.id, person_id: person, plan_product_id: 4, remaining_visit_count: 8 },
      ]);
    },
  );

  it(
    'transaction.created pays and transaction.updated voids: the deliveries, the Core API and the transactions report agree',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20, webhookDelivery: { allowHttpTargets: true } });
      const delivered = await subscribe(sandbox, 'transaction.created', 'transaction.updated');
      const sale = await sandbox.trigger('invoice.created', { data: { plan_product_id: 1 } });
      const invoice = (sale.data.invoices as { id: number }[])[0]?.id as number;

      const paid = await sandbox.trigger('transaction.created', {
        id: invoice,
        data: { amount_cents: 5000 },
      });
      const payment = (paid.data.transactions as { id: number }[])[0]?.id as number;
      await sandbox.trigger('transaction.updated', { id: payment });
      await sandbox.webhooks.idle();

      expect(delivered.map((n) => n.topic)).toEqual(['transaction.created', 'transaction.updated']);
      expect(first(delivered, 'transaction.created', 'transactions')).toMatchObject({
        id: payment,
        invoice_id: invoice,
        amount_cents: 5000,
        voided_at: null,
      });
      expect(delivered[1]?.data).toMatchObject({
        transactions: [{ id: payment, voided_at: '2026-03-02T12:00:00Z' }],
        previous: { voided_at: null },
      });
      expect(await invoiceOf(sandbox, invoice)).toMatchObject({
        state: 'open',
        outstanding_amount_cents: 18000,
        payments: [expect.objectContaining({ id: payment, voided_at: '2026-03-02T12:00:00Z' })],
      });
      const rows = await sdk(sandbox)
        .reports.transactions.select('transaction_id', 'transaction_amount', 'net_paid_amount', 'voided_at')
        .where(eq('invoice_id', invoice))
        .all();
      expect(rows).toEqual([
        {
          transaction_id: payment,
          transaction_amount: 5000,
          net_paid_amount: 0,
          voided_at: '2026-03-02T04:00:00-08:00',
        },
      ]);
    },
  );

  it(
    'invoice.updated sets data, plan.updated moves an end date, punchcard.updated punches a visit',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20, webhookDelivery: { allowHttpTargets: true } });
      const delivered = await subscribe(sandbox, 'invoice.updated', 'plan.updated', 'punchcard.updated');
      const sale = await sandbox.trigger('invoice.created');
      const invoice = (sale.data.invoices as { id: number }[])[0]?.id as number;
      const billing = sandbox.state.tables.plans.find((p) => p.billing && p.canceled_at === null);
      const endDate = billing?.end_date ?? null;

      await sandbox.trigger('invoice.updated', { id: invoice, data: { state_event: 'canceled' } });
      await sandbox.trigger('plan.updated', { id: billing?.id as number, data: { end_date: '2026-03-20' } });
      const punched = await sandbox.trigger('punchcard.updated');
      await sandbox.webhooks.idle();

      expect(delivered.find((n) => n.topic === 'invoice.updated')?.data).toMatchObject({
        invoices: [{ id: invoice, state: 'canceled' }],
        previous: { state: 'open' },
      });
      expect((await invoiceOf(sandbox, invoice))?.state).toBe('canceled');
      expect(delivered.find((n) => n.topic === 'plan.updated')?.data).toMatchObject({
        plans: [{ id: billing?.id, end_date: '2026-03-20' }],
        previous: { end_date: endDate },
      });
      const plans = await sdk(sandbox).desk.plans.list().toArray();
      expect(plans.find((p) => p.id === billing?.id)?.end_date).toBe('2026-03-20');
      const card = first(delivered, 'punchcard.updated', 'punchcards') as {
        plan: { id: number };
        remaining: number;
      };
      expect(punched.data).toMatchObject({ previous: { remaining: card.remaining + 1 } });
      const punch = sandbox.state.tables.punches.all().at(-1);
      expect(punch?.plan_id).toBe(card.plan.id);
      expect((await sdk(sandbox).desk.visits.get(punch?.visit_id as number)).punch_id).toBe(punch?.id);
    },
  );

  it(
    'event_occurrence.created books the first free appointment slot: the delivery and the Core API agree',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20, webhookDelivery: { allowHttpTargets: true } });
      const delivered = await subscribe(sandbox, 'event_occurrence.created');

      const result = await sandbox.trigger('event_occurrence.created');
      await sandbox.webhooks.idle();

      const occurrence = first(delivered, 'event_occurrence.created', 'event_occurrences') as {
        id: number;
        service_id: number;
      };
      expect(result.data).toEqual(delivered[0]?.data);
      expect(sandbox.state.tables.services.get(occurrence.service_id)?.type).toBe('Appointment');
      expect(await sdk(sandbox).desk.eventOccurrences.get(occurrence.id)).toMatchObject({
        id: occurrence.id,
        capacity_remaining: 0,
      });
    },
  );

  it(
    'plan.ended voids the payment of a sold plan and cancels it: the delivery, the Core API and the person plans report agree',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20, webhookDelivery: { allowHttpTargets: true } });
      const delivered = await subscribe(sandbox, 'plan.ended', 'transaction.updated');
      const sold = await sandbox.trigger('person_plan.created', {
        data: { person_id: 7, plan_product_id: 2 },
      });
      const planId = (sold.data.person_plans as { plan: { id: number } }[])[0]?.plan.id as number;

      await sandbox.trigger('plan.ended', { id: planId });
      await sandbox.webhooks.idle();

      expect(delivered.map((n) => n.topic).sort()).toEqual(['plan.ended', 'transaction.updated']);
      expect(first(delivered, 'plan.ended', 'plans')).toMatchObject({
        id: planId,
        canceled_at: '2026-03-02T12:00:00Z',
      });
      const plans = await sdk(sandbox).desk.personPlans.list(7).toArray();
      expect(plans.find((p) => p.id === planId)?.canceled_at).toBe('2026-03-02T12:00:00Z');
      const rows = await sdk(sandbox)
        .reports.personPlans.select('plan_id', 'is_canceled')
        .where(eq('plan_id', planId))
        .all();
      expect(rows).toEqual([{ plan_id: planId, is_canceled: true }]);
      await expect(
        sandbox.trigger('plan.ended', { id: planId, data: { end_date: '2026-03-03' } }),
      ).rejects.toThrow(/plan\.ended: takes no data/);
    },
  );

  it('names why a sale did not happen, or why a topic cannot be triggered', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    await expect(sandbox.trigger('person_plan.updated')).rejects.toThrow(
      /person_plan\.updated cannot be triggered: no route of the sandbox changes a person plan/,
    );
    await expect(sandbox.trigger('plan_hold.created')).rejects.toThrow(
      /plan_hold\.created cannot be triggered: the Core API has no route that holds a plan/,
    );
    const sale = await sandbox.trigger('invoice.created');
    const invoice = (sale.data.invoices as { id: number }[])[0]?.id as number;
    const payments = sandbox.state.tables.payments.size;
    await expect(
      sandbox.trigger('transaction.created', { id: invoice, data: { amount_cents: 10_000_000 } }),
    ).rejects.toThrow(/transaction\.created did not happen/);
    expect(sandbox.state.tables.payments.size).toBe(payments);
    await expect(sandbox.trigger('invoice.created', { data: { coupon: 'FREE' } })).rejects.toThrow(
      /sale data.*coupon/,
    );
    await expect(sandbox.trigger('invoice.created', { data: { plan_product_id: 999 } })).rejects.toThrow(
      /invoice\.created did not happen: Not found/,
    );
  });
});
