import type { Context, Route } from '../engine.ts';
import { invalid, one, problem } from '../http.ts';
import { amountField } from './invoice-item-input.ts';
import { clearAdjustment, ITEM_PATH, itemOf } from './invoice-items.ts';
import { input } from './support.ts';

/** The proration of an invoice item (desk). */
export const prorateRoutes: Route[] = [
  {
    serves: 'desk.prorates.create',
    method: 'POST',
    path: `${ITEM_PATH}/prorates`,
    access: 'desk',
    handle: setProrate,
  },
  {
    serves: 'desk.prorates.delete',
    method: 'DELETE',
    path: `${ITEM_PATH}/prorates`,
    access: 'desk',
    handle: (ctx) => clearAdjustment(ctx, 'prorate'),
  },
];

/** An invalid proration creates nothing; an existing one is updated. */
function setProrate(ctx: Context): Response {
  const item = itemOf(ctx);
  const fields = input(ctx, 'prorate');
  const amount = amountField(fields, 'amount_cents', 'Amount cents');
  const count = amountField(fields, 'initial_punchcard_count', 'Initial punchcard count');
  if (amount === undefined && count === undefined) invalid(problem('blank', 'Amount cents'));
  if (amount !== undefined && amount > item.price_cents) invalid(problem('amount_too_large'));
  item.prorate = {
    amount_cents: amount ?? item.prorate?.amount_cents ?? 0,
    initial_punchcard_count: count ?? item.prorate?.initial_punchcard_count ?? null,
  };
  return one('prorates', { id: item.id, invoice_item_id: item.id, ...item.prorate }, 201);
}
