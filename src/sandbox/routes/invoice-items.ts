import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, notFound, one } from '../http.ts';
import type { InvoiceItemRow } from '../state.ts';
import { itemView } from '../views/invoices.ts';
import { itemFrom } from './invoice-item-input.ts';
import { invoiceOf } from './invoices.ts';
import { bothSideRoutes, idParam, input } from './support.ts';

/** One invoice item on desk: its prorate and its discount live under it. */
export const ITEM_PATH = '/api/v2/desk/invoices/:invoice_id/invoice_items/:invoice_item_id';

/** Items of an invoice: added and removed. */
export const invoiceItemRoutes: Route[] = [
  ...bothSideRoutes('invoiceItems.create', 'POST', '/invoices/:invoice_id/invoice_items', 'front', addItem),
  ...bothSideRoutes(
    'invoiceItems.delete',
    'DELETE',
    '/invoices/:invoice_id/invoice_items/:id',
    'front',
    removeItem,
  ),
];

function addItem(ctx: Context): Response {
  const invoice = invoiceOf(ctx);
  const fields = input(ctx, 'plan_product');
  const item = itemFrom(ctx, fields, invoice.person_id);
  invoice.items.push(item);
  invoice.updated_at = iso(ctx.now);
  return one('invoice_items', itemView(ctx.state, item), 201);
}

function removeItem(ctx: Context): Response {
  const invoice = invoiceOf(ctx);
  const id = idParam(ctx);
  if (!invoice.items.some((item) => item.id === id)) notFound();
  invoice.items = invoice.items.filter((item) => item.id !== id);
  invoice.updated_at = iso(ctx.now);
  return deleted();
}

/** The invoice item of the path, of an invoice the caller may see. */
export function itemOf(ctx: Context): InvoiceItemRow {
  const invoice = invoiceOf(ctx);
  const id = idParam(ctx, 'invoice_item_id');
  return invoice.items.find((item) => item.id === id) ?? notFound();
}

/** Removes an item's prorate or discount; 404 when it has none. */
export function clearAdjustment(ctx: Context, kind: 'prorate' | 'discount'): Response {
  const item = itemOf(ctx);
  if (item[kind] === null) notFound();
  item[kind] = null;
  return deleted();
}
