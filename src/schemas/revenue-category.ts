import * as z from 'zod/mini';
import { maybeString } from './common.ts';

/** A revenue category: never deleted, its name can change. */
export const RevenueCategory = z.looseObject({ id: z.number(), name: maybeString });
/** A revenue category: never deleted, its name can change. */
export interface RevenueCategory extends z.output<typeof RevenueCategory> {}
