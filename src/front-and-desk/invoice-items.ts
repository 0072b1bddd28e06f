import { endpoint } from '../core/endpoint.ts';
import { InvoiceItem } from '../schemas/invoice-item.ts';
import { PlanProductItem } from '../schemas/invoice-item-input.ts';
import { sided } from './side.ts';

/** Items of an invoice (front and desk). */
export class InvoiceItems extends sided((prefix) => ({
  /** Adds a plan product to an invoice. */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path: `${prefix}/invoices/:invoice_id/invoice_items`,
    body: PlanProductItem,
    bodyKey: 'plan_product',
    returns: 'one',
    key: 'invoice_items',
    schema: InvoiceItem,
  }),
  /** Removes an item; the invoice stays even when empty; a signup fee goes only with its item. */
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: `${prefix}/invoices/:invoice_id/invoice_items/:id`,
    returns: 'none',
  }),
})) {}
