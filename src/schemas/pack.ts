import * as z from 'zod/mini';
import { maybe, maybeDate, maybeNumber, maybeString, maybeTimestamp } from './common.ts';

const packShape = {
  id: z.number(),
  /** Visits granted. */
  count: maybeNumber,
  /** The people sharing the pack. */
  person_ids: maybe(z.array(z.number())),
  description: maybeString,
  price_cents: maybeNumber,
  rollover_count: maybeNumber,
  pack_product_id: maybeNumber,
  start_date: maybeDate,
  end_date: maybeDate,
  staff_member_id: maybeNumber,
  location_id: maybeNumber,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
};

/** A pack: a non-recurring plan granting a fixed number of visits. */
export interface Pack extends z.output<z.ZodMiniObject<typeof packShape, z.core.$loose>> {}

/** A pack: a non-recurring plan granting a fixed number of visits. */
export const Pack: z.ZodMiniType<Pack> = z.looseObject(packShape);
