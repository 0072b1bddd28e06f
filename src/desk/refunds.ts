import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { RefundCreate } from '../schemas/refund-input.ts';
import { Transaction } from '../schemas/transaction.ts';

const refunds = { key: 'refunds', schema: Transaction } as const;

/** Refunds of payments. */
export class DeskRefunds extends resource({
  /** Refunds part or all of a payment (`amount_cents` > 0), optionally cancelling plans and emailing a receipt. */
  create: endpoint({
    method: 'POST',
    effect: 'destructive',
    idempotent: false,
    path: '/api/v2/desk/invoices/:invoice_id/payments/:payment_id/refunds',
    body: RefundCreate,
    bodyKey: 'refund',
    returns: 'one',
    ...refunds,
  }),
  /** Voids a refund. */
  void: endpoint({
    method: 'POST',
    effect: 'destructive',
    idempotent: true,
    path: '/api/v2/desk/refunds/:refund_id/voids',
    returns: 'one',
    ...refunds,
  }),
}) {}
