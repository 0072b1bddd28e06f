import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { maybe, timestamp } from './common.ts';

/** A punch: a visit paid for with a plan. */
export const Punch = z.looseObject({
  id: z.number(),
  visit_id: maybe(z.number()),
  plan_id: maybe(z.number()),
  created_at: maybe(timestamp),
});
export type Punch = z.infer<typeof Punch>;

/** A new punch: `visit_id` required; without `plan_id` the service looks for a suitable plan. */
export const PunchCreate = z.strictObject({ visit_id: p.id(), plan_id: z.optional(p.id()) });
export type PunchCreate = z.input<typeof PunchCreate>;
