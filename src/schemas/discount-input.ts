import * as z from 'zod/mini';
import { notNegative } from './rules.ts';

const discountCreateShape = {
  /** The discount as an amount in cents, not negative (or give `percent`). */
  amount_cents: notNegative(),
  /** The discount as a percentage, not negative (or give `amount_cents`). */
  percent: notNegative(),
};

/** A discount to set: `amount_cents` or `percent`, exactly one, not negative. */
export interface DiscountCreate
  extends z.input<z.ZodMiniObject<typeof discountCreateShape, z.core.$strict>> {}

/** A discount to set: `amount_cents` or `percent`, exactly one, not negative. */
export const DiscountCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof discountCreateShape, z.core.$strict>>,
  DiscountCreate
> = z.strictObject(discountCreateShape).check(
  z.refine((discount) => (discount.amount_cents === undefined) !== (discount.percent === undefined), {
    message: 'give amount_cents or percent, not both and not neither',
    path: ['amount_cents'],
  }),
);
