import { extendResource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { Payments } from '../front-and-desk/payments.ts';

/** Payments as a client makes them. */
export class FrontPayments extends extendResource(Payments, {
  /** Removes a payment; only while the invoice is in checkout. */
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: '/api/v2/front/invoices/:invoice_id/payments/:payment_id',
    returns: 'none',
  }),
}) {
  constructor(client: Pike13Client) {
    super(client, 'front');
  }
}
