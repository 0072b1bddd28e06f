import * as z from 'zod/mini';
import { maybe, openEnum, timestampText } from './common.ts';
import { PersonRef } from './person.ts';

/** Visit states. */
export const VISIT_STATES = ['reserved', 'registered', 'completed', 'noshowed', 'late_canceled'] as const;
/** States of a visit. */
export type VisitState = (typeof VISIT_STATES)[number];

/** Write-only events that move a visit between states (desk PUT). */
export const VISIT_STATE_EVENTS = ['register', 'complete', 'noshow', 'late_cancel', 'reset'] as const;
/** Events that move a visit to another state (`reset` before `noshow` on a completed visit). */
export type VisitStateEvent = (typeof VISIT_STATE_EVENTS)[number];

const eventOccurrenceRefShape = {
  id: z.number(),
  name: maybe(z.string()),
  start_at: maybe(timestampText),
  end_at: maybe(timestampText),
};
/** The short event occurrence object of a visit or waitlist entry. */
export interface EventOccurrenceRef
  extends z.output<z.ZodMiniObject<typeof eventOccurrenceRefShape, z.core.$loose>> {}
/** The short event occurrence object of a visit or waitlist entry. */
export const EventOccurrenceRef: z.ZodMiniType<EventOccurrenceRef> = z.looseObject(eventOccurrenceRefShape);

const visitShape = {
  id: z.number(),
  person_id: maybe(z.number()),
  event_occurrence_id: maybe(z.number()),
  state: maybe(openEnum(VISIT_STATES)),
  /** Older answers: a status label (`enrolled`, `complete`, `unpaid`). */
  status: maybe(z.string()),
  registered_at: maybe(timestampText),
  completed_at: maybe(timestampText),
  noshow_at: maybe(timestampText),
  cancelled_at: maybe(timestampText),
  created_at: maybe(timestampText),
  updated_at: maybe(timestampText),
  paid: maybe(z.boolean()),
  /** The plan that paid, described. */
  paid_for_by: maybe(z.string()),
  /** Present when a punch paid for the visit. */
  punch_id: maybe(z.number()),
  only_staff_can_cancel: maybe(z.boolean()),
  event_occurrence: maybe(EventOccurrenceRef),
  person: maybe(PersonRef),
};
/** A person's visit to an event occurrence. */
export interface Visit extends z.output<z.ZodMiniObject<typeof visitShape, z.core.$loose>> {}
/** A person's visit to an event occurrence. */
export const Visit: z.ZodMiniType<Visit> = z.looseObject(visitShape);
