import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp, openEnum } from './common.ts';
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
  name: maybeString,
  start_at: maybeTimestamp,
  end_at: maybeTimestamp,
};
/** The short event occurrence object of a visit or waitlist entry. */
export interface EventOccurrenceRef
  extends z.output<z.ZodMiniObject<typeof eventOccurrenceRefShape, z.core.$loose>> {}
/** The short event occurrence object of a visit or waitlist entry. */
export const EventOccurrenceRef: z.ZodMiniType<EventOccurrenceRef> = z.looseObject(eventOccurrenceRefShape);

const visitShape = {
  id: z.number(),
  person_id: maybeNumber,
  event_occurrence_id: maybeNumber,
  state: maybe(openEnum(VISIT_STATES)),
  /** Older answers: a status label (`enrolled`, `complete`, `unpaid`). */
  status: maybeString,
  registered_at: maybeTimestamp,
  completed_at: maybeTimestamp,
  noshow_at: maybeTimestamp,
  cancelled_at: maybeTimestamp,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  paid: maybeBoolean,
  /** The plan that paid, described. */
  paid_for_by: maybeString,
  /** Present when a punch paid for the visit. */
  punch_id: maybeNumber,
  only_staff_can_cancel: maybeBoolean,
  event_occurrence: maybe(EventOccurrenceRef),
  person: maybe(PersonRef),
};
/** A person's visit to an event occurrence. */
export interface Visit extends z.output<z.ZodMiniObject<typeof visitShape, z.core.$loose>> {}
/** A person's visit to an event occurrence. */
export const Visit: z.ZodMiniType<Visit> = z.looseObject(visitShape);

const serviceVisitTimesShape = {
  service_id: z.number(),
  first_visited_at: maybeTimestamp,
  last_visited_at: maybeTimestamp,
};

/** First and last completed visit times of a service. */
export interface ServiceVisitTimes
  extends z.output<z.ZodMiniObject<typeof serviceVisitTimesShape, z.core.$loose>> {}

/** First and last completed visit times of a service. */
export const ServiceVisitTimes: z.ZodMiniType<ServiceVisitTimes> = z.looseObject(serviceVisitTimesShape);

const visitSummaryShape = {
  person_id: z.number(),
  first_visited_at: maybeTimestamp,
  last_visited_at: maybeTimestamp,
  services_visited_at: maybe(z.array(ServiceVisitTimes)),
};

/** First and last completed visit times of a person, overall and per service. */
export interface VisitSummary extends z.output<z.ZodMiniObject<typeof visitSummaryShape, z.core.$loose>> {}

/** First and last completed visit times of a person, overall and per service. */
export const VisitSummary: z.ZodMiniType<VisitSummary> = z.looseObject(visitSummaryShape);
