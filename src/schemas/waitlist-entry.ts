import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { maybe, maybeNumber, maybeTimestamp, openEnum } from './common.ts';
import { PersonRef } from './person.ts';
import { EventOccurrenceRef } from './visit.ts';

/** Waitlist entry states. */
export const WAITLIST_ENTRY_STATES = ['pending', 'waiting', 'enrolled', 'removed', 'expired'] as const;
/** States of a waitlist entry. */
export type WaitlistEntryState = (typeof WAITLIST_ENTRY_STATES)[number];

/** Write-only events of a desk update; `enroll` is the one the service's examples show. */
export const WAITLIST_ENTRY_STATE_EVENTS = ['enroll'] as const;
/** Events that move a waitlist entry to another state. */
export type WaitlistEntryStateEvent = (typeof WAITLIST_ENTRY_STATE_EVENTS)[number];

const waitlistEntryShape = {
  id: z.number(),
  person_id: maybeNumber,
  event_occurrence_id: maybeNumber,
  state: maybe(openEnum(WAITLIST_ENTRY_STATES)),
  /** Desk only. */
  created_at: maybeTimestamp,
  /** Desk only. */
  updated_at: maybeTimestamp,
  /** The same short event occurrence object as a visit's. */
  event_occurrence: maybe(EventOccurrenceRef),
  person: maybe(PersonRef),
};
/** A person waiting for a spot in an event occurrence. */
export interface WaitlistEntry extends z.output<z.ZodMiniObject<typeof waitlistEntryShape, z.core.$loose>> {}
/** A person waiting for a spot in an event occurrence. */
export const WaitlistEntry: z.ZodMiniType<WaitlistEntry> = z.looseObject(waitlistEntryShape);

/** Params of the waitlist entry lists. */
const waitlistEntryListQueryShape = {
  ...p.pagination,
  /** Only entries of occurrences starting at or after this moment. */
  from: z.optional(p.timestamp()),
  /** Only entries of occurrences starting before this moment. */
  to: z.optional(p.timestamp()),
  /** Only entries of this event occurrence. */
  event_occurrence_id: z.optional(p.id()),
};
/** Rules of the params of the waitlist entry lists. */
export const WaitlistEntryListQuery: z.ZodMiniObject<typeof waitlistEntryListQueryShape, z.core.$strict> =
  z.strictObject(waitlistEntryListQueryShape);
/** Params of the waitlist entry lists. */
export interface WaitlistEntryListParams extends z.input<typeof WaitlistEntryListQuery> {}

const waitlistEntryCreateShape = {
  /** The person who waits: on front the caller or a dependent (default the caller). */
  person_id: z.optional(p.id()),
  /** The event occurrence to wait for a spot in (required). */
  event_occurrence_id: p.id(),
};
/** A new waitlist entry; `person_id` defaults to the caller on front. */
export interface WaitlistEntryCreate
  extends z.input<z.ZodMiniObject<typeof waitlistEntryCreateShape, z.core.$strict>> {}
/** A new waitlist entry; `person_id` defaults to the caller on front. */
export const WaitlistEntryCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof waitlistEntryCreateShape, z.core.$strict>>,
  WaitlistEntryCreate
> = z.strictObject(waitlistEntryCreateShape);

const waitlistEntryUpdateShape = {
  /** Moves the entry (write-only); the spec lists no transitions, so any other string is sent as given. */
  state_event: openEnum(WAITLIST_ENTRY_STATE_EVENTS),
};
/** A desk update: the write-only `state_event`. */
export interface WaitlistEntryUpdate
  extends z.input<z.ZodMiniObject<typeof waitlistEntryUpdateShape, z.core.$strict>> {}
/** A desk update: the write-only `state_event`. */
export const WaitlistEntryUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof waitlistEntryUpdateShape, z.core.$strict>>,
  WaitlistEntryUpdate
> = z.strictObject(waitlistEntryUpdateShape);
