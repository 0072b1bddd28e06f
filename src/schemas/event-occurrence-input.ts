import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { EVENT_LIST_MAX_DAYS } from './event-input.ts';
import { EVENT_OCCURRENCE_STATES, SERVICE_TYPES } from './event-occurrence.ts';
import { spanAtMost } from './ranges.ts';

const range = {
  /** Start of the range (default start of today). */
  from: z.optional(p.timestamp()),
  /** End of the range (default end of today), at most 120 days after `from`. */
  to: z.optional(p.timestamp()),
  /** States to include, of active, canceled, reserved and deleted (default active). */
  state: z.optional(p.names(EVENT_OCCURRENCE_STATES)),
  /** Only occurrences taught by these staff members (ids; an unknown id is an error). */
  staff_member_ids: z.optional(p.ids()),
  /** Only occurrences of these services (ids; an unknown id is an error). */
  service_ids: z.optional(p.ids()),
  /** Only occurrences at these locations (ids; an unknown id is an error). */
  location_ids: z.optional(p.ids()),
};

const eventOccurrenceListQueryShape = {
  ...range,
  /** Only these occurrences (ids; an unknown id is no error). */
  ids: z.optional(p.ids()),
  /** Only occurrences of these events (ids; an unknown id is an error). */
  event_ids: z.optional(p.ids()),
};

/** Params of the event occurrence lists; a nonexistent staff, service, event or location id is an error. */
export interface EventOccurrenceListParams
  extends z.input<z.ZodMiniObject<typeof eventOccurrenceListQueryShape, z.core.$strict>> {}

/** Params of the event occurrence lists; a nonexistent staff, service, event or location id is an error. */
export const EventOccurrenceListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof eventOccurrenceListQueryShape, z.core.$strict>>,
  EventOccurrenceListParams
> = z.strictObject(eventOccurrenceListQueryShape).check(spanAtMost(EVENT_LIST_MAX_DAYS));

/** Summary params: counts grouped by `day` (default) or `hour`, of the given service types. */
const summaryShape = <const T extends readonly [string, ...string[]]>(serviceTypes: T) => ({
  ...range,
  /** Counts per `day` (default) or per `hour`. */
  group_by: z.optional(z.enum(['day', 'hour'])),
  /** Service types to count (the default is every type the side allows). */
  service_types: z.optional(p.names(serviceTypes)),
});

const frontSummaryShape = summaryShape(['Course', 'GroupClass'] as const);

/** Front summary params: `service_types` of Course and GroupClass (default both). */
export interface FrontEventOccurrenceSummaryParams
  extends z.input<z.ZodMiniObject<typeof frontSummaryShape, z.core.$strict>> {}

/** Front summary params: `service_types` of Course and GroupClass (default both). */
export const FrontEventOccurrenceSummaryQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof frontSummaryShape, z.core.$strict>>,
  FrontEventOccurrenceSummaryParams
> = z.strictObject(frontSummaryShape).check(spanAtMost(EVENT_LIST_MAX_DAYS));

const deskSummaryShape = summaryShape(SERVICE_TYPES);

/** Desk summary params: `service_types` of Appointment, Course and GroupClass (default all three). */
export interface DeskEventOccurrenceSummaryParams
  extends z.input<z.ZodMiniObject<typeof deskSummaryShape, z.core.$strict>> {}

/** Desk summary params: `service_types` of Appointment, Course and GroupClass (default all three). */
export const DeskEventOccurrenceSummaryQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskSummaryShape, z.core.$strict>>,
  DeskEventOccurrenceSummaryParams
> = z.strictObject(deskSummaryShape).check(spanAtMost(EVENT_LIST_MAX_DAYS));
