import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { DeskLeaseInput, FrontLeaseInput } from './lease-input.ts';

const MAX_EXPIRY_MS = 20 * 60_000;

/** When the booking expires: in the future, at most 20 minutes ahead (default 10). */
const expiresAt = () =>
  p.timestamp().check(
    z.refine(
      (value) => {
        const ahead = p.toMillis(value) - Date.now();
        return ahead > 0 && ahead <= MAX_EXPIRY_MS;
      },
      { message: 'must be in the future and at most 20 minutes ahead' },
    ),
  );

const bookingFields = {
  /** Unique string that stops the same request being processed twice (filled in when absent). */
  idempotency_token: z.optional(z.string().check(z.minLength(1, 'cannot be empty'))),
  /** When the booking expires and frees its held spaces: at most 20 minutes ahead (default 10 minutes). */
  expires_at: z.optional(expiresAt()),
  /** Completes the booking at once: its visits go from reserved to registered. */
  complete_booking: z.optional(z.boolean()),
};

const frontBookingCreateShape = {
  ...bookingFields,
  /** Spaces to hold: each an event occurrence, appointment, recurring class or course lease. */
  leases: z.optional(z.array(FrontLeaseInput)),
};

/** Front: a new booking, with its leases. */
export interface FrontBookingCreate
  extends z.input<z.ZodMiniObject<typeof frontBookingCreateShape, z.core.$strict>> {}

/** Front: a new booking, with its leases. */
export const FrontBookingCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof frontBookingCreateShape, z.core.$strict>>,
  FrontBookingCreate
> = z.strictObject(frontBookingCreateShape);

const deskBookingCreateShape = {
  ...bookingFields,
  /** Spaces to hold: each an event occurrence, appointment, recurring class or course lease. */
  leases: z.optional(z.array(DeskLeaseInput)),
};

/** Desk: a new booking, with leases carrying the desk person object and `allow_overbook`. */
export interface DeskBookingCreate
  extends z.input<z.ZodMiniObject<typeof deskBookingCreateShape, z.core.$strict>> {}

/** Desk: a new booking, with leases carrying the desk person object and `allow_overbook`. */
export const DeskBookingCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskBookingCreateShape, z.core.$strict>>,
  DeskBookingCreate
> = z.strictObject(deskBookingCreateShape);

const bookingUpdateShape = {
  /** Completes the booking: its visits go from reserved to registered. */
  complete_booking: bookingFields.complete_booking,
  /** Moves the expiry: at most 20 minutes ahead. */
  expires_at: bookingFields.expires_at,
};

/** A booking update: completes it (no leases can be added here). */
export interface BookingUpdate extends z.input<z.ZodMiniObject<typeof bookingUpdateShape, z.core.$strict>> {}

/** A booking update: completes it (no leases can be added here). */
export const BookingUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof bookingUpdateShape, z.core.$strict>>,
  BookingUpdate
> = z.strictObject(bookingUpdateShape);
