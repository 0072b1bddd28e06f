import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { RefundCreate } from '../schemas/refund-input.ts';
import { Transaction } from '../schemas/transaction.ts';

const create = endpoint({
  method: 'POST',
  effect: 'destructive',
  idempotent: false,
  path: '/api/v2/desk/invoices/:invoice_id/payments/:payment_id/refunds',
  body: RefundCreate,
  bodyKey: 'refund',
  returns: 'one',
  key: 'refunds',
  schema: Transaction,
});
const voids = endpoint({
  method: 'POST',
  effect: 'destructive',
  idempotent: true,
  path: '/api/v2/desk/refunds/:refund_id/voids',
  returns: 'one',
  key: 'refunds',
  schema: Transaction,
});

/** Refunds of payments. */
export class DeskRefunds extends Resource {
  protected readonly endpointTable: EndpointTable = { create, void: voids };

  /** Refunds part or all of a payment (`amount_cents` > 0), optionally cancelling plans and emailing a receipt. */
  create(invoiceId: number, paymentId: number, refund: RefundCreate, options?: RequestOptions) {
    const input = { path: { invoice_id: invoiceId, payment_id: paymentId }, body: refund };
    return this.core.call(create, input, options);
  }

  /** Voids a refund. */
  void(refundId: number, options?: RequestOptions) {
    return this.core.call(voids, { path: { refund_id: refundId } }, options);
  }
}
