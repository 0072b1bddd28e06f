import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

const BASE = 'https://mybiz.pike13.com/api/v2/desk/make_ups';

describe('desk.makeUps', () => {
  it('reasons GETs the make-up reasons', async () => {
    const body = {
      make_up_reasons: [
        { id: 1, name: 'Illness' },
        { id: 2, name: 'Weather' },
      ],
    };
    service.reply('GET', `${BASE}/reasons`, json(body));
    const reasons = await pike13.desk.makeUps.reasons();
    expectSent(service.requests[0], { method: 'GET', url: `${BASE}/reasons`, token: 'tok' });
    expect(reasons.map((reason) => reason.name)).toEqual(['Illness', 'Weather']);
  });

  it('generate POSTs visit_id and the make_up object, unwrapped', async () => {
    const body = { make_up: { id: 9, make_up_reason_id: 1, free_form_reason: 'Flu' } };
    service.reply('POST', `${BASE}/generate`, json(body, { status: 201 }));
    const makeUp = { make_up_reason_id: 1, free_form_reason: 'Flu' };
    const result = await pike13.desk.makeUps.generate({ visit_id: 7, make_up: makeUp });
    expectSent(service.requests[0], {
      method: 'POST',
      url: `${BASE}/generate`,
      token: 'tok',
      body: { visit_id: 7, make_up: makeUp },
    });
    expect(result).toEqual(body);
  });

  it('refuses a make_up without make_up_reason_id before sending', async () => {
    // @ts-expect-error make_up_reason_id is required when make_up is sent
    const call = pike13.desk.makeUps.generate({ visit_id: 7, make_up: { free_form_reason: 'Flu' } });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'make_up.make_up_reason_id');
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a missing visit_id before sending', async () => {
    // @ts-expect-error visit_id is required
    const call = pike13.desk.makeUps.generate({});
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'visit_id');
    expect(service.requests).toHaveLength(0);
  });
});
