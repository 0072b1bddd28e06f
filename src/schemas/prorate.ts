import * as z from 'zod/mini';
import { maybeNumber, maybeString } from './common.ts';

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
