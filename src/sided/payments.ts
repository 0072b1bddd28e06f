import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { PaymentConfiguration } from '../schemas/payment-configuration.ts';
import { PaymentCreate } from '../schemas/payment-input.ts';
import { Transaction } from '../schemas/transaction.ts';
import { bothSides, SidedResource } from './side.ts';

/** The payment endpoints shared by front and desk. */
export const paymentEndpoints = bothSides((prefix) => ({
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path: `${prefix}/invoices/:invoice_id/payments`,
    body: PaymentCreate,
    bodyKey: 'payment',
    returns: 'one',
    key: 'payments',
    schema: Transaction,
  }),
  configuration: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/payments/configuration`,
    returns: 'one',
    key: 'payment_configuration',
    schema: PaymentConfiguration,
  }),
}));

/** Payments on invoices, and how the business takes them. */
export abstract class Payments extends SidedResource {
  protected readonly endpointTable: EndpointTable = paymentEndpoints[this.side];

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
