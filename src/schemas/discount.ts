import * as z from 'zod/mini';
import { maybe } from './common.ts';
import { notNegative } from './rules.ts';

const discountShape = {
  id: maybe(z.number()),
  invoice_item_id: maybe(z.number()),
  amount_cents: maybe(z.number()),
  amount: maybe(z.string()),
  percent: maybe(z.number()),
};
/** The discount of an invoice item: an amount in cents or a percentage. */
export interface Discount extends z.output<z.ZodMiniObject<typeof discountShape, z.core.$loose>> {}
/** The discount of an invoice item: an amount in cents or a percentage. */
export const Discount: z.ZodMiniType<Discount> = z.looseObject(discountShape);

/** A discount to set: `amount_cents` or `percent`, exactly one, not negative. */
export const DiscountCreate = z.strictObject({ amount_cents: notNegative(), percent: notNegative() }).check(
  z.refine((discount) => (discount.amount_cents === undefined) !== (discount.percent === undefined), {
    message: 'give amount_cents or percent, not both and not neither',
    path: ['amount_cents'],
  }),
);
/** A discount to set: `amount_cents` or `percent`, exactly one, not negative. */
export interface DiscountCreate extends z.input<typeof DiscountCreate> {}
