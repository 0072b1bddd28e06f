import { describe, expect, it } from 'vitest';
import { NOW, sandboxFor, sdk } from './support.ts';

const WEEK = { from: NOW.toISOString(), to: new Date(NOW.getTime() + 7 * 86_400_000).toISOString() };

// The SDK's namespaces against the sandbox: every answer passes the SDK's response schemas and carries
// the sandbox's data.
describe('the SDK against the sandbox', () => {
  it('front: business, branding, locations, services, staff, plans, products, waivers, notes', async () => {
    const sandbox = await sandboxFor();
    const front = sdk(sandbox, 'client').front;
    expect((await front.business.get()).subdomain).toBe('sandbox');
    expect(await front.business.franchisees.list()).toEqual([]);
    expect((await front.branding.get()).colors).toBeDefined();
    expect((await front.locations.list()).map((l) => l.id)).toEqual([1, 2]);
    expect((await front.locations.get(2)).name).toBe('Eastside Loft');
    const services = await front.services.list();
    expect(services.map((s) => s.name)).not.toContain('Private Coaching');
    expect((await front.services.get(1)).type).toBe('GroupClass');
    expect((await front.staffMembers.get(4)).name).toBe('Sofia Staff');
    const plans = await front.personPlans.list(7).toArray();
    expect(plans.map((p) => p.name)).toEqual(['Unlimited Membership']);
    expect((await front.planProducts.list().toArray()).length).toBe(4);
    expect((await front.planProducts.get(1)).name).toBe('10 Class Pack');
    expect((await front.waivers.list(7))[0]).toMatchObject({ name: 'Liability Waiver', accepted: true });
    const terms = await front.planTerms.get(plans[0]?.id as number);
    expect(terms.type).toBe('checkbox');
    await front.planTerms.complete(plans[0]?.id as number, terms.id);
    expect(sandbox.state.tables.plans.get(plans[0]?.id as number)?.terms_accepted).toBe(true);
    expect(await front.personNotes.list(7).toArray()).toEqual([]);
  });

  it('front: events, occurrences, summary, slots, eligibility, visits, waitlist', async () => {
    const sandbox = await sandboxFor();
    const front = sdk(sandbox, 'client').front;
    const events = await front.events.list(WEEK);
    expect(events.map((e) => e.name)).toContain('Yoga Flow');
    expect((await front.events.get(events[0]?.id as number)).id).toBe(events[0]?.id);
    const summary = await front.eventOccurrences.summary(WEEK);
    expect(Object.values(summary).reduce((a, b) => (a as number) + (b as number), 0)).toBe(
      (await front.eventOccurrences.list(WEEK)).length,
    );
    const score = await front.appointments.availableSlotsSummary(5, { from: '2026-03-02', to: '2026-03-08' });
    expect(Object.keys(score)).toHaveLength(7);
    const full = sandbox.state.tables.occurrences.find(
      (o) => o.service_id === 3 && o.start_at > NOW.toISOString(),
    );
    const waitlist = await front.eligibilities.waitlistForEventOccurrence(full?.id as number);
    expect(waitlist.map((w) => w.person_id)).toEqual([7, 8, 9]);
    const entry = await front.waitlistEntries.create({ event_occurrence_id: full?.id as number });
    expect((await front.waitlistEntries.get(entry.id)).state).toBe('waiting');
    expect((await front.waitlistEntries.listByPerson(7).toArray()).map((e) => e.id)).toContain(entry.id);
    await front.waitlistEntries.delete(entry.id);
    const open = (await front.eventOccurrences.list(WEEK)).find(
      (o) => !o.full && (o.start_at ?? '') > '2026-03-05',
    );
    const visit = await front.visits.create({ event_occurrence_id: open?.id as number });
    expect((await front.visits.listByPerson(7).toArray()).map((v) => v.id)).toContain(visit.id);
  });

  it('desk: custom fields, revenue categories, sales taxes, plans, make-ups, notes, summary', async () => {
    const sandbox = await sandboxFor();
    const desk = sdk(sandbox).desk;
    expect((await desk.customFields.list()).map((f) => f.name)).toContain('Shirt size');
    expect((await desk.revenueCategories.get(1)).name).toBe('Class Revenue');
    expect((await desk.salesTaxes.list()).length).toBe(2);
    expect((await desk.plans.list().toArray()).length).toBe(sandbox.state.tables.plans.size);
    const [reason] = await desk.makeUps.reasons();
    const visit = sandbox.state.tables.visits.find((v) => v.state === 'late_canceled');
    const makeUp = await desk.makeUps.generate({
      visit_id: visit?.id as number,
      make_up: { make_up_reason_id: reason?.id as number },
    });
    expect(makeUp).toBeDefined();
    const note = await desk.personNotes.create(7, { note: 'Knee injury', pinned: true });
    expect((await desk.personNotes.update(7, note.id, { public: true })).public).toBe(true);
    expect((await sdk(sandbox, 'client').front.personNotes.get(7, note.id)).note).toBe('Knee injury');
    const summary = await desk.visits.summary(7);
    expect(summary.person_id).toBe(7);
  });
});

describe('the SDK against the sandbox: billing', () => {
  it('desk: pack products, packs, punches', async () => {
    const sandbox = await sandboxFor();
    const desk = sdk(sandbox, 'owner').desk;
    const product = await desk.packProducts.create({
      product: { name: 'Trial Pack', price_cents: 3000, visibility: 'Everyone' },
      count: 3,
      commitment_length: 1,
      commitment_unit: 'month',
      service_ids: [1],
    });
    expect(product.product?.name).toBe('Trial Pack');
    expect((await desk.packProducts.update(product.id, { count: 4 })).count).toBe(4);
    expect((await desk.packProducts.list().toArray()).map((p) => p.id)).toContain(product.id);
    const pack = await desk.packs.create(product.id, { person_ids: [20] });
    expect(await desk.packs.get(pack.id)).toMatchObject({
      count: 4,
      person_ids: [20],
      pack_product_id: product.id,
    });
    const occurrence = sandbox.state.tables.occurrences.find(
      (o) => o.service_id === 1 && o.start_at > '2026-03-03',
    );
    const visit = await desk.visits.create({ person_id: 20, event_occurrence_id: occurrence?.id as number });
    const punch = await desk.punches.create({ visit_id: visit.id, plan_id: pack.id });
    expect((await desk.visits.get(visit.id)).punch_id).toBe(punch.id);
    expect((await desk.punches.get(punch.id)).plan_id).toBe(pack.id);
    await desk.punches.delete(punch.id);
    expect((await desk.visits.get(visit.id)).paid).toBe(false);
    await desk.packs.delete(pack.id);
    await desk.packProducts.delete(product.id);
    expect(sandbox.state.tables.planProducts.get(product.id)).toBeUndefined();
  });

  it('front: an invoice of the caller, its items, payment methods and a card payment', async () => {
    const sandbox = await sandboxFor();
    const invoice = await sdk(sandbox).desk.invoices.create({ payer_id: 7, plan_products: [{ id: 4 }] });
    const front = sdk(sandbox, 'client').front;
    expect((await front.invoices.get(invoice.id)).total_cents).toBe(4900);
    const item = await front.invoiceItems.create(invoice.id, { id: 2 });
    expect((await front.invoices.get(invoice.id)).total_cents).toBe(4900 + 9500);
    await front.invoiceItems.delete(invoice.id, item.id);
    const methods = await front.paymentMethods.list(invoice.id);
    const card = methods.find((m) => m.key === 'creditcard');
    await front.payments.create(invoice.id, {
      payment_method: 'creditcard',
      amount_cents: 4900,
      form_of_payment_id: card?.form_of_payment_id as number,
    });
    expect((await front.invoices.get(invoice.id)).state).toBe('closed');
    const other = sandbox.state.tables.invoices.find(
      (i) => i.person_id !== 7 && i.person_id !== 8 && i.person_id !== 9,
    );
    await expect(front.invoices.get(other?.id as number)).rejects.toMatchObject({ status: 404 });
  });
});
