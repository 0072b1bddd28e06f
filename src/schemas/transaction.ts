import * as z from 'zod/mini';
import { maybe, openEnum, timestampText } from './common.ts';

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
  invoice_id: maybe(z.number()),
  currency_code: maybe(z.string()),
  amount_cents: maybe(z.number()),
  amount: maybe(z.string()),
  error_message: maybe(z.string()),
  description: maybe(z.string()),
  voided_at: maybe(timestampText),
  payment_type_id: maybe(z.number()),
  type: maybe(openEnum(['Payment', 'Refund'] as const)),
  /** Settled transactions cannot be voided. */
  settled: maybe(z.boolean()),
  state: maybe(openEnum(TRANSACTION_STATES)),
  uuid: maybe(z.string()),
  autobill: maybe(z.boolean()),
  /** Refunds only: the payment refunded. */
  payment_id: maybe(z.number()),
  external_transaction_id: maybe(z.string()),
  payment_type: maybe(openEnum(PAYMENT_TYPES)),
  created_at: maybe(timestampText),
  updated_at: maybe(timestampText),
  invoice: maybe(z.looseObject({ id: z.number() })),
};
/** A payment or a refund. */
export interface Transaction extends z.output<z.ZodMiniObject<typeof transactionShape, z.core.$loose>> {}
/** A payment or a refund. */
export const Transaction: z.ZodMiniType<Transaction> = z.looseObject(transactionShape);
