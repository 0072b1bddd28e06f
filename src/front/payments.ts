import type { Pike13Client } from '../core/client.ts';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Payments, paymentEndpoints } from '../sided/payments.ts';

const remove = endpoint({
  method: 'DELETE',
  effect: 'destructive',
  idempotent: true,
  path: '/api/v2/front/invoices/:invoice_id/payments/:payment_id',
  returns: 'none',
});

/** Payments as a client makes them. */
export class FrontPayments extends Payments {
  protected override readonly endpointTable: EndpointTable = { ...paymentEndpoints.front, delete: remove };

  constructor(client: Pike13Client) {
    super(client, 'front');
  }

  /** Removes a payment; only while the invoice is in checkout. */
  delete(invoiceId: number, paymentId: number, options?: RequestOptions) {
    return this.core.call(remove, { path: { invoice_id: invoiceId, payment_id: paymentId } }, options);
  }
}
