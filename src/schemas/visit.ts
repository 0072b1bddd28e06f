import * as z from 'zod/mini';
import { maybe, openEnum, timestamp } from './common.ts';
import { PersonRef } from './person.ts';

/** Visit states. */
export const VISIT_STATES = ['reserved', 'registered', 'completed', 'noshowed', 'late_canceled'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** Write-only events that move a visit between states (desk PUT). */
export const VISIT_STATE_EVENTS = ['register', 'complete', 'noshow', 'late_cancel', 'reset'] as const;
export type VisitStateEvent = (typeof VISIT_STATE_EVENTS)[number];

/** A person's visit to an event occurrence. */
export const Visit = z.looseObject({
  id: z.number(),
  person_id: maybe(z.number()),
  event_occurrence_id: maybe(z.number()),
  state: maybe(openEnum(VISIT_STATES)),
  /** Older answers: a status label (`enrolled`, `complete`, `unpaid`). */
  status: maybe(z.string()),
  registered_at: maybe(timestamp),
  completed_at: maybe(timestamp),
  noshow_at: maybe(timestamp),
  cancelled_at: maybe(timestamp),
  created_at: maybe(timestamp),
  updated_at: maybe(timestamp),
  paid: maybe(z.boolean()),
  /** The plan that paid, described. */
  paid_for_by: maybe(z.string()),
  /** Present when a punch paid for the visit. */
  punch_id: maybe(z.number()),
  only_staff_can_cancel: maybe(z.boolean()),
  event_occurrence: maybe(
    z.looseObject({
      id: z.number(),
      name: maybe(z.string()),
      start_at: maybe(timestamp),
      end_at: maybe(timestamp),
    }),
  ),
  person: maybe(PersonRef),
});
export type Visit = z.infer<typeof Visit>;
