import { describe, expect, it } from 'vitest';
import { InputError, Pike13, ServerError } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lease = {
  id: 31,
  booking_id: 12,
  event_occurrence_id: 262,
  state: 'reserved',
  expires_at: '2026-11-21T10:10:00Z',
  person: { id: 48, name: 'Jane Client', email: 'janeclient@example.com' },
};
const booking = {
  id: 12,
  state: 'incomplete',
  expires_at: '2026-11-21T10:10:00Z',
  idempotency_token: 'b7c2',
  created_at: '2026-11-21T10:00:00Z',
  leases: [lease],
};

const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const sentBody = (index = 0) =>
  JSON.parse(service.requests[index]?.body ?? '') as { booking: Record<string, unknown> };

describe.each(['front', 'desk'] as const)('%s.bookings', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/bookings`;

  it('get GETs one booking with its leases', async () => {
    service.reply('GET', `${URL}/12`, json({ bookings: [booking] }));
    const result = await pike13[side].bookings.get(12);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/12`, token: 'tok' });
    expect(result.state).toBe('incomplete');
    expect(result.leases?.[0]?.person?.name).toBe('Jane Client');
  });

  it('create POSTs the booking wrapped in `booking`, with leases and a random idempotency token', async () => {
    service.reply('POST', URL, json({ bookings: [booking] }, { status: 201 }));
    const expires = minutesAhead(15);
    const result = await pike13[side].bookings.create({
      expires_at: expires,
      leases: [{ event_occurrence_id: 262, person: { id: 48 } }],
    });
    const token = sentBody().booking.idempotency_token;
    expect(token).toMatch(UUID);
    expectSent(service.requests[0], {
      method: 'POST',
      url: URL,
      token: 'tok',
      body: {
        booking: {
          idempotency_token: token,
          expires_at: expires.toISOString(),
          leases: [{ event_occurrence_id: 262, person: { id: 48 } }],
        },
      },
    });
    expect(result.id).toBe(12);
  });

  it('create gives each booking its own token and keeps the caller’s', async () => {
    service.reply('POST', URL, json({ bookings: [booking] }));
    await pike13[side].bookings.create({});
    await pike13[side].bookings.create({});
    await pike13[side].bookings.create({ idempotency_token: 'mine-1' });
    const tokens = [0, 1, 2].map((i) => sentBody(i).booking.idempotency_token);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(tokens[2]).toBe('mine-1');
  });

  it('create re-sends after a 503 with the same idempotency token', async () => {
    service.reply('POST', URL, json({ error: 'busy' }, { status: 503 }), json({ bookings: [booking] }));
    const result = await pike13[side].bookings.create({ leases: [{ event_occurrence_id: 262 }] });
    expect(result.id).toBe(12);
    expect(service.requests).toHaveLength(2);
    expect(sentBody(1).booking.idempotency_token).toBe(sentBody(0).booking.idempotency_token);
  });

  it('a POST without a token (adding a lease) is not re-sent after a 503', async () => {
    service.reply(
      'POST',
      `${URL}/12/leases`,
      json({ error: 'busy' }, { status: 503 }),
      json({ leases: [lease] }),
    );
    const call = pike13[side].bookings.leases.create(12, { event_occurrence_id: 262 });
    await expect(call).rejects.toSatisfy((e) => ServerError.is(e) && e.status === 503);
    expect(service.requests).toHaveLength(1);
  });

  it('update PUTs the booking changes', async () => {
    service.reply(
      'PUT',
      `${URL}/12`,
      json({ bookings: [{ ...booking, expires_at: '2026-11-21T10:15:00Z' }] }),
    );
    const expires = minutesAhead(10);
    const result = await pike13[side].bookings.update(12, { expires_at: expires });
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${URL}/12`,
      token: 'tok',
      body: { booking: { expires_at: expires.toISOString() } },
    });
    expect(result.expires_at).toBe('2026-11-21T10:15:00Z');
  });

  it('complete PUTs complete_booking', async () => {
    service.reply('PUT', `${URL}/12`, json({ bookings: [{ ...booking, state: 'completed' }] }));
    const result = await pike13[side].bookings.complete(12);
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${URL}/12`,
      token: 'tok',
      body: { booking: { complete_booking: true } },
    });
    expect(result.state).toBe('completed');
  });

  it('delete DELETEs the booking', async () => {
    service.reply('DELETE', `${URL}/12`, new Response(null, { status: 204 }));
    await expect(pike13[side].bookings.delete(12)).resolves.toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${URL}/12`, token: 'tok' });
  });

  it('leases.get GETs one lease of a booking', async () => {
    service.reply('GET', `${URL}/12/leases/31`, json({ leases: [lease] }));
    const result = await pike13[side].bookings.leases.get(12, 31);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/12/leases/31`, token: 'tok' });
    expect(result).toMatchObject({ id: 31, state: 'reserved', event_occurrence_id: 262 });
  });

  it('leases.create POSTs one lease shape wrapped in `lease`', async () => {
    service.reply('POST', `${URL}/12/leases`, json({ leases: [{ ...lease, service_id: 6 }] }));
    const result = await pike13[side].bookings.leases.create(12, {
      service_id: 6,
      staff_member_id: 1,
      start_at: '2026-12-01T15:00:00Z',
      person: { id: 48 },
    });
    expectSent(service.requests[0], {
      method: 'POST',
      url: `${URL}/12/leases`,
      token: 'tok',
      body: {
        lease: { service_id: 6, staff_member_id: 1, start_at: '2026-12-01T15:00:00Z', person: { id: 48 } },
      },
    });
    expect(result.service_id).toBe(6);
  });

  it('leases.update PUTs the lease person', async () => {
    service.reply('PUT', `${URL}/12/leases/31`, json({ leases: [{ ...lease, person: { id: 49 } }] }));
    const result = await pike13[side].bookings.leases.update(12, 31, { person: { id: 49 } });
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${URL}/12/leases/31`,
      token: 'tok',
      body: { lease: { person: { id: 49 } } },
    });
    expect(result.person?.id).toBe(49);
  });

  it('leases.delete DELETEs a lease', async () => {
    service.reply('DELETE', `${URL}/12/leases/31`, new Response(null, { status: 204 }));
    await expect(pike13[side].bookings.leases.delete(12, 31)).resolves.toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${URL}/12/leases/31`, token: 'tok' });
  });

  it('sends the recurring group class and course lease shapes', async () => {
    service.reply('POST', URL, json({ bookings: [booking] }));
    const leases = [{ event_id: 3, start_at: '2026-12-01T16:00:00Z', recurring: true }, { event_id: 4 }];
    await pike13[side].bookings.create({ idempotency_token: 't', leases });
    expect(sentBody().booking.leases).toEqual(leases);
  });

  it.each([
    ['more than 20 minutes ahead', minutesAhead(21)],
    ['in the past', minutesAhead(-1)],
  ])('refuses expires_at %s before sending', async (_, expires) => {
    const call = pike13[side].bookings.create({ expires_at: expires });
    await expect(call).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'expires_at' && /20 minutes/.test(e.message),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses an appointment lease without start_at before sending, naming the field', async () => {
    // @ts-expect-error an appointment lease needs start_at
    const call = pike13[side].bookings.create({ leases: [{ service_id: 6 }] });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'leases.0.start_at');
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a lease with no event_occurrence_id, service_id or event_id before sending', async () => {
    // @ts-expect-error no lease shape
    const call = pike13[side].bookings.leases.create(12, { start_at: '2026-12-01T15:00:00Z' });
    await expect(call).rejects.toSatisfy(
      (e) => InputError.is(e) && /event_occurrence_id, service_id or event_id/.test(e.message),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a key that belongs to another lease shape before sending', async () => {
    const call = pike13[side].bookings.leases.create(12, { event_occurrence_id: 262, recurring: true });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'recurring');
    expect(service.requests).toHaveLength(0);
  });

  it('refuses an empty idempotency token before sending', async () => {
    const call = pike13[side].bookings.create({ idempotency_token: '' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'idempotency_token');
    expect(service.requests).toHaveLength(0);
  });
});

describe('front.bookings', () => {
  it('refuses a desk person object in a front lease', async () => {
    const call = pike13.front.bookings.leases.create(12, {
      event_occurrence_id: 262,
      // @ts-expect-error front leases take the person by id only
      person: { email: 'jane@example.com' },
    });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'person.id');
    expect(service.requests).toHaveLength(0);
  });
});
