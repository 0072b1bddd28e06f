import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Discount } from '../schemas/discount.ts';
import { DiscountCreate } from '../schemas/discount-input.ts';

const path = '/api/v2/desk/invoices/:invoice_id/invoice_items/:invoice_item_id/discounts';
const discount = { key: 'discounts', schema: Discount } as const;

/** Discounts of invoice items. */
export class DeskDiscounts extends resource({
  /**
   * The discount of an item.
   * @throws {NotFoundError} 404 when the item has no discount.
   */
  get: endpoint({ method: 'GET', effect: 'read', path, returns: 'one', ...discount }),
  /** Sets the discount (`amount_cents` or `percent`), replacing any existing one. */
  create: endpoint({
    method: 'POST',
    effect: 'destructive',
    idempotent: true,
    path,
    body: DiscountCreate,
    bodyKey: 'discount',
    returns: 'one',
    ...discount,
  }),
  /** Removes the discount. */
  delete: endpoint({ method: 'DELETE', effect: 'destructive', idempotent: true, path, returns: 'none' }),
}) {}
