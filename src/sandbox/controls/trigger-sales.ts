import { DAY, isoDate } from '../clock.ts';
import { invoiceMoneyIn } from '../rules/invoice-money.ts';
import type { InvoiceRow, State } from '../state.ts';
import { onlyKnown } from './control-input.ts';
import type { CoreAnswer } from './control-route.ts';
import { type Cause, noData, none, type Planner, type Steps } from './trigger-planner.ts';

/** `invoice.created`/`invoice.new`: a desk sale of a plan product (`data.person_id`, `data.plan_product_id`). */
export const createInvoice: Planner = (state, _now, _id, data) => sale(state, data, false);

/** `person_plan.created`: a sale paid in full in cash, which closes the invoice and issues the plan. */
export const issuePlan: Planner = (state, _now, _id, data) => {
  const create = sale(state, data, false);
  return (core) => paidSale(state, core, create);
};

/** `punchcard.started`: as `person_plan.created`, of a plan product that counts visits. */
export const issuePunchcard: Planner = (state, _now, _id, data) => {
  const create = sale(state, data, true);
  return (core) => paidSale(state, core, create);
};

/** `invoice.updated`: desk fields of an invoice (`data`), or it put on hold (or back open). */
export const updateInvoice: Planner = (state, _now, id, data) => {
  const invoiceId = id ?? newestInvoice(state, (i) => i.state === 'open') ?? none('an open invoice');
  const onHold = state.tables.invoices.get(invoiceId)?.state === 'on_hold';
  const invoice = Object.keys(data).length > 0 ? data : { state_event: onHold ? 'open' : 'on_hold' };
  return { method: 'PUT', path: `/api/v2/desk/invoices/${invoiceId}`, body: { invoice } };
};

/** `transaction.created`: a cash payment of what an open invoice owes (`data` sets its fields). */
export const payInvoice: Planner = (state, _now, id, data) => {
  onlyKnown(data, ['amount_cents', 'payment_method', 'form_of_payment_id'], 'transaction.created data');
  const owing = (i: InvoiceRow) => i.state === 'open' && invoiceMoneyIn(state, i).outstanding > 0;
  const invoiceId = id ?? newestInvoice(state, owing);
  const pay = (invoiceId: number): Cause => {
    const invoice = state.tables.invoices.get(invoiceId);
    const outstanding = invoice ? invoiceMoneyIn(state, invoice).outstanding : 1;
    const payment = { payment_method: 'cash', amount_cents: outstanding, ...data };
    return { method: 'POST', path: `/api/v2/desk/invoices/${invoiceId}/payments`, body: { payment } };
  };
  if (invoiceId !== undefined) return pay(invoiceId);
  // No invoice owes anything: sell one first, as a desk would.
  const create = sale(state, {}, false);
  return async (core) => {
    const created = await core(create);
    const newId = createdId(created, 'invoices');
    return newId === undefined ? created : core(pay(newId));
  };
};

/** `transaction.updated`: a void of a payment (`data.invoice_item_ids_to_cancel` also cancels their plans). */
export const voidPayment: Planner = (state, _now, id, data) => {
  onlyKnown(data, ['invoice_item_ids_to_cancel'], 'transaction.updated data');
  const paymentId =
    id ?? state.tables.payments.filter((p) => p.voided_at === null).at(-1)?.id ?? none('a payment');
  return { method: 'POST', path: `/api/v2/desk/payments/${paymentId}/voids`, body: { void: data } };
};

/** `plan.updated`: a new end date of a billing plan (`data.end_date`, tomorrow by default). */
export const endPlan: Planner = (state, now, id, data) => {
  onlyKnown(data, ['end_date'], 'plan.updated data');
  const planId =
    id ?? state.tables.plans.find((p) => p.billing && p.canceled_at === null)?.id ?? none('a billing plan');
  const end_date_update = { end_date: data.end_date ?? isoDate(now + DAY) };
  return { method: 'POST', path: `/api/v2/desk/plans/${planId}/end_date_updates`, body: { end_date_update } };
};

/** `punchcard.updated`: a punch of a visit (`id`) with a plan that counts visits (`data.plan_id`). */
export const punchVisit: Planner = (state, _now, id, data) => {
  onlyKnown(data, ['plan_id'], 'punchcard.updated data');
  const chosen = id === undefined ? punchable(state) : { visit: id, plan: data.plan_id };
  const punch = { visit_id: chosen.visit, ...(chosen.plan === undefined ? {} : { plan_id: chosen.plan }) };
  return { method: 'POST', path: '/api/v2/desk/punches', body: { punch: { ...punch, ...data } } };
};

function sale(state: State, data: Record<string, unknown>, counted: boolean): Cause {
  onlyKnown(data, ['person_id', 'plan_product_id'], 'sale data');
  const payer =
    data.person_id ?? state.tables.people.find((p) => p.role === 'client')?.id ?? none('a client');
  const product =
    data.plan_product_id ??
    state.tables.planProducts.find((p) => p.price_cents > 0 && (!counted || p.count !== null))?.id ??
    none(counted ? 'a plan product that counts visits' : 'a plan product with a price');
  const invoice = { payer_id: payer, plan_products: [{ id: product }] };
  return { method: 'POST', path: '/api/v2/desk/invoices', body: { invoice } };
}

/** Creates the sale, then pays what it owes in cash: the invoice closes and its plans are issued. */
async function paidSale(state: State, core: Parameters<Steps>[0], create: Cause): Promise<CoreAnswer> {
  const created = await core(create);
  const id = createdId(created, 'invoices');
  const invoice = id === undefined ? undefined : state.tables.invoices.get(id);
  if (invoice === undefined) return created;
  const payment = { payment_method: 'cash', amount_cents: invoiceMoneyIn(state, invoice).outstanding };
  return core({ method: 'POST', path: `/api/v2/desk/invoices/${invoice.id}/payments`, body: { payment } });
}

function createdId(answer: CoreAnswer, key: string): number | undefined {
  if (answer.status >= 300) return undefined;
  const list = (answer.body as Record<string, { id?: number }[] | undefined>)[key];
  return list?.[0]?.id;
}

function newestInvoice(state: State, when: (invoice: InvoiceRow) => boolean): number | undefined {
  return state.tables.invoices.filter(when).at(-1)?.id;
}

/** A visit with no punch whose person holds an unused plan of its service that counts visits. */
function punchable(state: State): { visit: number; plan: number } {
  const used = new Map<number, number>();
  for (const punch of state.tables.punches.all()) used.set(punch.plan_id, (used.get(punch.plan_id) ?? 0) + 1);
  for (const visit of [...state.tables.visits.all()].reverse()) {
    if (visit.punch_id !== null || visit.person_id === null) continue;
    const occurrence = state.tables.occurrences.get(visit.event_occurrence_id);
    if (!occurrence) continue;
    const day = occurrence.start_at.slice(0, 10);
    const plan = state.tables.plans.find(
      (p) =>
        p.count !== null &&
        p.person_ids.includes(visit.person_id as number) &&
        p.canceled_at === null &&
        !p.on_hold &&
        p.start_date <= day &&
        (p.end_date === null || p.end_date >= day) &&
        (state.tables.planProducts.get(p.plan_product_id)?.service_ids.includes(occurrence.service_id) ??
          false) &&
        (used.get(p.id) ?? 0) < p.count,
    );
    if (plan) return { visit: visit.id, plan: plan.id };
  }
  return none('a visit with no punch whose person holds a punchcard of its service');
}

/**
 * `plan.ended`: a plan canceled now. A sold plan, by a void of its invoice's payment that cancels its item;
 * a pack, by its deletion (`DELETE /desk/packs/:id`).
 */
export const cancelPlan: Planner = (state, _now, id, data) => {
  noData('plan.ended', data);
  const planId =
    id ?? state.tables.plans.filter((p) => p.canceled_at === null && endable(state, p.id)).at(-1)?.id;
  if (planId === undefined) return none('a plan sold and paid, or a pack');
  const sold = soldWith(state, planId);
  if (sold === undefined) return { method: 'DELETE', path: `/api/v2/desk/packs/${planId}` };
  const body = { void: { invoice_item_ids_to_cancel: [sold.item] } };
  return { method: 'POST', path: `/api/v2/desk/payments/${sold.payment}/voids`, body };
};

function endable(state: State, planId: number): boolean {
  return soldWith(state, planId) !== undefined || state.tables.plans.get(planId)?.type === 'Pack';
}

/** The invoice item that issued the plan, and a payment of its invoice that a void can still undo. */
function soldWith(state: State, planId: number): { item: number; payment: number } | undefined {
  for (const invoice of state.tables.invoices.all()) {
    const item = invoice.items.find((i) => i.plan_id === planId);
    if (!item) continue;
    const payment = state.tables.payments.find((p) => p.invoice_id === invoice.id && p.voided_at === null);
    return payment ? { item: item.id, payment: payment.id } : undefined;
  }
  return undefined;
}
