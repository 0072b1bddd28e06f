import type { Pike13Client } from '../core/client.ts';
import { FrontBookingCreate } from '../schemas/booking-input.ts';
import { FrontLeaseInput, FrontLeaseUpdate } from '../schemas/lease-input.ts';
import { Bookings, bookingEndpoints } from '../sided/bookings.ts';

/** Bookings of the authenticated person. */
export class FrontBookings extends Bookings<FrontBookingCreate, FrontLeaseInput, FrontLeaseUpdate> {
  constructor(client: Pike13Client) {
    super(
      client,
      bookingEndpoints('front', {
        booking: FrontBookingCreate,
        lease: FrontLeaseInput,
        leaseUpdate: FrontLeaseUpdate,
      }),
    );
  }
}
