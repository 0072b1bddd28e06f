import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

const BASE = 'https://mybiz.pike13.com/api/v2/front';
const enrollment = {
  enrollment_eligibilities: [
    {
      person_id: 1,
      can_enroll: false,
      warnings: [{ code: 'credit_card_required', description: 'A card on file is required' }],
      restrictions: [{ code: 'full', description: 'This class is full' }],
    },
    { person_id: 2, can_enroll: true, warnings: [], restrictions: [] },
  ],
};

describe('front.eligibilities', () => {
  it('enrollmentForEventOccurrence GETs the caller’s and dependents’ eligibilities', async () => {
    service.reply('GET', `${BASE}/event_occurrences/262/enrollment_eligibilities`, json(enrollment));
    const result = await pike13.front.eligibilities.enrollmentForEventOccurrence(262);
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/event_occurrences/262/enrollment_eligibilities`,
      token: 'tok',
    });
    expect(result[0]?.restrictions?.[0]?.code).toBe('full');
    expect(result[1]?.can_enroll).toBe(true);
  });

  it('enrollmentForService GETs with the optional params', async () => {
    service.reply('GET', `${BASE}/services/6/enrollment_eligibilities`, json(enrollment));
    const result = await pike13.front.eligibilities.enrollmentForService(6, {
      event_id: 3,
      location_id: 1,
      staff_member_ids: [1, 2],
      start_at: '2026-12-01T16:00:00Z',
    });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/services/6/enrollment_eligibilities?event_id=3&location_id=1&staff_member_ids=1%2C2&start_at=2026-12-01T16%3A00%3A00Z`,
      token: 'tok',
    });
    expect(result[0]?.warnings?.[0]?.code).toBe('credit_card_required');
  });

  it('waitlistForEventOccurrence GETs the waitlist eligibilities', async () => {
    const body = {
      waitlist_eligibilities: [
        { person_id: 1, can_waitlist: false, restrictions: [{ code: 'waitlist_full', description: 'Full' }] },
      ],
    };
    service.reply('GET', `${BASE}/event_occurrences/262/waitlist_eligibilities`, json(body));
    const result = await pike13.front.eligibilities.waitlistForEventOccurrence(262);
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/event_occurrences/262/waitlist_eligibilities`,
      token: 'tok',
    });
    expect(result[0]).toMatchObject({ can_waitlist: false, restrictions: [{ code: 'waitlist_full' }] });
  });

  it('refuses a start_at without a zone offset before sending', async () => {
    const call = pike13.front.eligibilities.enrollmentForService(6, { start_at: '2026-12-01 16:00' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'start_at');
    expect(service.requests).toHaveLength(0);
  });
});
