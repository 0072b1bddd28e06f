import { describe, expect, it } from 'vitest';
import { ApiError, CardVaultingError } from '../../src/index.ts';
import type { Change } from '../../src/sandbox/index.ts';
import { call, movableClock, sandboxFor, sdk } from './support.ts';

const card = {
  cc_number: '4111111111111111',
  cc_exp: '0839',
  cvv: '123',
  first_name: 'Elena',
  last_name: 'Rossi',
};

describe('invoices, payments, refunds, voids', () => {
  it('totals an invoice once: the invoices report gives the Core API total and outstanding, a voided payment left out', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const invoice = await pike13.desk.invoices.create({ payer_id: 20, plan_products: [{ id: 2 }] });
    const voided = await pike13.desk.payments.create(invoice.id, {
      payment_method: 'cash',
      amount_cents: 2000,
    });
    await pike13.desk.payments.void(voided.id);
    const paid = await pike13.desk.payments.create(invoice.id, {
      payment_method: 'cash',
      amount_cents: 3000,
    });
    await pike13.desk.refunds.create(invoice.id, paid.id, { amount_cents: 500 });
    const core = (
      await call(sandbox, 'GET', `/api/v2/desk/invoices/${invoice.id}`, { token: sandbox.tokens.staff })
    ).body.invoices[0];
    expect(core).toMatchObject({ total_cents: 9500, outstanding_amount_cents: 6500 });

    const fields = ['expected_amount', 'payments_amount', 'refunds_amount', 'outstanding_amount'];
    const attributes = { fields, filter: ['eq', 'invoice_id', invoice.id] };
    const report = await call(sandbox, 'POST', '/desk/api/v3/reports/invoices/queries', {
      token: sandbox.tokens.staff,
      body: { data: { type: 'queries', attributes } },
    });
    expect(report.body.data.attributes.rows).toEqual([
      [core.total_cents, 3000, 500, core.outstanding_amount_cents],
    ]);
  });

  it('closes a paid invoice, issues its plan, refunds part and voids the payment (reopening the invoice)', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const changes: Change[] = [];
    sandbox.engine.changes.on((c) => changes.push(c));
    const invoice = await pike13.desk.invoices.create({ payer_id: 20, plan_products: [{ id: 2 }] });
    expect(invoice).toMatchObject({ state: 'open', total_cents: 9500, outstanding_amount_cents: 9500 });

    const tooMuch = await pike13.desk.payments
      .create(invoice.id, { payment_method: 'cash', amount_cents: 9600 })
      .catch((e) => e);
    expect(ApiError.is(tooMuch) && tooMuch.status).toBe(422);
    const payment = await pike13.desk.payments.create(invoice.id, {
      payment_method: 'cash',
      amount_cents: 9500,
    });
    expect(payment).toMatchObject({ amount_cents: 9500, state: 'completed' });
    const closed = await call(sandbox, 'GET', `/api/v2/desk/invoices/${invoice.id}`, {
      token: sandbox.tokens.staff,
    });
    const item = closed.body.invoices[0].invoice_items[0];
    expect(closed.body.invoices[0]).toMatchObject({ state: 'closed', outstanding_amount_cents: 0 });
    expect(sandbox.state.tables.plans.get(item.plan_id)).toMatchObject({
      person_ids: [20],
      type: 'Pack',
      count: 5,
    });

    const refund = await pike13.desk.refunds.create(invoice.id, payment.id, { amount_cents: 1000 });
    expect(refund.amount_cents).toBe(1000);
    await pike13.desk.payments.void(payment.id, { invoice_item_ids_to_cancel: [item.id] });
    const reopened = await call(sandbox, 'GET', `/api/v2/desk/invoices/${invoice.id}`, {
      token: sandbox.tokens.staff,
    });
    expect(reopened.body.invoices[0]).toMatchObject({ state: 'open', outstanding_amount_cents: 9500 });
    expect(sandbox.state.tables.plans.get(item.plan_id)?.canceled_at).not.toBeNull();
    const again = await pike13.desk.payments.void(payment.id).catch((e) => e);
    expect(ApiError.is(again) && again.status).toBe(422);

    expect(changes.map((c) => c.topic)).toEqual([
      'invoice.created',
      'invoice.new',
      'transaction.created',
      'person_plan.created',
      'punchcard.started',
      'invoice.updated',
      'invoice.new',
      'transaction.created',
      'plan.ended',
      'transaction.updated',
      'invoice.updated',
      'invoice.new',
    ]);
  });

  it('completes the linked booking when its invoice closes', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const occurrence = sandbox.state.tables.occurrences.find(
      (o) => o.service_id === 1 && o.start_at > '2026-03-03',
    );
    const booking = await pike13.desk.bookings.create({
      leases: [{ event_occurrence_id: occurrence?.id as number, person: { id: 20 } }],
    });
    const invoice = await pike13.desk.invoices.create({
      payer_id: 20,
      booking_id: booking.id,
      plan_products: [{ id: 2 }],
    });
    expect((await pike13.desk.bookings.get(booking.id)).state).toBe('incomplete');
    await pike13.desk.payments.create(invoice.id, { payment_method: 'check', amount_cents: 9500 });
    const completed = await pike13.desk.bookings.get(booking.id);
    expect(completed).toMatchObject({ state: 'completed', invoice_id: invoice.id });
    expect(sandbox.state.tables.visits.get(completed.leases?.[0]?.visit_id as number)?.state).toBe(
      'registered',
    );
  });

  it('applies a discount and a proration to the total, and 404s a missing discount', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const invoice = (
      await call(sandbox, 'POST', '/api/v2/desk/invoices', {
        token,
        body: { invoice: { payer_id: 20, plan_products: [{ id: 1 }] } },
      })
    ).body.invoices[0];
    const base = `/api/v2/desk/invoices/${invoice.id}/invoice_items/${invoice.invoice_items[0].id}`;
    expect((await call(sandbox, 'GET', `${base}/discounts`, { token })).status).toBe(404);
    await call(sandbox, 'POST', `${base}/discounts`, { token, body: { discount: { percent: 10 } } });
    await call(sandbox, 'POST', `${base}/prorates`, { token, body: { prorate: { amount_cents: 2000 } } });
    const negative = await call(sandbox, 'POST', `${base}/prorates`, {
      token,
      body: { prorate: { amount_cents: -1 } },
    });
    expect(negative.status).toBe(422);
    const after = await call(sandbox, 'GET', `/api/v2/desk/invoices/${invoice.id}`, { token });
    expect(after.body.invoices[0].total_cents).toBe(18000 - 1800 - 2000);
  });

  it('filters a person plans and refuses an end date for a plan without billing', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const active = await pike13.desk.personPlans.list(7, { filter: 'active' }).toArray();
    expect(active.map((p) => p.name)).toEqual(['Unlimited Membership']);
    const pack = sandbox.state.tables.plans.find((p) => p.type === 'Pack');
    const error = await pike13.desk.plans
      .updateEndDate(pack?.id as number, { end_date: '2099-01-01' })
      .catch((e) => e);
    expect(ApiError.is(error) && error.messages).toEqual(['Plan has no billing plan']);
  });

  it('allows pack products to owners and managers only', async () => {
    const sandbox = await sandboxFor();
    expect(
      (await call(sandbox, 'GET', '/api/v2/desk/pack_products', { token: sandbox.tokens.staff })).status,
    ).toBe(403);
    expect(
      (await call(sandbox, 'GET', '/api/v2/desk/pack_products', { token: sandbox.tokens.owner })).status,
    ).toBe(200);
  });
});

describe('card vaulting through the loopback gateway', () => {
  it('vaults a test card with the SDK: a new form of payment, the first one the default', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox, 'client');
    const before = await pike13.front.formsOfPayment.list(7);
    await pike13.front.formsOfPayment.vaultCard(7, card);
    const after = await pike13.front.formsOfPayment.list(7);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      type: 'creditcard',
      card_type: 'visa',
      last_four: '1111',
      expire_month: 8,
      expire_year: 2039,
    });
    expect(JSON.stringify(sandbox.save())).not.toContain('4111111111111111');
  });

  it('refuses the decline test card and the CVV-required card without a CVV', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox, 'client');
    const declined = await pike13.front.formsOfPayment
      .vaultCard(7, { ...card, cc_number: '4000000000000002' })
      .catch((e) => e);
    expect(CardVaultingError.is(declined) && declined.messages).toEqual(['Card was declined']);
    const { cvv: _, ...noCvv } = card;
    const missing = await pike13.front.formsOfPayment
      .vaultCard(7, { ...noCvv, cc_number: '4000000000000101' })
      .catch((e) => e);
    expect(CardVaultingError.is(missing) && missing.messages).toEqual(['CVV is required']);
  });

  it('answers an expired window at step 3, after 10 minutes', async () => {
    const clock = movableClock();
    const sandbox = await sandboxFor({ now: clock.now });
    const pike13 = sdk(sandbox, 'client');
    const start = await pike13.front.formsOfPayment.startCardVaulting(7);
    const form = new URLSearchParams({
      'billing-cc-number': card.cc_number,
      'billing-cc-exp': '0839',
      'billing-first-name': 'E',
      'billing-last-name': 'R',
    });
    const posted = await fetch(start.url, { method: 'POST', body: form, redirect: 'manual' });
    expect(posted.status).toBe(302);
    clock.advance(10 * 60_000 + 1);
    const error = await pike13.front.formsOfPayment
      .completeCardVaulting(posted.headers.get('location') as string)
      .catch((e) => e);
    expect(CardVaultingError.is(error) && error.messages).toEqual([
      'Vaulting session has expired, start again',
    ]);
  });

  it('will not delete the default or the last form of payment', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const [only] = await pike13.desk.formsOfPayment.list(7);
    const error = await pike13.desk.formsOfPayment.delete(7, only?.id as number).catch((e) => e);
    expect(ApiError.is(error) && error.status).toBe(422);
  });
});
