import * as z from 'zod/mini';
import { notNegative } from './rules.ts';

/** A discount to set: `amount_cents` or `percent`, exactly one, not negative. */
export const DiscountCreate = z
  .strictObject({
    /** The discount as an amount in cents, not negative (or give `percent`). */
    amount_cents: notNegative(),
    /** The discount as a percentage, not negative (or give `amount_cents`). */
    percent: notNegative(),
  })
  .check(
    z.refine((discount) => (discount.amount_cents === undefined) !== (discount.percent === undefined), {
      message: 'give amount_cents or percent, not both and not neither',
      path: ['amount_cents'],
    }),
  );

/** A discount to set: `amount_cents` or `percent`, exactly one, not negative. */
export interface DiscountCreate extends z.input<typeof DiscountCreate> {}
