import { describe, expect, it } from 'vitest';
import { HttpCore } from '../../src/core/http.ts';
import { CredentialsError, InputError } from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const core = () =>
  new HttpCore({ subdomain: 'studio', accessToken: 'tok_link', locale: 'it', rateLimit: false });

describe('followLink', () => {
  it('GETs a link of the business host with the token and the locale', async () => {
    service.reply('GET', 'https://studio.pike13.com/vaulting/complete', json({}));
    await expect(core().followLink('https://studio.pike13.com/vaulting/complete?t=1')).resolves.toEqual({});
    const [request] = service.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.href).toBe('https://studio.pike13.com/vaulting/complete?t=1');
    expect(request?.headers.get('authorization')).toBe('Bearer tok_link');
    expect(request?.headers.get('x-fd-locale')).toBe('it');
  });

  it('refuses a link to another host, sending nothing', async () => {
    await expect(core().followLink('https://evil.example.com/steal')).rejects.toSatisfy(
      (e) =>
        CredentialsError.is(e) &&
        e.message === 'GET /steal: refusing to send the access token to https://evil.example.com',
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses something that is not an absolute URL', async () => {
    await expect(core().followLink('/relative')).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'url',
    );
    expect(service.requests).toHaveLength(0);
  });
});
