import * as z from 'zod/mini';
import { date, maybe, openEnum, timestamp } from './common.ts';
import { PersonRef } from './person.ts';

/** Plan types. */
export const PLAN_TYPES = ['Pack', 'Prepaid', 'Membership'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** A client's plan: a membership, pack or prepaid plan. */
export const Plan = z.looseObject({
  id: z.number(),
  name: maybe(z.string()),
  description: maybe(z.string()),
  type: maybe(openEnum(PLAN_TYPES)),
  plan_product_id: maybe(z.number()),
  /** Maximum punches per limit period. */
  count: maybe(z.number()),
  rollover_count: maybe(z.number()),
  staff_member_id: maybe(z.number()),
  location_id: maybe(z.number()),
  price: maybe(z.string()),
  price_cents: maybe(z.number()),
  consider_member: maybe(z.boolean()),
  limit_period: maybe(openEnum(['weekly', 'monthly'] as const)),
  start_date: maybe(date),
  end_date: maybe(date),
  cancelled_at: maybe(timestamp),
  canceled_at: maybe(timestamp),
  created_at: maybe(timestamp),
  updated_at: maybe(timestamp),
  person_ids: maybe(z.array(z.number())),
  people: maybe(z.array(PersonRef)),
  holds: maybe(z.array(z.looseObject({}))),
});
export type Plan = z.infer<typeof Plan>;

/** A pause of a plan. */
export const PlanHold = z.looseObject({
  id: z.number(),
  plan_id: maybe(z.number()),
  start_date: maybe(date),
  end_date: maybe(date),
  created_at: maybe(timestamp),
  updated_at: maybe(timestamp),
});
export type PlanHold = z.infer<typeof PlanHold>;

/** A person's association with a plan. */
export const PersonPlan = z.looseObject({
  id: z.number(),
  created_at: maybe(timestamp),
  updated_at: maybe(timestamp),
  deactivated_at: maybe(timestamp),
  exhausted_at: maybe(timestamp),
  person: maybe(PersonRef),
  plan: maybe(z.looseObject({ id: z.number() })),
  plan_product: maybe(z.looseObject({ id: z.number() })),
});
export type PersonPlan = z.infer<typeof PersonPlan>;

/** The visits a plan grants in one limit period (a week or a month). */
export const Punchcard = z.looseObject({
  id: z.number(),
  count: maybe(z.number()),
  remaining: maybe(z.number()),
  start_date: maybe(date),
  end_date: maybe(date),
  people: maybe(z.array(PersonRef)),
  plan: maybe(z.looseObject({ id: z.number() })),
  updated_at: maybe(timestamp),
});
export type Punchcard = z.infer<typeof Punchcard>;
