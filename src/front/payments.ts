import { endpoint } from '../core/endpoint.ts';
import type { HttpCore } from '../core/http.ts';
import type { RequestOptions } from '../core/options.ts';
import { PaymentCreate } from '../schemas/payment.ts';
import { PaymentConfiguration } from '../schemas/payment-configuration.ts';
import { Transaction } from '../schemas/transaction.ts';
import { bothSides, SidedResource } from './side.ts';

/** The payment endpoints shared by front and desk. */
export const paymentEndpoints = bothSides((prefix) => ({
  create: endpoint({
    method: 'POST',
    path: `${prefix}/invoices/:invoice_id/payments`,
    body: PaymentCreate,
    bodyKey: 'payment',
    returns: 'one',
    key: 'payments',
    schema: Transaction,
  }),
  configuration: endpoint({
    method: 'GET',
    path: `${prefix}/payments/configuration`,
    returns: 'one',
    key: 'payment_configuration',
    schema: PaymentConfiguration,
  }),
}));

const remove = endpoint({
  method: 'DELETE',
  path: '/api/v2/front/invoices/:invoice_id/payments/:payment_id',
  returns: 'none',
});

/** Payments on invoices, and how the business takes them. */
export abstract class Payments extends SidedResource {
  /** Pays an invoice with a `payment_method` key of its payment methods list. */
  create(invoiceId: number, payment: PaymentCreate, options?: RequestOptions) {
    const input = { path: { invoice_id: invoiceId }, body: payment };
    return this.core.call(paymentEndpoints[this.side].create, input, options);
  }

  /** The payment configuration: accepted types, card brands, required card fields. */
  configuration(options?: RequestOptions) {
    return this.core.call(paymentEndpoints[this.side].configuration, {}, options);
  }
}

/** Payments as a client makes them. */
export class FrontPayments extends Payments {
  constructor(core: HttpCore) {
    super(core, 'front');
  }

  /** Removes a payment; only while the invoice is in checkout. */
  delete(invoiceId: number, paymentId: number, options?: RequestOptions) {
    return this.core.call(remove, { path: { invoice_id: invoiceId, payment_id: paymentId } }, options);
  }
}
