import * as z from 'zod/mini';
import { maybeNumber, maybeString } from './common.ts';
import { notNegative } from './rules.ts';

const discountShape = {
  id: maybeNumber,
  invoice_item_id: maybeNumber,
  amount_cents: maybeNumber,
  amount: maybeString,
  percent: maybeNumber,
};
/** The discount of an invoice item: an amount in cents or a percentage. */
export interface Discount extends z.output<z.ZodMiniObject<typeof discountShape, z.core.$loose>> {}
/** The discount of an invoice item: an amount in cents or a percentage. */
export const Discount: z.ZodMiniType<Discount> = z.looseObject(discountShape);

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
