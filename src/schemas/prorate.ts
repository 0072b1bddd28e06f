import * as z from 'zod/mini';
import { maybe } from './common.ts';
import { notNegative } from './rules.ts';

const prorateShape = {
  id: maybe(z.number()),
  invoice_item_id: maybe(z.number()),
  amount_cents: maybe(z.number()),
  amount: maybe(z.string()),
  initial_punchcard_count: maybe(z.number()),
};
/** The proration of an invoice item: cents off the first invoice, and a limited membership's first count. */
export interface Prorate extends z.output<z.ZodMiniObject<typeof prorateShape, z.core.$loose>> {}
/** The proration of an invoice item: cents off the first invoice, and a limited membership's first count. */
export const Prorate: z.ZodMiniType<Prorate> = z.looseObject(prorateShape);

/** A proration to set; an existing one is updated. */
export const ProrateCreate = z
  .strictObject({
    /** Cents deducted from the first invoice. */
    amount_cents: notNegative(),
    /** First punchcard count; limited memberships only. */
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
