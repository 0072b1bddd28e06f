import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { openEnum } from './common.ts';
import { WAITLIST_ENTRY_STATE_EVENTS } from './waitlist-entry.ts';

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

/** Params of the waitlist entry lists. */
export interface WaitlistEntryListParams
  extends z.input<z.ZodMiniObject<typeof waitlistEntryListQueryShape, z.core.$strict>> {}

/** Rules of the params of the waitlist entry lists. */
export const WaitlistEntryListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof waitlistEntryListQueryShape, z.core.$strict>>,
  WaitlistEntryListParams
> = z.strictObject(waitlistEntryListQueryShape);

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
