import { describe, expect, it } from 'vitest';
import { Pike13, ValidationError } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/front/plans/12/plan_terms';
const checkbox = { id: 5, type: 'checkbox', terms: 'No refunds after the first visit.' };
const document = { id: 6, type: 'document', signing_url: '' };

describe('front.planTerms', () => {
  it('get(planId): the one terms record of a plan', async () => {
    service.reply('GET', URL, json({ plan_terms: [checkbox] }));
    await expect(pike13.front.planTerms.get(12)).resolves.toEqual(checkbox);
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
  });

  it('get(planId, planTermsId): by id; an empty signing_url is kept', async () => {
    service.reply('GET', `${URL}/6`, json({ plan_terms: [document] }));
    const terms = await pike13.front.planTerms.get(12, 6);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/6`, token: 'tok' });
    expect(terms).toEqual(document);
  });

  it('complete: GETs .../complete; 200 resolves', async () => {
    service.reply('GET', `${URL}/5/complete`, json({ plan_terms: [checkbox] }));
    await expect(pike13.front.planTerms.complete(12, 5)).resolves.toBeUndefined();
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/5/complete`, token: 'tok' });
  });

  it('complete: a declined document (422) becomes ValidationError', async () => {
    service.reply('GET', `${URL}/6/complete`, json({ errors: ['Terms were declined'] }, { status: 422 }));
    await expect(pike13.front.planTerms.complete(12, 6)).rejects.toSatisfy(
      (e) => ValidationError.is(e) && e.messages.includes('Terms were declined'),
    );
  });
});
