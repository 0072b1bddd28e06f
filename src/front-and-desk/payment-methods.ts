import { endpoint } from '../core/endpoint.ts';
import { PaymentMethod } from '../schemas/payment-method.ts';
import { sided } from './side.ts';

/** The ways an invoice can be paid (front and desk). */
export class PaymentMethods extends sided((prefix) => ({
  /** Payment method entries of an invoice; each `key` is a payment's `payment_method`. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/invoices/:invoice_id/payment_methods`,
    returns: 'list',
    key: 'payment_methods',
    schema: PaymentMethod,
  }),
})) {}
