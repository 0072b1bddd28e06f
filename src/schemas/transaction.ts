import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp, openEnum } from './common.ts';

/** Transaction states. */
export const TRANSACTION_STATES = ['failed', 'processing', 'completed', 'checkout'] as const;

/** Payment types of a transaction (two more name online payment providers). */
export const PAYMENT_TYPES = [
  'cash',
  'check',
  'creditcard',
  'ach',
  'comp',
  'free',
  'external_creditcard',
  'external',
  'credit',
] as const;

const transactionShape = {
  id: z.number(),
  invoice_id: maybeNumber,
  currency_code: maybeString,
  amount_cents: maybeNumber,
  amount: maybeString,
  error_message: maybeString,
  description: maybeString,
  voided_at: maybeTimestamp,
  payment_type_id: maybeNumber,
  type: maybe(openEnum(['Payment', 'Refund'] as const)),
  /** Settled transactions cannot be voided. */
  settled: maybeBoolean,
  state: maybe(openEnum(TRANSACTION_STATES)),
  uuid: maybeString,
  autobill: maybeBoolean,
  /** Refunds only: the payment refunded. */
  payment_id: maybeNumber,
  external_transaction_id: maybeString,
  payment_type: maybe(openEnum(PAYMENT_TYPES)),
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  invoice: maybe(z.looseObject({ id: z.number() })),
};
/** A payment or a refund. */
export interface Transaction extends z.output<z.ZodMiniObject<typeof transactionShape, z.core.$loose>> {}
/** A payment or a refund. */
export const Transaction: z.ZodMiniType<Transaction> = z.looseObject(transactionShape);
