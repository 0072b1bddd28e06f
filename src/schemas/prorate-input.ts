import * as z from 'zod/mini';
import { notNegative } from './rules.ts';

const prorateCreateShape = {
  /** Cents deducted from the first invoice, not negative. */
  amount_cents: notNegative(),
  /** Visits on the first punchcard, not negative; limited memberships only. */
  initial_punchcard_count: notNegative(),
};

/** A proration to set; an existing one is updated. */
export interface ProrateCreate extends z.input<z.ZodMiniObject<typeof prorateCreateShape, z.core.$strict>> {}

/** A proration to set; an existing one is updated. */
export const ProrateCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof prorateCreateShape, z.core.$strict>>,
  ProrateCreate
> = z.strictObject(prorateCreateShape).check(
  z.refine((prorate) => prorate.amount_cents !== undefined || prorate.initial_punchcard_count !== undefined, {
    message: 'or initial_punchcard_count is required',
    path: ['amount_cents'],
  }),
);
