import type { Fields } from '../body.ts';
import { iso, MINUTE } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, invalid, notFound, one, problem } from '../http.ts';
import { completeBooking, leasesOf, leaseVisits, releaseLease } from '../rules/bookings.ts';
import { createVisit } from '../rules/visits.ts';
import type { BookingRow, LeaseRow, PersonRow } from '../state.ts';
import { type LeaseRequest, leasePerson, readLease } from './lease-input.ts';
import { flag, found, idParam, input, isDesk, textField } from './support.ts';

const DEFAULT_EXPIRY = 10 * MINUTE;
const MAX_EXPIRY = 20 * MINUTE;

/** Bookings and leases, front (own bookings only) and desk. */
export const bookingRoutes: Route[] = ['front', 'desk'].flatMap((side): Route[] => {
  const access = side === 'desk' ? 'desk' : 'front';
  const base = `/api/v2/${side}/bookings`;
  return [
    {
      serves: `${side}.bookings.get`,
      method: 'GET',
      path: `${base}/:id`,
      access,
      handle: (ctx) => one('bookings', bookingView(ctx, bookingOf(ctx, 'id'))),
    },
    { serves: `${side}.bookings.create`, method: 'POST', path: base, access, handle: createBooking },
    { serves: `${side}.bookings.update`, method: 'PUT', path: `${base}/:id`, access, handle: updateBooking },
    {
      serves: `${side}.bookings.delete`,
      method: 'DELETE',
      path: `${base}/:id`,
      access,
      handle: deleteBooking,
    },
    {
      serves: `${side}.bookings.leases.get`,
      method: 'GET',
      path: `${base}/:booking_id/leases/:id`,
      access,
      handle: (ctx) => one('leases', leaseView(ctx, leaseOf(ctx))),
    },
    {
      serves: `${side}.bookings.leases.create`,
      method: 'POST',
      path: `${base}/:booking_id/leases`,
      access,
      handle: addLease,
    },
    {
      serves: `${side}.bookings.leases.update`,
      method: 'PUT',
      path: `${base}/:booking_id/leases/:id`,
      access,
      handle: updateLease,
    },
    {
      serves: `${side}.bookings.leases.delete`,
      method: 'DELETE',
      path: `${base}/:booking_id/leases/:id`,
      access,
      handle: deleteLease,
    },
  ];
});

function bookingOf(ctx: Context, name: string): BookingRow {
  const booking = found(ctx.state.tables.bookings, idParam(ctx, name));
  return isDesk(ctx) || booking.person_id === ctx.caller.person?.id ? booking : notFound();
}

function leaseOf(ctx: Context): LeaseRow {
  const booking = bookingOf(ctx, 'booking_id');
  const lease = found(ctx.state.tables.leases, idParam(ctx));
  return lease.booking_id === booking.id ? lease : notFound();
}

function leaseView(ctx: Context, lease: LeaseRow) {
  const visits = leaseVisits(ctx.state, lease);
  const occurrence = ctx.state.tables.occurrences.get(lease.event_occurrence_id);
  const booking = ctx.state.tables.bookings.get(lease.booking_id);
  return {
    id: lease.id,
    booking_id: lease.booking_id,
    event_occurrence_id: lease.event_occurrence_id,
    event_id: lease.event_id,
    service_id: lease.service_id,
    staff_member_id: occurrence?.staff_member_ids[0] ?? null,
    location_id: occurrence?.location_id ?? null,
    visit_id: visits[0]?.id ?? null,
    visit_ids: visits.map((v) => v.id),
    person_id: lease.person_id,
    state: booking?.state === 'expired' ? 'expired' : lease.state,
    recurring: lease.recurring,
    start_at: occurrence?.start_at ?? null,
    end_at: occurrence?.end_at ?? null,
    expires_at: booking?.expires_at ?? null,
    created_at: lease.created_at,
    updated_at: lease.updated_at,
  };
}

function bookingView(ctx: Context, booking: BookingRow) {
  return { ...booking, leases: leasesOf(ctx.state, booking).map((lease) => leaseView(ctx, lease)) };
}

function expiresAt(ctx: Context, fields: Fields): number | undefined {
  const text = textField(fields, 'expires_at', 'Expires at');
  if (text === undefined) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) invalid(problem('invalid', 'Expires at'));
  if (at <= ctx.now) invalid(problem('in_the_past', 'Expires at'));
  if (at - ctx.now > MAX_EXPIRY) invalid(problem('too_far', 'Expires at'));
  return at;
}

function leaseList(fields: Fields): Fields[] {
  const leases = fields.leases ?? [];
  if (!Array.isArray(leases) || leases.some((l) => typeof l !== 'object' || l === null)) {
    return invalid(problem('invalid', 'Leases'));
  }
  return leases as Fields[];
}

function createBooking(ctx: Context): Response {
  const fields = input(ctx, 'booking');
  const token = textField(fields, 'idempotency_token', 'Idempotency token');
  const replay = token ? ctx.state.tables.bookings.find((b) => b.idempotency_token === token) : undefined;
  if (replay) return one('bookings', bookingView(ctx, replay));
  const expiry = expiresAt(ctx, fields) ?? ctx.now + DEFAULT_EXPIRY;
  const requests = leaseList(fields).map((lease) => readLease(ctx, lease));
  const me = ctx.caller.person as PersonRow;
  const booking = ctx.state.tables.bookings.insert({
    person_id: me.id,
    state: 'incomplete',
    expires_at: iso(expiry),
    idempotency_token: token ?? null,
    invoice_id: null,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
  for (const request of requests) holdLease(ctx, booking, request);
  if (flag(fields.complete_booking)) complete(ctx, booking);
  return one('bookings', bookingView(ctx, booking), 201);
}

function holdLease(ctx: Context, booking: BookingRow, request: LeaseRequest): LeaseRow {
  const first = request.occurrences[0];
  const personId = request.person?.id ?? null;
  const visits = request.occurrences.map((o) => createVisit(ctx, o, personId, 'reserved', booking.id));
  return ctx.state.tables.leases.insert({
    booking_id: booking.id,
    event_occurrence_id: first?.id ?? 0,
    event_id: request.eventId,
    service_id: request.serviceId,
    recurring: request.recurring,
    person_id: personId,
    visit_ids: visits.map((v) => v.id),
    state: 'reserved',
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
}

function requireIncomplete(booking: BookingRow): void {
  if (booking.state === 'completed') invalid(problem('booking_completed'));
  if (booking.state === 'expired') invalid(problem('booking_expired'));
}

function complete(ctx: Context, booking: BookingRow): void {
  requireIncomplete(booking);
  if (leasesOf(ctx.state, booking).some((lease) => lease.person_id === null))
    invalid(problem('blank', 'Person'));
  completeBooking(ctx, booking);
}

function updateBooking(ctx: Context): Response {
  const booking = bookingOf(ctx, 'id');
  const fields = input(ctx, 'booking');
  const expiry = expiresAt(ctx, fields);
  if (expiry !== undefined) {
    requireIncomplete(booking);
    booking.expires_at = iso(expiry);
  }
  if (flag(fields.complete_booking)) complete(ctx, booking);
  return one('bookings', bookingView(ctx, booking));
}

/** A completed booking goes alone; an incomplete one takes its leases, visits and invoice with it. */
function deleteBooking(ctx: Context): Response {
  const booking = bookingOf(ctx, 'id');
  if (booking.state !== 'completed') {
    for (const lease of leasesOf(ctx.state, booking)) releaseLease(ctx, lease);
    if (booking.invoice_id !== null) ctx.state.tables.invoices.delete(booking.invoice_id);
  }
  ctx.state.tables.bookings.delete(booking.id);
  return deleted();
}

function addLease(ctx: Context): Response {
  const booking = bookingOf(ctx, 'booking_id');
  requireIncomplete(booking);
  const lease = holdLease(ctx, booking, readLease(ctx, input(ctx, 'lease')));
  return one('leases', leaseView(ctx, lease), 201);
}

/** Only the person of a lease changes; the leased service cannot. */
function updateLease(ctx: Context): Response {
  const lease = leaseOf(ctx);
  const fields = input(ctx, 'lease');
  if (fields.person !== undefined) {
    const person = leasePerson(ctx, fields.person);
    lease.person_id = person?.id ?? null;
    for (const visit of leaseVisits(ctx.state, lease)) visit.person_id = lease.person_id;
    lease.updated_at = iso(ctx.now);
  }
  return one('leases', leaseView(ctx, lease));
}

function deleteLease(ctx: Context): Response {
  const lease = leaseOf(ctx);
  requireIncomplete(found(ctx.state.tables.bookings, lease.booking_id));
  releaseLease(ctx, lease);
  return deleted();
}
