import { describe, expect, it } from 'vitest';
import { CredentialsError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const URL = 'https://mybiz.pike13.com/api/v2/front/branding';

describe('front.branding.get', () => {
  it('is public: sends client_id and no token', async () => {
    const { response } = await reference('branding_example');
    service.reply('GET', URL, json(response));
    const pike13 = new Pike13({ subdomain: 'mybiz', clientId: 'app_1', rateLimit: false });
    const branding = await pike13.front.branding.get();
    expectSent(service.requests[0], { method: 'GET', url: `${URL}?client_id=app_1`, token: null });
    expect(branding.colors?.brand).toBe('007bb4');
    expect(branding.logo?.x50_2x).toMatch(/_50@2x\.png$/);
    expect(branding.cover_photo?.full).toMatch(/image_cover\.jpg$/);
  });

  it('sends the token when there is one', async () => {
    service.reply('GET', URL, json({ colors: {} }));
    const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
    await expect(pike13.front.branding.get()).resolves.toEqual({ colors: {} });
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
  });

  it('needs a token or a clientId', async () => {
    const pike13 = new Pike13({ subdomain: 'mybiz', rateLimit: false });
    await expect(pike13.front.branding.get()).rejects.toSatisfy((e) => CredentialsError.is(e));
    expect(service.requests).toHaveLength(0);
  });
});
