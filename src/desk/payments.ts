import type { Pike13Client } from '../core/client.ts';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { PaymentVoid } from '../schemas/payment-input.ts';
import { Transaction } from '../schemas/transaction.ts';
import { Payments, paymentEndpoints } from '../sided/payments.ts';

const voids = endpoint({
  method: 'POST',
  effect: 'destructive',
  idempotent: true,
  path: '/api/v2/desk/payments/:payment_id/voids',
  body: PaymentVoid,
  bodyKey: 'void',
  returns: 'one',
  key: 'payments',
  schema: Transaction,
});

/** Payments as staff take and void them. */
export class DeskPayments extends Payments {
  protected override readonly endpointTable: EndpointTable = { ...paymentEndpoints.desk, void: voids };

  constructor(client: Pike13Client) {
    super(client, 'desk');
  }

  /** Voids a payment; `invoice_item_ids_to_cancel` also cancels the plans it paid for. */
  void(paymentId: number, params?: PaymentVoid, options?: RequestOptions) {
    return this.core.call(voids, { path: { payment_id: paymentId }, body: params }, options);
  }
}
