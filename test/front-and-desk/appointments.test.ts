import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

describe.each(['front', 'desk'] as const)('%s.appointments', (side) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/appointments/1/available_slots`;

  it('availableSlots GETs the slots of a day with comma-joined filters', async () => {
    const { response } = await reference('desk_available_slots_example');
    service.reply('GET', URL, json(response));
    const slots = await pike13[side].appointments.availableSlots(1, {
      date: '2015-09-01',
      staff_member_ids: [1, 2],
      location_ids: [1, 2],
    });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${URL}?date=2015-09-01&staff_member_ids=1%2C2&location_ids=1%2C2`,
      token: 'tok',
    });
    expect(slots).toHaveLength(2);
    expect(slots[1]).toMatchObject({
      start_at: '2015-09-09T15:30:00Z',
      location: { id: 2, name: 'East Side' },
    });
    expect(slots[0]?.staff_member?.name).toBe('Jane Staff');
  });

  it('availableSlotsSummary GETs the per-day scores of a 90-day inclusive range', async () => {
    const { response } = await reference('desk_available_slots_summary_example');
    service.reply('GET', `${URL}/summary`, json(response));
    const summary = await pike13[side].appointments.availableSlotsSummary(1, {
      from: '2015-09-01',
      to: '2015-11-29',
      location_ids: 1,
    });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${URL}/summary?from=2015-09-01&to=2015-11-29&location_ids=1`,
      token: 'tok',
    });
    expect(summary['2015-09-11']).toBeCloseTo(0.729, 3);
    expect(summary['2015-09-12']).toBe(0);
  });

  it('refuses a summary range over 90 days (both ends counted) before sending', async () => {
    const call = pike13[side].appointments.availableSlotsSummary(1, { from: '2015-09-01', to: '2015-11-30' });
    await expect(call).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'to' && /90 days/.test(e.message),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a summary range that ends before it starts', async () => {
    const call = pike13[side].appointments.availableSlotsSummary(1, { from: '2015-09-02', to: '2015-09-01' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'to');
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a date that is not YYYY-MM-DD before sending', async () => {
    const call = pike13[side].appointments.availableSlots(1, { date: '09/01/2015' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'date');
    expect(service.requests).toHaveLength(0);
  });
});
