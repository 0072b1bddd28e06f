import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { maybe, openEnum, timestamp } from './common.ts';
import { PersonRef } from './person.ts';
import { Visit } from './visit.ts';

/** Waitlist entry states. */
export const WAITLIST_ENTRY_STATES = ['pending', 'waiting', 'enrolled', 'removed', 'expired'] as const;
export type WaitlistEntryState = (typeof WAITLIST_ENTRY_STATES)[number];

/** Write-only events of a desk update; `enroll` is the one the service's examples show. */
export const WAITLIST_ENTRY_STATE_EVENTS = ['enroll'] as const;
export type WaitlistEntryStateEvent = (typeof WAITLIST_ENTRY_STATE_EVENTS)[number];

/** A person waiting for a spot in an event occurrence. */
export const WaitlistEntry = z.looseObject({
  id: z.number(),
  person_id: maybe(z.number()),
  event_occurrence_id: maybe(z.number()),
  state: maybe(openEnum(WAITLIST_ENTRY_STATES)),
  /** Desk only. */
  created_at: maybe(timestamp),
  /** Desk only. */
  updated_at: maybe(timestamp),
  /** The same short event occurrence object as a visit's. */
  event_occurrence: Visit.shape.event_occurrence,
  person: maybe(PersonRef),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

/** Params of the waitlist entry lists. */
export const WaitlistEntryListQuery = z.strictObject({
  ...p.pagination,
  from: z.optional(p.timestamp()),
  to: z.optional(p.timestamp()),
  event_occurrence_id: z.optional(p.id()),
});
export type WaitlistEntryListParams = z.input<typeof WaitlistEntryListQuery>;

/** A new waitlist entry; `person_id` defaults to the caller on front. */
export const WaitlistEntryCreate = z.strictObject({
  person_id: z.optional(p.id()),
  event_occurrence_id: p.id(),
});
export type WaitlistEntryCreate = z.input<typeof WaitlistEntryCreate>;

/** A desk update: the write-only `state_event`. */
export const WaitlistEntryUpdate = z.strictObject({
  /** Write-only; transitions are not listed in the spec, so other strings are sent as given. */
  state_event: openEnum(WAITLIST_ENTRY_STATE_EVENTS),
});
export type WaitlistEntryUpdate = z.input<typeof WaitlistEntryUpdate>;
