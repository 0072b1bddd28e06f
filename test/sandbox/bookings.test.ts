import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/index.ts';
import { call, movableClock, NOW, sandboxFor, sdk } from './support.ts';

const WEEK_AHEAD = { from: NOW.toISOString(), to: new Date(NOW.getTime() + 7 * 86_400_000).toISOString() };

describe('booking through the SDK', () => {
  it('lists occurrences, books one, and the visit exists and the place is taken', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox, 'client');
    const me = await pike13.front.people.me();
    const occurrences = await pike13.front.eventOccurrences.list(WEEK_AHEAD);
    const open = occurrences.find((o) => (o.capacity_remaining ?? 0) > 0 && !o.people?.length);
    if (!open) throw new Error('the seed has an open class in the week');
    const before = open.capacity_remaining as number;

    const booking = await pike13.front.bookings.create({
      leases: [{ event_occurrence_id: open.id, person: { id: me.id } }],
      complete_booking: true,
    });

    expect(booking).toMatchObject({ state: 'completed', person_id: me.id });
    const visitId = booking.leases?.[0]?.visit_id as number;
    const visit = await pike13.front.visits.get(visitId);
    expect(visit).toMatchObject({ person_id: me.id, event_occurrence_id: open.id, state: 'registered' });
    const after = await pike13.front.eventOccurrences.get(open.id);
    expect(after.capacity_remaining).toBe(before - 1);
    const eligibility = await pike13.front.eligibilities.enrollmentForEventOccurrence(open.id);
    expect(eligibility.find((e) => e.person_id === me.id)?.restrictions?.map((r) => r.code)).toContain(
      'already_enrolled',
    );
  });

  it('creates one booking for the same idempotency token sent twice', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox, 'staff');
    const [occurrence] = await pike13.desk.eventOccurrences.list(WEEK_AHEAD);
    const body = {
      idempotency_token: 'retry-me-1',
      leases: [{ event_occurrence_id: occurrence?.id as number, person: { id: 7 } }],
    };
    const first = await pike13.desk.bookings.create(body);
    const second = await pike13.desk.bookings.create(body);
    expect(second.id).toBe(first.id);
    expect(sandbox.state.tables.bookings.filter((b) => b.idempotency_token === 'retry-me-1')).toHaveLength(1);
    expect(sandbox.state.tables.visits.filter((v) => v.booking_id === first.id)).toHaveLength(1);
  });

  it('holds the place until the booking expires (10 minutes by default), then releases it', async () => {
    const clock = movableClock();
    const sandbox = await sandboxFor({ now: clock.now });
    const pike13 = sdk(sandbox, 'staff');
    const occurrence = (await pike13.desk.eventOccurrences.list(WEEK_AHEAD)).find(
      (o) => (o.capacity_remaining ?? 0) > 0,
    );
    const id = occurrence?.id as number;
    const before = occurrence?.capacity_remaining as number;
    const booking = await pike13.desk.bookings.create({
      leases: [{ event_occurrence_id: id, person: { id: 7 } }],
    });
    expect(booking.state).toBe('incomplete');
    expect(booking.expires_at).toBe(new Date(NOW.getTime() + 10 * 60_000).toISOString().replace('.000', ''));
    expect((await pike13.desk.eventOccurrences.get(id)).capacity_remaining).toBe(before - 1);

    clock.advance(10 * 60_000 + 1);
    expect((await pike13.desk.eventOccurrences.get(id)).capacity_remaining).toBe(before);
    expect(await pike13.desk.bookings.get(booking.id)).toMatchObject({ state: 'expired' });
    const completing = pike13.desk.bookings.complete(booking.id);
    await expect(completing).rejects.toSatisfy((e) => ApiError.is(e) && e.status === 422);
  });

  it('refuses an expiry beyond 20 minutes with 422', async () => {
    const sandbox = await sandboxFor();
    const expires_at = new Date(NOW.getTime() + 21 * 60_000).toISOString();
    const answer = await call(sandbox, 'POST', '/api/v2/desk/bookings', {
      token: sandbox.tokens.staff,
      body: { booking: { expires_at, leases: [] } },
    });
    expect(answer).toMatchObject({ status: 422, body: { errors: ['Expires at is too far in the future'] } });
  });

  it('answers a full class with the top-level "no longer available" error, and desk may overbook', async () => {
    const sandbox = await sandboxFor();
    const full = sandbox.state.tables.occurrences.find(
      (o) => o.service_id === 3 && o.start_at > NOW.toISOString(),
    );
    const lease = { event_occurrence_id: full?.id, person: { id: 7 } };
    const refused = await call(sandbox, 'POST', '/api/v2/desk/bookings', {
      token: sandbox.tokens.staff,
      body: { booking: { leases: [lease] } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/no longer available/);
    const overbooked = await call(sandbox, 'POST', '/api/v2/desk/bookings', {
      token: sandbox.tokens.staff,
      body: { booking: { leases: [{ ...lease, allow_overbook: true }], complete_booking: true } },
    });
    expect(overbooked).toMatchObject({ status: 201, body: { bookings: [{ state: 'completed' }] } });
  });

  it('creates the new person of a desk lease only when the lease is taken', async () => {
    const sandbox = await sandboxFor();
    const t = sandbox.state.tables;
    const full = t.occurrences.find((o) => o.service_id === 3 && o.start_at > NOW.toISOString());
    const open = t.occurrences.find((o) => o.service_id === 1 && o.start_at > NOW.toISOString());
    const person = { email: 'new.client@example.com', first_name: 'New', last_name: 'Client' };
    const before = t.people.size;
    const refused = await call(sandbox, 'POST', '/api/v2/desk/bookings', {
      token: sandbox.tokens.staff,
      body: { booking: { leases: [{ event_occurrence_id: full?.id, person }] } },
    });
    expect(refused.status).toBe(422);
    expect(t.people.size).toBe(before);
    const taken = await call(sandbox, 'POST', '/api/v2/desk/bookings', {
      token: sandbox.tokens.staff,
      body: { booking: { leases: [{ event_occurrence_id: open?.id, person }] } },
    });
    const created = t.people.find((p) => p.email === 'new.client@example.com');
    expect(taken.body.bookings[0].leases[0].person_id).toBe(created?.id);
  });

  it('books an appointment in a free slot and the slot disappears', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox, 'client');
    const date = '2026-03-03';
    const slots = await pike13.front.appointments.availableSlots(5, { date });
    const [slot] = slots;
    const booking = await pike13.front.bookings.create({
      leases: [
        {
          service_id: 5,
          start_at: slot?.start_at as string,
          staff_member_id: slot?.staff_member?.id as number,
          person: { id: 7 },
        },
      ],
      complete_booking: true,
    });
    expect(booking.state).toBe('completed');
    const after = await pike13.front.appointments.availableSlots(5, { date });
    expect(after).toHaveLength(slots.length - 1);
    expect(after).not.toContainEqual(slot);
  });
});
