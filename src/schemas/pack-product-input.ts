import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { COMMITMENT_UNITS, PACK_PRODUCT_VISIBILITIES } from './pack-product.ts';

const name = z.string().check(z.minLength(1, 'is required'));

const cents = z.int().check(z.nonnegative('must not be negative'));

const count = z.int().check(z.positive('must be 1 or more'));

/** Product attributes, sent under `product`. */
const productFields = {
  /** Short description of the product. */
  description: z.optional(z.string()),
  /** Long description of the product. */
  description_long: z.optional(z.string()),
  /** Default false; a suspended product cannot be sold. */
  suspended: z.optional(z.boolean()),
};

/** Pack product attributes beside `product`. */
const packProductFields = {
  /** The location its packs are sold at. */
  location_id: z.optional(p.id()),
  /** Holders of its packs count as members (default false). */
  consider_member: z.optional(z.boolean()),
  /** Terms the buyer agrees to. */
  terms: z.optional(z.string()),
  /** Buyers must accept `terms` (default false). */
  terms_acceptance_required: z.optional(z.boolean()),
  /** How buyers accept the terms: `checkbox` (default) or a signed `document`. */
  terms_acceptance_type: z.optional(z.enum(['checkbox', 'document'])),
  /** Buyers accept the terms at checkout (default false). */
  terms_acceptance_at_checkout: z.optional(z.boolean()),
  /** Emails holders when their pack expires (default true). */
  send_expiration_notifications: z.optional(z.boolean()),
  /** Services its packs pay for: `[]` removes them all, `null` or absent leaves them; unknown ids are ignored. */
  service_ids: z.optional(z.nullable(z.array(p.id()))),
};

const packProductCreateShape = {
  /** The product: `name`, `price_cents`, `visibility` (Everyone, Members, Staff, New clients) required. */
  product: z.strictObject({
    ...productFields,
    /** The product's name (required). */
    name,
    /** Price in cents, not negative (required). */
    price_cents: cents,
    /** Who may buy it: Everyone, Members, Staff or New clients (required). */
    visibility: z.enum(PACK_PRODUCT_VISIBILITIES),
  }),
  ...packProductFields,
  /** Visits each pack grants (required). */
  count,
  /** How long a pack lasts, in `commitment_unit`s (required). */
  commitment_length: count,
  /** The unit of `commitment_length`: day, week or month (required). */
  commitment_unit: z.enum(COMMITMENT_UNITS),
};

/** A new pack product: `product.name`, `product.price_cents`, `product.visibility`, `count` and the commitment required. */
export interface PackProductCreate
  extends z.input<z.ZodMiniObject<typeof packProductCreateShape, z.core.$strict>> {}

/** A new pack product: `product.name`, `product.price_cents`, `product.visibility`, `count` and the commitment required. */
export const PackProductCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof packProductCreateShape, z.core.$strict>>,
  PackProductCreate
> = z.strictObject(packProductCreateShape);

const packProductUpdateShape = {
  /** Product changes: `name`, `price_cents`, `visibility`, `description`, `description_long`, `suspended`. */
  product: z.optional(
    z.strictObject({
      ...productFields,
      /** A new name. */
      name: z.optional(name),
      /** A new price in cents, not negative. */
      price_cents: z.optional(cents),
      /** Who may buy it: Everyone, Members, Staff or New clients. */
      visibility: z.optional(z.enum(PACK_PRODUCT_VISIBILITIES)),
    }),
  ),
  ...packProductFields,
  /** Visits each pack grants. */
  count: z.optional(count),
  /** How long a pack lasts, in `commitment_unit`s. */
  commitment_length: z.optional(count),
  /** The unit of `commitment_length`: day, week or month. */
  commitment_unit: z.optional(z.enum(COMMITMENT_UNITS)),
};

/** Changes to a pack product: any attribute of a new one, none required. */
export interface PackProductUpdate
  extends z.input<z.ZodMiniObject<typeof packProductUpdateShape, z.core.$strict>> {}

/** Changes to a pack product: any attribute of a new one, none required. */
export const PackProductUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof packProductUpdateShape, z.core.$strict>>,
  PackProductUpdate
> = z.strictObject(packProductUpdateShape);

/** Params of `desk.packProducts.list()`. */
export interface PackProductListParams
  extends z.input<z.ZodMiniObject<typeof p.pagination, z.core.$strict>> {}

export const PackProductListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof p.pagination, z.core.$strict>>,
  PackProductListParams
> = z.strictObject(p.pagination);
