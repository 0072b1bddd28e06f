import { endpoint } from '../core/endpoint.ts';
import { PaymentConfiguration } from '../schemas/payment-configuration.ts';
import { PaymentCreate } from '../schemas/payment-input.ts';
import { Transaction } from '../schemas/transaction.ts';
import { bothSides, sided } from './side.ts';

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
export abstract class Payments extends sided((_prefix, side) => ({
  /** Pays an invoice with a `payment_method` key of its payment methods list. */
  create: paymentEndpoints[side].create,
  /** The payment configuration: accepted types, card brands, required card fields. */
  configuration: paymentEndpoints[side].configuration,
})) {}
