import * as z from 'zod/mini';
import { maybeString } from './common.ts';

const revenueCategoryShape = { id: z.number(), name: maybeString };
/** A revenue category: never deleted, its name can change. */
export interface RevenueCategory
  extends z.output<z.ZodMiniObject<typeof revenueCategoryShape, z.core.$loose>> {}
/** A revenue category: never deleted, its name can change. */
export const RevenueCategory: z.ZodMiniType<RevenueCategory> = z.looseObject(revenueCategoryShape);
