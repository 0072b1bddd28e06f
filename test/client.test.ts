import { describe, expect, it } from 'vitest';
import { Pike13 } from '../src/index.ts';
import { json, mockService } from './support/msw.ts';

const service = mockService();

describe('Pike13', () => {
  it('builds every namespace over one core sharing the options', async () => {
    service.reply(
      'GET',
      'https://pike13.com/api/v2/account',
      json({ accounts: [{ id: 1, email: 'a@example.com' }] }),
    );
    service.reply('GET', 'https://studio.pike13.com/api/v3/webhooks', json({ data: [] }));
    const pike13 = new Pike13({
      subdomain: 'studio',
      accessToken: 'tok_client',
      locale: 'es-MX',
      rateLimit: false,
    });
    await pike13.account.get();
    await pike13.webhooks.list();
    expect(
      service.requests.map((r) => [r.url.href, r.headers.get('authorization'), r.headers.get('x-fd-locale')]),
    ).toEqual([
      ['https://pike13.com/api/v2/account', 'Bearer tok_client', 'es-MX'],
      ['https://studio.pike13.com/api/v3/webhooks', 'Bearer tok_client', 'es-MX'],
    ]);
    expect(typeof pike13.reports.clients.select).toBe('function');
    expect(typeof pike13.front.people.me).toBe('function');
    expect(typeof pike13.desk.people.list).toBe('function');
  });
});
