import type { Pike13Client } from '../core/pike13-client.ts';
import { Bookings, bookingEndpoints } from '../front-and-desk/bookings.ts';
import { FrontBookingCreate } from '../schemas/booking-input.ts';
import { FrontLeaseInput, FrontLeaseUpdate } from '../schemas/lease-input.ts';

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
