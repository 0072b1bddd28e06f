import { iso, isoDate } from '../clock.ts';
import type { Scope } from '../engine.ts';
import type { InvoiceRow, InvoiceRowState } from '../state.ts';
import { invoiceView } from '../views/invoices.ts';
import { planView } from '../views/plans.ts';
import { completeBooking } from './bookings.ts';
import { invoiceMoneyIn } from './invoice-money.ts';
import { announcePlan } from './plans.ts';

/** Announces an invoice change: `invoice.updated` with the earlier state, and `invoice.new` out of cart. */
export function announceInvoice(scope: Scope, invoice: InvoiceRow, previous: Record<string, unknown>): void {
  if (Object.keys(previous).length === 0) return;
  const view = invoiceView(scope.state, invoice);
  scope.changes.emit('invoice.updated', { invoices: [view], previous });
  if (invoice.state !== 'cart') scope.changes.emit('invoice.new', { invoices: [view] });
}

/** Moves an invoice to `next`; closing it issues the plans of its items and completes its booking. */
export function setInvoiceState(scope: Scope, invoice: InvoiceRow, next: InvoiceRowState): void {
  if (invoice.state === next) return;
  const previous = { state: invoice.state };
  invoice.state = next;
  invoice.updated_at = iso(scope.now);
  if (next === 'closed') closeInvoice(scope, invoice);
  announceInvoice(scope, invoice, previous);
}

function closeInvoice(scope: Scope, invoice: InvoiceRow): void {
  for (const item of invoice.items) {
    if (item.plan_id !== null) continue;
    const product = scope.state.tables.planProducts.get(item.plan_product_id);
    if (!product) continue;
    const start = item.start_date ?? isoDate(scope.now);
    const plan = scope.state.tables.plans.insert({
      plan_product_id: product.id,
      type: product.type,
      name: product.name,
      description: product.name,
      person_ids: item.recipient_ids,
      count: item.prorate?.initial_punchcard_count ?? product.count,
      price_cents: item.price_cents,
      start_date: start,
      end_date: null,
      staff_member_id: item.staff_member_id,
      location_id: null,
      canceled_at: null,
      on_hold: false,
      terms_accepted: false,
      billing: product.type === 'Membership',
      created_at: iso(scope.now),
      updated_at: iso(scope.now),
    });
    item.plan_id = plan.id;
    announcePlan(scope, plan);
  }
  const booking =
    invoice.booking_id === null ? undefined : scope.state.tables.bookings.get(invoice.booking_id);
  if (booking?.state === 'incomplete') completeBooking(scope, booking);
}

/** Closes an open invoice that is fully paid, reopens a closed one that is not. */
export function settle(scope: Scope, invoice: InvoiceRow): void {
  const { total, outstanding } = invoiceMoneyIn(scope.state, invoice);
  if (invoice.state === 'open' && total > 0 && outstanding === 0) setInvoiceState(scope, invoice, 'closed');
  else if (invoice.state === 'closed' && outstanding > 0) setInvoiceState(scope, invoice, 'open');
}

/** Cancels the plans of the listed invoice items (refunds and voids). */
export function cancelItems(scope: Scope, invoice: InvoiceRow, itemIds: number[]): void {
  for (const item of invoice.items) {
    if (!itemIds.includes(item.id) || item.plan_id === null) continue;
    const plan = scope.state.tables.plans.get(item.plan_id);
    if (!plan || plan.canceled_at !== null) continue;
    plan.canceled_at = iso(scope.now);
    plan.updated_at = plan.canceled_at;
    scope.changes.emit('plan.ended', { plans: [planView(scope.state, plan)] });
  }
}
