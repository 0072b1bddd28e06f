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
export const FrontServiceEligibilityQuery = z.strictObject(serviceParams);

/** Front: params of a service's enrollment eligibilities, all optional. */
export interface FrontServiceEligibilityParams extends z.input<typeof FrontServiceEligibilityQuery> {}

/** Desk: params of a service's enrollment eligibilities, `person_ids` required. */
export const DeskServiceEligibilityQuery = z.strictObject({ ...serviceParams, ...personIds });

/** Desk: params of a service's enrollment eligibilities, `person_ids` required. */
export interface DeskServiceEligibilityParams extends z.input<typeof DeskServiceEligibilityQuery> {}

/** Desk: params of an event occurrence's enrollment eligibilities, `person_ids` required. */
export const DeskEventOccurrenceEligibilityQuery = z.strictObject(personIds);

/** Desk: params of an event occurrence's enrollment eligibilities, `person_ids` required. */
export interface DeskEventOccurrenceEligibilityParams
  extends z.input<typeof DeskEventOccurrenceEligibilityQuery> {}
