import * as z from 'zod/mini';
import * as p from '../core/params.ts';

const serviceParams = {
  /** The event to enrol in; checked by `full`, `already_enrolled` (course), `plan_required`, time rules and `credit_card_required`. */
  event_id: z.optional(p.id()),
  /** The location to enrol at; checked by `plan_required`. */
  location_id: z.optional(p.id()),
  /** The staff members to enrol with (ids); checked by `plan_required`. */
  staff_member_ids: z.optional(p.ids()),
  /** When the enrollment starts; checked by `plan_required`, `inside_blackout_window` and `in_the_past`. */
  start_at: z.optional(p.timestamp()),
};

const personIds = {
  /** The people evaluated, by id (required on desk; dependents not included). */
  person_ids: p.ids(),
};

/** Front: params of a service's enrollment eligibilities, all optional. */
export interface FrontServiceEligibilityParams
  extends z.input<z.ZodMiniObject<typeof serviceParams, z.core.$strict>> {}

/** Front: params of a service's enrollment eligibilities, all optional. */
export const FrontServiceEligibilityQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof serviceParams, z.core.$strict>>,
  FrontServiceEligibilityParams
> = z.strictObject(serviceParams);

const deskServiceParams = { ...serviceParams, ...personIds };

/** Desk: params of a service's enrollment eligibilities, `person_ids` required. */
export interface DeskServiceEligibilityParams
  extends z.input<z.ZodMiniObject<typeof deskServiceParams, z.core.$strict>> {}

/** Desk: params of a service's enrollment eligibilities, `person_ids` required. */
export const DeskServiceEligibilityQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskServiceParams, z.core.$strict>>,
  DeskServiceEligibilityParams
> = z.strictObject(deskServiceParams);

/** Desk: params of an event occurrence's enrollment eligibilities, `person_ids` required. */
export interface DeskEventOccurrenceEligibilityParams
  extends z.input<z.ZodMiniObject<typeof personIds, z.core.$strict>> {}

/** Desk: params of an event occurrence's enrollment eligibilities, `person_ids` required. */
export const DeskEventOccurrenceEligibilityQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof personIds, z.core.$strict>>,
  DeskEventOccurrenceEligibilityParams
> = z.strictObject(personIds);
