import { describe, expect, it } from 'vitest';
import { CredentialsError, InputError, Pike13 } from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const person = { people: [{ id: 7, first_name: 'Jane' }] };

describe('hosts', () => {
  it('sends business calls to https://<subdomain>.pike13.com', async () => {
    service.reply('GET', 'https://studio.pike13.com/api/v2/desk/people/7', json(person));
    await new Pike13({ subdomain: 'studio', accessToken: 'tok_abcdef' }).desk.people.get(7);
    expect(service.requests.map((r) => r.url.href)).toEqual([
      'https://studio.pike13.com/api/v2/desk/people/7',
    ]);
  });

  it('sends calls to baseUrl when given, keeping its path prefix', async () => {
    service.reply('GET', 'https://proxy.example.com/pike13/api/v2/desk/people/7', json(person));
    await new Pike13({
      baseUrl: 'https://proxy.example.com/pike13/',
      accessToken: 'tok_abcdef',
    }).desk.people.get(7);
    expect(service.requests[0]?.url.href).toBe('https://proxy.example.com/pike13/api/v2/desk/people/7');
  });

  it('refuses a plain http baseUrl that is not loopback', () => {
    expect(() => new Pike13({ baseUrl: 'http://example.com' })).toThrow(InputError);
    expect(() => new Pike13({ baseUrl: 'http://example.com' })).toThrow(/https/);
  });

  it('accepts plain http on loopback addresses', () => {
    for (const baseUrl of ['http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010']) {
      expect(() => new Pike13({ baseUrl })).not.toThrow();
    }
  });

  it('refuses a subdomain that is not a host label', () => {
    expect(() => new Pike13({ subdomain: 'evil.com/x' })).toThrow(/subdomain/);
  });

  it('refuses a business call when no subdomain or baseUrl was given, sending nothing', async () => {
    await expect(new Pike13({ accessToken: 'tok_abcdef' }).desk.people.get(7)).rejects.toThrow(/subdomain/);
    expect(service.requests).toHaveLength(0);
  });
});

describe('auth', () => {
  it('sends the access token as a Bearer header, never in the URL', async () => {
    service.reply('GET', 'https://studio.pike13.com/api/v2/front/people/me', json(person));
    await new Pike13({ subdomain: 'studio', accessToken: 'tok_abcdef', clientId: 'app_1' }).front.people.me();
    const [request] = service.requests;
    expect(request?.headers.get('authorization')).toBe('Bearer tok_abcdef');
    expect(request?.url.search).toBe('');
  });

  it('refuses a desk call without a token before sending', async () => {
    const pike13 = new Pike13({ subdomain: 'studio', clientId: 'app_1' });
    const error = await pike13.desk.people.get(7).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(CredentialsError.is(error)).toBe(true);
    expect((error as Error).message).toBe('GET /api/v2/desk/people/:id needs an access token (accessToken)');
    expect(service.requests).toHaveLength(0);
  });

  it("maps the service's client-id error body to CredentialsError", async () => {
    service.reply(
      'GET',
      'https://studio.pike13.com/api/v2/front/people/me',
      json({ error: 'Application Client ID is required for unauthenticated requests' }),
    );
    const pike13 = new Pike13({ subdomain: 'studio', accessToken: 'tok_abcdef' });
    await expect(pike13.front.people.me()).rejects.toSatisfy(
      (e) => CredentialsError.is(e) && /Client ID is required/.test((e as Error).message),
    );
  });
});

describe('locale', () => {
  it('sends X-FD-Locale from the client, overridable per call', async () => {
    service.reply('GET', 'https://studio.pike13.com/api/v2/desk/people/7', json(person));
    const pike13 = new Pike13({ subdomain: 'studio', accessToken: 'tok_abcdef', locale: 'fr-CA' });
    await pike13.desk.people.get(7);
    await pike13.desk.people.get(7, { locale: 'ja' });
    expect(service.requests.map((r) => r.headers.get('x-fd-locale'))).toEqual(['fr-CA', 'ja']);
  });

  it('sends no locale header when none is set', async () => {
    service.reply('GET', 'https://studio.pike13.com/api/v2/desk/people/7', json(person));
    await new Pike13({ subdomain: 'studio', accessToken: 'tok_abcdef' }).desk.people.get(7);
    expect(service.requests[0]?.headers.has('x-fd-locale')).toBe(false);
  });

  it('refuses an unsupported locale at construction, listing the supported ones', () => {
    // @ts-expect-error: not a supported locale
    expect(() => new Pike13({ locale: 'fr-FR' })).toThrow(/not supported; use one of de, en, en-AU/);
  });
});

describe('per-call options', () => {
  it('adds extra headers', async () => {
    service.reply('GET', 'https://studio.pike13.com/api/v2/desk/people/7', json(person));
    await new Pike13({ subdomain: 'studio', accessToken: 'tok_abcdef' }).desk.people.get(7, {
      headers: { 'x-request-id': 'abc' },
    });
    expect(service.requests[0]?.headers.get('x-request-id')).toBe('abc');
  });
});
