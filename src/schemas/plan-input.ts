import * as z from 'zod/mini';
import * as p from '../core/params.ts';

export const deskPlanListQueryShape = {
  ...p.pagination,
  /** Include each plan's holds. */
  include_holds: z.optional(z.boolean()),
};

/** Params of `desk.plans.list()`. */
export interface DeskPlanListParams
  extends z.input<z.ZodMiniObject<typeof deskPlanListQueryShape, z.core.$strict>> {}

export const DeskPlanListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskPlanListQueryShape, z.core.$strict>>,
  DeskPlanListParams
> = z.strictObject(deskPlanListQueryShape);

export const HOUR_MS = 3_600_000;

/** Today in the zone furthest behind (UTC−12): any earlier date is past in every time zone. */
export function earliestToday(): string {
  return new Date(Date.now() - 12 * HOUR_MS).toISOString().slice(0, 10);
}

export const endDateUpdateShape = {
  /** The plan's new last day, `YYYY-MM-DD`: in the future and before the next billing date. */
  end_date: p.date().check(z.refine((day) => day >= earliestToday(), 'cannot be in the past')),
};

/** The new end date of `desk.plans.updateEndDate()`. */
export interface PlanEndDateUpdate
  extends z.input<z.ZodMiniObject<typeof endDateUpdateShape, z.core.$strict>> {}

export const PlanEndDateUpdateBody: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof endDateUpdateShape, z.core.$strict>>,
  PlanEndDateUpdate
> = z.strictObject(endDateUpdateShape);

/**
 * Filters of a person's plans: `active` (current, visits left), `active_with_upcoming` (active or not
 * started), `current` (dates include today), `inactive` (not current or no visits left), `upcoming`
 * (visits left, not started), `usable` (active and not on hold).
 */
export const PERSON_PLAN_FILTERS = [
  'active',
  'active_with_upcoming',
  'current',
  'inactive',
  'upcoming',
  'usable',
] as const;

/** The `filter` values of a person's plan list. */
export type PersonPlanFilter = (typeof PERSON_PLAN_FILTERS)[number];

export const personPlanListQueryShape = {
  ...p.pagination,
  /** Include each plan's holds. */
  include_holds: z.optional(z.boolean()),
  /** Which plans: active, active_with_upcoming, current, inactive, upcoming or usable. */
  filter: z.optional(z.enum(PERSON_PLAN_FILTERS)),
};

/** Params of `personPlans.list()`. */
export interface PersonPlanListParams
  extends z.input<z.ZodMiniObject<typeof personPlanListQueryShape, z.core.$strict>> {}

export const PersonPlanListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof personPlanListQueryShape, z.core.$strict>>,
  PersonPlanListParams
> = z.strictObject(personPlanListQueryShape);
