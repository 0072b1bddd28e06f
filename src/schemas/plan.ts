import * as z from 'zod/mini';
import { dateText, maybe, openEnum, timestampText } from './common.ts';
import { PersonRef } from './person.ts';

/** Plan types. */
export const PLAN_TYPES = ['Pack', 'Prepaid', 'Membership'] as const;
/** Kinds of plan: pack, membership or prepaid. */
export type PlanType = (typeof PLAN_TYPES)[number];

const planShape = {
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
  start_date: maybe(dateText),
  end_date: maybe(dateText),
  cancelled_at: maybe(timestampText),
  canceled_at: maybe(timestampText),
  created_at: maybe(timestampText),
  updated_at: maybe(timestampText),
  person_ids: maybe(z.array(z.number())),
  people: maybe(z.array(PersonRef)),
  holds: maybe(z.array(z.looseObject({}))),
};
/** A client's plan: a membership, pack or prepaid plan. */
export interface Plan extends z.output<z.ZodMiniObject<typeof planShape, z.core.$loose>> {}
/** A client's plan: a membership, pack or prepaid plan. */
export const Plan: z.ZodMiniType<Plan> = z.looseObject(planShape);

const planHoldShape = {
  id: z.number(),
  plan_id: maybe(z.number()),
  start_date: maybe(dateText),
  end_date: maybe(dateText),
  created_at: maybe(timestampText),
  updated_at: maybe(timestampText),
};
/** A pause of a plan. */
export interface PlanHold extends z.output<z.ZodMiniObject<typeof planHoldShape, z.core.$loose>> {}
/** A pause of a plan. */
export const PlanHold: z.ZodMiniType<PlanHold> = z.looseObject(planHoldShape);

const personPlanShape = {
  id: z.number(),
  created_at: maybe(timestampText),
  updated_at: maybe(timestampText),
  deactivated_at: maybe(timestampText),
  exhausted_at: maybe(timestampText),
  person: maybe(PersonRef),
  plan: maybe(z.looseObject({ id: z.number() })),
  plan_product: maybe(z.looseObject({ id: z.number() })),
};
/** A person's association with a plan. */
export interface PersonPlan extends z.output<z.ZodMiniObject<typeof personPlanShape, z.core.$loose>> {}
/** A person's association with a plan. */
export const PersonPlan: z.ZodMiniType<PersonPlan> = z.looseObject(personPlanShape);

const punchcardShape = {
  id: z.number(),
  count: maybe(z.number()),
  remaining: maybe(z.number()),
  start_date: maybe(dateText),
  end_date: maybe(dateText),
  people: maybe(z.array(PersonRef)),
  plan: maybe(z.looseObject({ id: z.number() })),
  updated_at: maybe(timestampText),
};
/** The visits a plan grants in one limit period (a week or a month). */
export interface Punchcard extends z.output<z.ZodMiniObject<typeof punchcardShape, z.core.$loose>> {}
/** The visits a plan grants in one limit period (a week or a month). */
export const Punchcard: z.ZodMiniType<Punchcard> = z.looseObject(punchcardShape);
