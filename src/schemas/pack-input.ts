import * as z from 'zod/mini';
import * as p from '../core/params.ts';

const packCreateShape = {
  /** The people who get the pack, by id (required); several share it. */
  person_ids: z.array(p.id()).check(z.minLength(1, 'must name at least one person')),
  /** First day of the pack, `YYYY-MM-DD` (default today). */
  start_date: z.optional(p.date()),
  /** Last day of the pack, `YYYY-MM-DD` (default the start plus the product's expiration period). */
  end_date: z.optional(p.date()),
  /** Visits the pack grants (default the product's count). */
  count: z.optional(z.int().check(z.positive('must be 1 or more'))),
  /** Description of the pack. */
  description: z.optional(z.string()),
  /** Price in cents (default the product's price). */
  price_cents: z.optional(z.int().check(z.nonnegative('must not be negative'))),
  /** Applies the pack automatically only to visits with this instructor. */
  staff_member_id: z.optional(p.id()),
  /** Applies the pack only at this location. */
  location_id: z.optional(p.id()),
  /** The people draw on one shared count of visits (default true for one person, false for several). */
  visits_shared: z.optional(z.boolean()),
};

/** A new pack; what is left out comes from its pack product. */
export interface PackCreate extends z.input<z.ZodMiniObject<typeof packCreateShape, z.core.$strict>> {}

/** A new pack; what is left out comes from its pack product. */
export const PackCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof packCreateShape, z.core.$strict>>,
  PackCreate
> = z.strictObject(packCreateShape);
