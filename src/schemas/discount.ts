import * as z from 'zod/mini';
import { maybeNumber, maybeString } from './common.ts';

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
