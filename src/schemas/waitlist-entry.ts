import * as z from 'zod/mini';
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
