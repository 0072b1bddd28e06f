import type { Context, Route } from '../engine.ts';
import { invalid, notFound, one, problem } from '../http.ts';
import { amountField } from './invoice-item-input.ts';
import { clearAdjustment, ITEM_PATH, itemOf } from './invoice-items.ts';
import { input } from './support.ts';

/** The discount of an invoice item (desk). */
export const discountRoutes: Route[] = [
  {
    serves: 'desk.discounts.get',
    method: 'GET',
    path: `${ITEM_PATH}/discounts`,
    access: 'desk',
    handle: showDiscount,
  },
  {
    serves: 'desk.discounts.create',
    method: 'POST',
    path: `${ITEM_PATH}/discounts`,
    access: 'desk',
    handle: setDiscount,
  },
  {
    serves: 'desk.discounts.delete',
    method: 'DELETE',
    path: `${ITEM_PATH}/discounts`,
    access: 'desk',
    handle: (ctx) => clearAdjustment(ctx, 'discount'),
  },
];

function showDiscount(ctx: Context): Response {
  const item = itemOf(ctx);
  return item.discount
    ? one('discounts', { id: item.id, invoice_item_id: item.id, ...item.discount })
    : notFound();
}

/** `amount_cents` or `percent`, not negative; replaces an existing discount. */
function setDiscount(ctx: Context): Response {
  const item = itemOf(ctx);
  const fields = input(ctx, 'discount');
  const amount = amountField(fields, 'amount_cents', 'Amount cents');
  const percent = amountField(fields, 'percent', 'Percent');
  if ((amount === undefined) === (percent === undefined)) invalid(problem('blank', 'Amount cents'));
  if (percent !== undefined && percent > 100) invalid(problem('invalid', 'Percent'));
  item.discount = { amount_cents: amount ?? null, percent: percent ?? null };
  return one('discounts', { id: item.id, invoice_item_id: item.id, ...item.discount }, 201);
}
