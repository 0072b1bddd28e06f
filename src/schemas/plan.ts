import * as z from 'zod/mini';
import {
  maybe,
  maybeBoolean,
  maybeDate,
  maybeNumber,
  maybeString,
  maybeTimestamp,
  openEnum,
} from './common.ts';
import { PersonRef } from './person.ts';

/** Plan types. */
export const PLAN_TYPES = ['Pack', 'Prepaid', 'Membership'] as const;
/** Kinds of plan: pack, membership or prepaid. */
export type PlanType = (typeof PLAN_TYPES)[number];

const planShape = {
  id: z.number(),
  name: maybeString,
  description: maybeString,
  type: maybe(openEnum(PLAN_TYPES)),
  plan_product_id: maybeNumber,
  /** Maximum punches per limit period. */
  count: maybeNumber,
  rollover_count: maybeNumber,
  staff_member_id: maybeNumber,
  location_id: maybeNumber,
  price: maybeString,
  price_cents: maybeNumber,
  consider_member: maybeBoolean,
  limit_period: maybe(openEnum(['weekly', 'monthly'] as const)),
  start_date: maybeDate,
  end_date: maybeDate,
  cancelled_at: maybeTimestamp,
  canceled_at: maybeTimestamp,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
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
  plan_id: maybeNumber,
  start_date: maybeDate,
  end_date: maybeDate,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
};
/** A pause of a plan. */
export interface PlanHold extends z.output<z.ZodMiniObject<typeof planHoldShape, z.core.$loose>> {}
/** A pause of a plan. */
export const PlanHold: z.ZodMiniType<PlanHold> = z.looseObject(planHoldShape);

const personPlanShape = {
  id: z.number(),
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  deactivated_at: maybeTimestamp,
  exhausted_at: maybeTimestamp,
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
  count: maybeNumber,
  remaining: maybeNumber,
  start_date: maybeDate,
  end_date: maybeDate,
  people: maybe(z.array(PersonRef)),
  plan: maybe(z.looseObject({ id: z.number() })),
  updated_at: maybeTimestamp,
};
/** The visits a plan grants in one limit period (a week or a month). */
export interface Punchcard extends z.output<z.ZodMiniObject<typeof punchcardShape, z.core.$loose>> {}
/** The visits a plan grants in one limit period (a week or a month). */
export const Punchcard: z.ZodMiniType<Punchcard> = z.looseObject(punchcardShape);
