import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Prorate } from '../schemas/prorate.ts';
import { ProrateCreate } from '../schemas/prorate-input.ts';
import { invoiceItemPath } from './invoice-item-path.ts';

const path = '/api/v2/desk/invoices/:invoice_id/invoice_items/:invoice_item_id/prorates';
const create = endpoint({
  method: 'POST',
  effect: 'destructive',
  idempotent: true,
  path,
  body: ProrateCreate,
  bodyKey: 'prorate',
  returns: 'one',
  key: 'prorates',
  schema: Prorate,
});
const remove = endpoint({ method: 'DELETE', effect: 'destructive', idempotent: true, path, returns: 'none' });

/** Prorations of invoice items. */
export class DeskProrates extends Resource {
  protected readonly endpointTable: EndpointTable = { create, delete: remove };

  /** Sets the proration of an item (an existing one is updated); an invalid request creates nothing. */
  create(invoiceId: number, invoiceItemId: number, prorate: ProrateCreate, options?: RequestOptions) {
    const path = invoiceItemPath(invoiceId, invoiceItemId);
    return this.core.call(create, { path, body: prorate }, options);
  }

  /** Removes the proration; the punchcard count returns to its default. */
  delete(invoiceId: number, invoiceItemId: number, options?: RequestOptions) {
    return this.core.call(remove, { path: invoiceItemPath(invoiceId, invoiceItemId) }, options);
  }
}
