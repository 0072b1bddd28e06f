import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeTimestamp, openEnum } from './common.ts';
import { PersonRef } from './person.ts';

const leaseShape = {
  id: z.number(),
  booking_id: maybeNumber,
  event_occurrence_id: maybeNumber,
  event_id: maybeNumber,
  service_id: maybeNumber,
  staff_member_id: maybeNumber,
  location_id: maybeNumber,
  visit_id: maybeNumber,
  person_id: maybeNumber,
  /** Reserved until the booking is completed, then registered. */
  state: maybe(openEnum(['reserved', 'registered', 'expired'] as const)),
  /** Ongoing enrollment in a group class. */
  recurring: maybeBoolean,
  start_at: maybeTimestamp,
  end_at: maybeTimestamp,
  expires_at: maybeTimestamp,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  person: maybe(PersonRef),
};

/** A temporary reservation of a space in a class, course or appointment, held by a booking. */
export interface Lease extends z.output<z.ZodMiniObject<typeof leaseShape, z.core.$loose>> {}

/** A temporary reservation of a space in a class, course or appointment, held by a booking. */
export const Lease: z.ZodMiniType<Lease> = z.looseObject(leaseShape);
