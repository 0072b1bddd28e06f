import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp, openEnum, ref } from './common.ts';
import { PersonRef } from './person.ts';
import { Visit } from './visit.ts';

/** Event occurrence states. */
export const EVENT_OCCURRENCE_STATES = ['active', 'canceled', 'reserved', 'deleted'] as const;
/** States of an event occurrence. */
export type EventOccurrenceState = (typeof EVENT_OCCURRENCE_STATES)[number];

/** Service types. */
export const SERVICE_TYPES = ['Appointment', 'GroupClass', 'Course'] as const;
/** Kinds of service: group class, course or appointment. */
export type ServiceType = (typeof SERVICE_TYPES)[number];

const eventOccurrenceShape = {
  id: z.number(),
  event_id: maybeNumber,
  service_id: maybeNumber,
  location_id: maybeNumber,
  room_id: maybeNumber,
  name: maybeString,
  description: maybeString,
  service_name: maybeString,
  room_name: maybeString,
  service_type: maybe(openEnum(SERVICE_TYPES)),
  state: maybe(openEnum(EVENT_OCCURRENCE_STATES)),
  timezone: maybeString,
  /** Documented as a string; seen as a number too. */
  duration_in_minutes: maybe(z.union([z.number(), z.string()])),
  start_at: maybeTimestamp,
  end_at: maybeTimestamp,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  visits_count: maybeNumber,
  capacity_remaining: maybeNumber,
  updating: maybeBoolean,
  attendance_complete: maybeBoolean,
  full: maybeBoolean,
  visitors_can_view: maybeBoolean,
  clients_can_view: maybeBoolean,
  members_can_view: maybeBoolean,
  clients_can_book: maybeBoolean,
  members_can_book: maybeBoolean,
  anonymous_staff: maybeBoolean,
  /** Instructors; empty when unassigned. */
  staff_members: maybe(z.array(ref)),
  /** Attending people; empty when none. */
  people: maybe(z.array(PersonRef)),
  visits: maybe(z.array(Visit)),
};
/** One scheduled session of an event (a class, a course meeting, an appointment). */
export interface EventOccurrence
  extends z.output<z.ZodMiniObject<typeof eventOccurrenceShape, z.core.$loose>> {}
/** One scheduled session of an event (a class, a course meeting, an appointment). */
export const EventOccurrence: z.ZodMiniType<EventOccurrence> = z.looseObject(eventOccurrenceShape);

/** Event occurrence counts by day or hour; the spec does not show the shape, so the whole answer is kept. */
export const EventOccurrenceSummary = z.record(z.string(), z.unknown());

/** Event occurrence counts by day or hour; the spec does not show the shape, so the whole answer is kept. */
export interface EventOccurrenceSummary extends z.output<typeof EventOccurrenceSummary> {}
