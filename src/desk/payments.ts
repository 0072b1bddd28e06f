import { extendResource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { Payments } from '../front-and-desk/payments.ts';
import { PaymentVoid } from '../schemas/payment-input.ts';
import { Transaction } from '../schemas/transaction.ts';

/** Payments as staff take and void them. */
export class DeskPayments extends extendResource(Payments, {
  /** Voids a payment; `invoice_item_ids_to_cancel` also cancels the plans it paid for. */
  void: endpoint({
    method: 'POST',
    effect: 'destructive',
    idempotent: true,
    path: '/api/v2/desk/payments/:payment_id/voids',
    body: PaymentVoid,
    bodyKey: 'void',
    arg: 'params?',
    returns: 'one',
    key: 'payments',
    schema: Transaction,
  }),
}) {
  constructor(client: Pike13Client) {
    super(client, 'desk');
  }
}
