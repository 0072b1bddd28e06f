import * as z from 'zod/mini';
import { maybe } from './common.ts';

/** Image URLs by size (`x50`, `x50_2x`, `full`, …). */
const Images = z.record(z.string(), z.string());

const brandingShape = {
  /** `accent`, `brand`, `header`, `background` and their `client_mode_*` variants. */
  colors: maybe(z.record(z.string(), z.nullable(z.string()))),
  logo: maybe(Images),
  cover_photo: maybe(Images),
};
/** The business's colors (hex without `#`), logos and cover photo. */
export interface Branding extends z.output<z.ZodMiniObject<typeof brandingShape, z.core.$loose>> {}
/** The business's colors (hex without `#`), logos and cover photo. */
export const Branding: z.ZodMiniType<Branding> = z.looseObject(brandingShape);
