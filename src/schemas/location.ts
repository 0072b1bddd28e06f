import * as z from 'zod/mini';
import { maybeBoolean, maybeNumber, maybeString } from './common.ts';

const locationShape = {
  id: z.number(),
  name: maybeString,
  address: maybeString,
  latitude: maybeNumber,
  longitude: maybeNumber,
  phone: maybeString,
  description: maybeString,
  show_in_client_mode: maybeBoolean,
  slug: maybeString,
  /** A readable zone name, `Pacific Time (US & Canada)`. */
  timezone_friendly: maybeString,
  /** A zone name, `America/Los_Angeles`. */
  timezone: maybeString,
};
/** A location of the business. */
export interface Location extends z.output<z.ZodMiniObject<typeof locationShape, z.core.$loose>> {}
/** A location of the business. */
export const Location: z.ZodMiniType<Location> = z.looseObject(locationShape);
