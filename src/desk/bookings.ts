import type { HttpCore } from '../core/http.ts';
import { DeskBookingCreate } from '../schemas/booking.ts';
import { DeskLeaseInput, DeskLeaseUpdate } from '../schemas/lease.ts';
import { Bookings, bookingEndpoints } from '../sided/bookings.ts';

/** Any booking of the business; leases take the desk person object and `allow_overbook`. */
export class DeskBookings extends Bookings<DeskBookingCreate, DeskLeaseInput, DeskLeaseUpdate> {
  constructor(core: HttpCore) {
    super(
      core,
      bookingEndpoints('desk', {
        booking: DeskBookingCreate,
        lease: DeskLeaseInput,
        leaseUpdate: DeskLeaseUpdate,
      }),
    );
  }
}
