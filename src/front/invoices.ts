import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Invoice } from '../schemas/invoice.ts';
import { FrontInvoiceUpdate } from '../schemas/invoice-input.ts';

const path = '/api/v2/front/invoices/:id';
const get = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  returns: 'one',
  key: 'invoices',
  schema: Invoice,
});
const update = endpoint({
  method: 'PUT',
  effect: 'destructive',
  idempotent: true,
  path,
  body: FrontInvoiceUpdate,
  bodyKey: 'invoice',
  returns: 'one',
  key: 'invoices',
  schema: Invoice,
});

/** The caller's invoices. */
export class FrontInvoices extends Resource {
  protected readonly endpointTable: EndpointTable = { get, update };

  /** One invoice owned by the caller. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }

  /** Moves an invoice to another state (`state_event`) or applies a `coupon_code`. */
  update(id: number, changes: FrontInvoiceUpdate, options?: RequestOptions) {
    return this.core.call(update, { path: { id }, body: changes }, options);
  }
}
