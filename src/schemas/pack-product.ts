import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp, openEnum, ref } from './common.ts';

/** Who may buy a pack product. */
export const PACK_PRODUCT_VISIBILITIES = ['Everyone', 'Members', 'Staff', 'New clients'] as const;

/** Who may see a pack product. */
export type PackProductVisibility = (typeof PACK_PRODUCT_VISIBILITIES)[number];

/** Units of a pack product's commitment (its expiration period). */
export const COMMITMENT_UNITS = ['day', 'week', 'month'] as const;

/** Units of a pack product's commitment length. */
export type CommitmentUnit = (typeof COMMITMENT_UNITS)[number];

const productShape = {
  id: z.number(),
  name: maybeString,
  description: maybeString,
  description_long: maybeString,
  price_cents: maybeNumber,
  /** Seen in lowercase (`staff`, `everyone`) in answers. */
  visibility: maybe(openEnum(PACK_PRODUCT_VISIBILITIES)),
  /** A suspended product cannot be sold. */
  suspended: maybeBoolean,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
};

/** The product a pack product sells: name, price and visibility. */
export interface Product extends z.output<z.ZodMiniObject<typeof productShape, z.core.$loose>> {}

/** The product a pack product sells: name, price and visibility. */
export const Product: z.ZodMiniType<Product> = z.looseObject(productShape);

const packProductShape = {
  id: z.number(),
  /** Visits each pack grants. */
  count: maybeNumber,
  commitment_length: maybeNumber,
  commitment_unit: maybe(openEnum(COMMITMENT_UNITS)),
  location_id: maybeNumber,
  consider_member: maybeBoolean,
  terms: maybeString,
  terms_acceptance_required: maybeBoolean,
  terms_acceptance_type: maybe(openEnum(['checkbox', 'document'] as const)),
  terms_acceptance_at_checkout: maybeBoolean,
  send_expiration_notifications: maybeBoolean,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  product: maybe(Product),
  /** The services its packs pay for. */
  services: maybe(z.array(ref)),
};

/** The template packs are created from. */
export interface PackProduct extends z.output<z.ZodMiniObject<typeof packProductShape, z.core.$loose>> {}

/** The template packs are created from. */
export const PackProduct: z.ZodMiniType<PackProduct> = z.looseObject(packProductShape);
