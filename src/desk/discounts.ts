import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Discount } from '../schemas/discount.ts';
import { DiscountCreate } from '../schemas/discount-input.ts';
import { invoiceItemPath } from './invoice-item-path.ts';

const path = '/api/v2/desk/invoices/:invoice_id/invoice_items/:invoice_item_id/discounts';
const key = 'discounts';
const get = endpoint({ method: 'GET', effect: 'read', path, returns: 'one', key, schema: Discount });
const create = endpoint({
  method: 'POST',
  effect: 'destructive',
  idempotent: true,
  path,
  body: DiscountCreate,
  bodyKey: 'discount',
  returns: 'one',
  key,
  schema: Discount,
});
const remove = endpoint({ method: 'DELETE', effect: 'destructive', idempotent: true, path, returns: 'none' });

/** Discounts of invoice items. */
export class DeskDiscounts extends Resource {
  protected readonly endpointTable: EndpointTable = { get, create, delete: remove };

  /**
   * The discount of an item.
   * @throws {NotFoundError} 404 when the item has no discount.
   */
  get(invoiceId: number, invoiceItemId: number, options?: RequestOptions) {
    return this.core.call(get, { path: invoiceItemPath(invoiceId, invoiceItemId) }, options);
  }

  /** Sets the discount (`amount_cents` or `percent`), replacing any existing one. */
  create(invoiceId: number, invoiceItemId: number, discount: DiscountCreate, options?: RequestOptions) {
    const path = invoiceItemPath(invoiceId, invoiceItemId);
    return this.core.call(create, { path, body: discount }, options);
  }

  /** Removes the discount. */
  delete(invoiceId: number, invoiceItemId: number, options?: RequestOptions) {
    return this.core.call(remove, { path: invoiceItemPath(invoiceId, invoiceItemId) }, options);
  }
}
