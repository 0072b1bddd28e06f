import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { PaymentMethod } from '../schemas/payment-method.ts';
import { bothSides, SidedResource } from './side.ts';

const list = bothSides((prefix) =>
  endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/invoices/:invoice_id/payment_methods`,
    returns: 'list',
    key: 'payment_methods',
    schema: PaymentMethod,
  }),
);

/** The ways an invoice can be paid (front and desk). */
export class PaymentMethods extends SidedResource {
  protected readonly endpointTable: EndpointTable = { list: list[this.side] };

  /** Payment method entries of an invoice; each `key` is a payment's `payment_method`. */
  list(invoiceId: number, options?: RequestOptions) {
    return this.core.call(list[this.side], { path: { invoice_id: invoiceId } }, options);
  }
}
