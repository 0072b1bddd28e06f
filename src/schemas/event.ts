import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { maybe, maybeNumber, maybeString, maybeTimestamp } from './common.ts';
import { EventOccurrence } from './event-occurrence.ts';
import { PersonRef } from './person.ts';
import { spanAtMost } from './ranges.ts';

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

/** The `from`/`to` span of event lists, in days. */
export const EVENT_LIST_MAX_DAYS = 120;

/** Params of the event lists: no range returns every event. */
export const EventListQuery = z
  .strictObject({
    /** Start of the range; without a range, every event is listed. */
    from: z.optional(p.timestamp()),
    /** End of the range, at most 120 days after `from`. */
    to: z.optional(p.timestamp()),
    /** Only these events (ids). */
    ids: z.optional(p.ids()),
    /** Only events of these services (ids). */
    service_ids: z.optional(p.ids()),
  })
  .check(spanAtMost(EVENT_LIST_MAX_DAYS));
/** Params of the event lists: no range returns every event. */
export interface EventListParams extends z.input<typeof EventListQuery> {}
