import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

const BASE = 'https://mybiz.pike13.com/api/v2/desk';
const body = {
  enrollment_eligibilities: [
    {
      person_id: 3,
      can_enroll: false,
      warnings: [{ code: 'client_purchase_disabled', description: 'Clients cannot buy this' }],
      restrictions: [{ code: 'plan_required', description: 'A plan is required' }],
    },
  ],
};

describe('desk.eligibilities', () => {
  it('enrollmentForEventOccurrence GETs the eligibilities of person_ids', async () => {
    service.reply('GET', `${BASE}/event_occurrences/262/enrollment_eligibilities`, json(body));
    const result = await pike13.desk.eligibilities.enrollmentForEventOccurrence(262, { person_ids: [3, 48] });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/event_occurrences/262/enrollment_eligibilities?person_ids=3%2C48`,
      token: 'tok',
    });
    expect(result[0]?.restrictions?.[0]?.code).toBe('plan_required');
  });

  it('enrollmentForService GETs with person_ids and the service params', async () => {
    service.reply('GET', `${BASE}/services/6/enrollment_eligibilities`, json(body));
    const result = await pike13.desk.eligibilities.enrollmentForService(6, { person_ids: 3, event_id: 4 });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/services/6/enrollment_eligibilities?event_id=4&person_ids=3`,
      token: 'tok',
    });
    expect(result[0]?.warnings?.[0]?.code).toBe('client_purchase_disabled');
  });

  it('refuses an event occurrence check without person_ids before sending', async () => {
    // @ts-expect-error person_ids is required on desk
    const call = pike13.desk.eligibilities.enrollmentForEventOccurrence(262, {});
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'person_ids');
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a service check without person_ids before sending', async () => {
    // @ts-expect-error person_ids is required on desk
    const call = pike13.desk.eligibilities.enrollmentForService(6, { event_id: 4 });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'person_ids');
    expect(service.requests).toHaveLength(0);
  });
});
