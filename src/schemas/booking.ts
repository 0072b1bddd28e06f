import * as z from 'zod/mini';
import { maybe, maybeNumber, maybeString, maybeTimestamp, openEnum } from './common.ts';
import { Lease } from './lease.ts';

/** Booking states. */
export const BOOKING_STATES = ['incomplete', 'completed', 'expired'] as const;

/** States of a booking. */
export type BookingState = (typeof BOOKING_STATES)[number];

const bookingShape = {
  id: z.number(),
  state: maybe(openEnum(BOOKING_STATES)),
  /** Capacity is held until then. */
  expires_at: maybeTimestamp,
  idempotency_token: maybeString,
  person_id: maybeNumber,
  invoice_id: maybeNumber,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  leases: maybe(z.array(Lease)),
};

/** A collection of leases; completing it turns them from reserved to registered. */
export interface Booking extends z.output<z.ZodMiniObject<typeof bookingShape, z.core.$loose>> {}

/** A collection of leases; completing it turns them from reserved to registered. */
export const Booking: z.ZodMiniType<Booking> = z.looseObject(bookingShape);
