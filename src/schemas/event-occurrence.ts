import * as z from 'zod/mini';
import { maybe, openEnum, ref, timestampText } from './common.ts';
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
  event_id: maybe(z.number()),
  service_id: maybe(z.number()),
  location_id: maybe(z.number()),
  room_id: maybe(z.number()),
  name: maybe(z.string()),
  description: maybe(z.string()),
  service_name: maybe(z.string()),
  room_name: maybe(z.string()),
  service_type: maybe(openEnum(SERVICE_TYPES)),
  state: maybe(openEnum(EVENT_OCCURRENCE_STATES)),
  timezone: maybe(z.string()),
  /** Documented as a string; seen as a number too. */
  duration_in_minutes: maybe(z.union([z.number(), z.string()])),
  start_at: maybe(timestampText),
  end_at: maybe(timestampText),
  created_at: maybe(timestampText),
  updated_at: maybe(timestampText),
  visits_count: maybe(z.number()),
  capacity_remaining: maybe(z.number()),
  updating: maybe(z.boolean()),
  attendance_complete: maybe(z.boolean()),
  full: maybe(z.boolean()),
  visitors_can_view: maybe(z.boolean()),
  clients_can_view: maybe(z.boolean()),
  members_can_view: maybe(z.boolean()),
  clients_can_book: maybe(z.boolean()),
  members_can_book: maybe(z.boolean()),
  anonymous_staff: maybe(z.boolean()),
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
