import * as z from 'zod/mini';
import { maybeNumber, maybeString } from './common.ts';
import { notNegative } from './rules.ts';

const prorateShape = {
  id: maybeNumber,
  invoice_item_id: maybeNumber,
  amount_cents: maybeNumber,
  amount: maybeString,
  initial_punchcard_count: maybeNumber,
};
/** The proration of an invoice item: cents off the first invoice, and a limited membership's first count. */
export interface Prorate extends z.output<z.ZodMiniObject<typeof prorateShape, z.core.$loose>> {}
/** The proration of an invoice item: cents off the first invoice, and a limited membership's first count. */
export const Prorate: z.ZodMiniType<Prorate> = z.looseObject(prorateShape);

/** A proration to set; an existing one is updated. */
export const ProrateCreate = z
  .strictObject({
    /** Cents deducted from the first invoice, not negative. */
    amount_cents: notNegative(),
    /** Visits on the first punchcard, not negative; limited memberships only. */
    initial_punchcard_count: notNegative(),
  })
  .check(
    z.refine(
      (prorate) => prorate.amount_cents !== undefined || prorate.initial_punchcard_count !== undefined,
      {
        message: 'or initial_punchcard_count is required',
        path: ['amount_cents'],
      },
    ),
  );
/** A proration to set; an existing one is updated. */
export interface ProrateCreate extends z.input<typeof ProrateCreate> {}
