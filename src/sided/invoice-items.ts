import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { InvoiceItem } from '../schemas/invoice-item.ts';
import { PlanProductItem } from '../schemas/invoice-item-input.ts';
import { bothSides, SidedResource } from './side.ts';

const endpoints = bothSides((prefix) => ({
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
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: `${prefix}/invoices/:invoice_id/invoice_items/:id`,
    returns: 'none',
  }),
}));

/** Items of an invoice (front and desk). */
export class InvoiceItems extends SidedResource {
  protected readonly endpointTable: EndpointTable = endpoints[this.side];

  /** Adds a plan product to an invoice. */
  create(invoiceId: number, planProduct: PlanProductItem, options?: RequestOptions) {
    const input = { path: { invoice_id: invoiceId }, body: planProduct };
    return this.core.call(endpoints[this.side].create, input, options);
  }

  /** Removes an item; the invoice stays even when empty; a signup fee goes only with its item. */
  delete(invoiceId: number, id: number, options?: RequestOptions) {
    return this.core.call(endpoints[this.side].delete, { path: { invoice_id: invoiceId, id } }, options);
  }
}
