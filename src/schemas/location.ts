import * as z from 'zod/mini';
import { maybe } from './common.ts';

const locationShape = {
  id: z.number(),
  name: maybe(z.string()),
  address: maybe(z.string()),
  latitude: maybe(z.number()),
  longitude: maybe(z.number()),
  phone: maybe(z.string()),
  description: maybe(z.string()),
  show_in_client_mode: maybe(z.boolean()),
  slug: maybe(z.string()),
  /** A readable zone name, `Pacific Time (US & Canada)`. */
  timezone_friendly: maybe(z.string()),
  /** A zone name, `America/Los_Angeles`. */
  timezone: maybe(z.string()),
};
/** A location of the business. */
export interface Location extends z.output<z.ZodMiniObject<typeof locationShape, z.core.$loose>> {}
/** A location of the business. */
export const Location: z.ZodMiniType<Location> = z.looseObject(locationShape);
