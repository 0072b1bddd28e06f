import { iso } from '../clock.ts';
import type { Scope } from '../engine.ts';
import type { BookingRow, LeaseRow, State } from '../state.ts';
import type { TimedRule } from '../time/timeline.ts';
import { destroyVisit, transition } from './visits.ts';

/** The visits a lease holds that still exist. */
export function leaseVisits(state: State, lease: LeaseRow) {
  return lease.visit_ids.flatMap((id) => state.tables.visits.get(id) ?? []);
}

export function leasesOf(state: State, booking: BookingRow): LeaseRow[] {
  return state.tables.leases.filter((lease) => lease.booking_id === booking.id);
}

/** Completes a booking: every reserved visit of its leases becomes registered. */
export function completeBooking(scope: Scope, booking: BookingRow): void {
  for (const lease of leasesOf(scope.state, booking)) {
    for (const visit of leaseVisits(scope.state, lease)) {
      if (visit.state === 'reserved') transition({ ...scope }, visit, 'register');
    }
    lease.state = 'registered';
    lease.updated_at = iso(scope.now);
  }
  booking.state = 'completed';
  booking.updated_at = iso(scope.now);
}

/** Destroys a lease and the places it holds. */
export function releaseLease(scope: Scope, lease: LeaseRow): void {
  for (const visit of leaseVisits(scope.state, lease)) destroyVisit(scope, visit);
  scope.state.tables.leases.delete(lease.id);
}

/** Expires incomplete bookings whose time is up, releasing the places their leases held. */
export function expireBookings(scope: Scope): void {
  for (const booking of scope.state.tables.bookings.filter((b) => b.state === 'incomplete')) {
    if (Date.parse(booking.expires_at) > scope.now) continue;
    for (const lease of leasesOf(scope.state, booking)) {
      for (const visit of leaseVisits(scope.state, lease)) destroyVisit(scope, visit);
      lease.visit_ids = [];
    }
    booking.state = 'expired';
    booking.updated_at = iso(scope.now);
  }
}

/** When the next hold ends: the earliest `expires_at` after `now` of an incomplete booking. */
function nextExpiry(state: State, now: number): number | undefined {
  let next: number | undefined;
  for (const booking of state.tables.bookings.all()) {
    if (booking.state !== 'incomplete') continue;
    const at = Date.parse(booking.expires_at);
    if (at > now && (next === undefined || at < next)) next = at;
  }
  return next;
}

/** Booking holds on the sandbox clock: released when their time is up. */
export const bookingHolds: TimedRule = { sweep: expireBookings, nextDue: nextExpiry };
