import * as z from 'zod/mini';
import { notNegative } from './rules.ts';

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
