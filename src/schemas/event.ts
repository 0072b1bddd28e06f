import * as z from 'zod/mini';
import { maybe, maybeNumber, maybeString, maybeTimestamp } from './common.ts';
import { EventOccurrence } from './event-occurrence.ts';
import { PersonRef } from './person.ts';

const eventShape = {
  id: z.number(),
  name: maybeString,
  description: maybeString,
  service_id: maybeNumber,
  location_id: maybeNumber,
  start_time: maybeTimestamp,
  end_time: maybeTimestamp,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  /** Front: limited to the caller and dependents; desk: every attendee. */
  people: maybe(z.array(PersonRef)),
  event_occurrences: maybe(z.array(EventOccurrence)),
};

/** A scheduled series of a service: a group class, a course or an appointment. */
export interface Event extends z.output<z.ZodMiniObject<typeof eventShape, z.core.$loose>> {}

/** A scheduled series of a service: a group class, a course or an appointment. */
export const Event: z.ZodMiniType<Event> = z.looseObject(eventShape);
