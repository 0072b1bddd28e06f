import type { HttpCore } from '../core/http.ts';
import { FrontBookingCreate } from '../schemas/booking.ts';
import { FrontLeaseInput, FrontLeaseUpdate } from '../schemas/lease.ts';
import { Bookings, bookingEndpoints } from '../sided/bookings.ts';

/** Bookings of the authenticated person. */
export class FrontBookings extends Bookings<FrontBookingCreate, FrontLeaseInput, FrontLeaseUpdate> {
  constructor(core: HttpCore) {
    super(
      core,
      bookingEndpoints('front', {
        booking: FrontBookingCreate,
        lease: FrontLeaseInput,
        leaseUpdate: FrontLeaseUpdate,
      }),
    );
  }
}
