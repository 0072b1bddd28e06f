import type { Pike13Client } from '../core/pike13-client.ts';
import { Bookings, bookingEndpoints } from '../front-and-desk/bookings.ts';
import { DeskBookingCreate } from '../schemas/booking-input.ts';
import { DeskLeaseInput, DeskLeaseUpdate } from '../schemas/lease-input.ts';

/** Any booking of the business; leases take the desk person object and `allow_overbook`. */
export class DeskBookings extends Bookings<DeskBookingCreate, DeskLeaseInput, DeskLeaseUpdate> {
  constructor(client: Pike13Client) {
    super(
      client,
      bookingEndpoints('desk', {
        booking: DeskBookingCreate,
        lease: DeskLeaseInput,
        leaseUpdate: DeskLeaseUpdate,
      }),
    );
  }
}
