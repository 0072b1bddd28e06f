import { describe, expect, it } from 'vitest';
import { DeskPeople, Pike13, Pike13Client } from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const URL_ = 'https://studio.pike13.com/api/v2/desk/people/7';
const person = { people: [{ id: 7, first_name: 'Jane' }] };

describe('withOptions', () => {
  it("sends with the overrides and the parent's other options; the parent keeps its own", async () => {
    service.reply('GET', URL_, json(person), json(person));
    const parent = new Pike13({
      subdomain: 'studio',
      accessToken: 'tok_parent_1',
      locale: 'fr',
      appInfo: { name: 'studio-sync', version: '2.1.0' },
    });
    const derived = parent.withOptions({ accessToken: 'tok_tenant_2' });
    expect(derived).toBeInstanceOf(Pike13);
    await derived.desk.people.get(7);
    await parent.desk.people.get(7);
    const [first, second] = service.requests;
    expect(first?.url.href).toBe(URL_);
    expect(first?.headers.get('authorization')).toBe('Bearer tok_tenant_2');
    expect(first?.headers.get('x-fd-locale')).toBe('fr');
    expect(first?.headers.get('user-agent')).toMatch(/ studio-sync\/2\.1\.0$/);
    expect(second?.headers.get('authorization')).toBe('Bearer tok_parent_1');
  });

  it('keeps the kind of client: a Pike13Client gives a Pike13Client for the resource classes', async () => {
    service.reply('GET', URL_, json(person));
    const base = new Pike13Client({ subdomain: 'studio', accessToken: 'tok_parent_1' });
    const derived = base.withOptions({ accessToken: 'tok_tenant_2', fetch: globalThis.fetch });
    expect(derived).toBeInstanceOf(Pike13Client);
    expect(derived).not.toBeInstanceOf(Pike13);
    await expect(new DeskPeople(derived).get(7)).resolves.toMatchObject({ id: 7 });
    expect(service.requests[0]?.headers.get('authorization')).toBe('Bearer tok_tenant_2');
  });

  it('refuses an unknown option or options that are not an object, and sends nothing', () => {
    const parent = new Pike13({ subdomain: 'studio', accessToken: 'tok_parent_1' });
    expect(() => parent.withOptions({ acessToken: 'x' } as never)).toThrow(
      'acessToken is not an option (subdomain, baseUrl, accessToken, clientId, locale, maxRetries, maxRetryWait, timeout, rateLimit, maxResponseBytes, validate, fetch, logger, hooks, appInfo)',
    );
    expect(() => parent.withOptions(null as never)).toThrow('the client options must be an object, not null');
    expect(service.requests).toEqual([]);
  });
});
