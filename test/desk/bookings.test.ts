import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

const URL = 'https://mybiz.pike13.com/api/v2/desk/bookings';
const lease = {
  id: 31,
  booking_id: 12,
  event_occurrence_id: 262,
  state: 'reserved',
  person: { id: 77, name: 'New Client' },
};

describe('desk.bookings', () => {
  it('create sends the desk person object of a new person and allow_overbook', async () => {
    service.reply('POST', URL, json({ bookings: [{ id: 12, state: 'incomplete', leases: [lease] }] }));
    const newPerson = { first_name: 'New', last_name: 'Client', email: 'new@example.com', send_invite: true };
    const result = await pike13.desk.bookings.create({
      idempotency_token: 'tok-1',
      complete_booking: true,
      leases: [
        { event_occurrence_id: 262, allow_overbook: true, person: newPerson },
        { event_id: 4, person: { email: 'known@example.com' } },
      ],
    });
    expectSent(service.requests[0], {
      method: 'POST',
      url: URL,
      token: 'tok',
      body: {
        booking: {
          idempotency_token: 'tok-1',
          complete_booking: true,
          leases: [
            { event_occurrence_id: 262, allow_overbook: true, person: newPerson },
            { event_id: 4, person: { email: 'known@example.com' } },
          ],
        },
      },
    });
    expect(result.leases?.[0]?.person?.name).toBe('New Client');
  });

  it('leases.update PUTs the lease person by email', async () => {
    service.reply('PUT', `${URL}/12/leases/31`, json({ leases: [lease] }));
    const result = await pike13.desk.bookings.leases.update(12, 31, {
      person: { email: 'jane@example.com' },
    });
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${URL}/12/leases/31`,
      token: 'tok',
      body: { lease: { person: { email: 'jane@example.com' } } },
    });
    expect(result.id).toBe(31);
  });

  it('refuses a new person without last_name before sending', async () => {
    const call = pike13.desk.bookings.leases.update(12, 31, {
      person: { first_name: 'New', email: 'new@example.com' },
    });
    await expect(call).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'person.last_name' && /is required/.test(e.message),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses an id together with new-person names before sending', async () => {
    const call = pike13.desk.bookings.leases.update(12, 31, { person: { id: 5, first_name: 'Jane' } });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'person.first_name');
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a lease person with neither id nor email before sending', async () => {
    const call = pike13.desk.bookings.leases.create(12, {
      event_occurrence_id: 262,
      // @ts-expect-error a person is found by id or email
      person: { phone: '555' },
    });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'person.email');
    expect(service.requests).toHaveLength(0);
  });
});
