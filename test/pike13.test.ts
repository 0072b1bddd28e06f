import { describe, expect, it } from 'vitest';
import { Appointments, DeskNotes, DeskPeople, InputError, Pike13, Pike13Client } from '../src/index.ts';
import { Reports } from '../src/reports/index.ts';
import { Webhooks } from '../src/webhooks/index.ts';
import { expectSent } from './support/expect-sent.ts';
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

describe('Pike13Client', () => {
  it("sends a resource class built on it with the client's token, locale and unwrapping", async () => {
    service.reply(
      'GET',
      'https://studio.pike13.com/api/v2/desk/people/7',
      json({ people: [{ id: 7, name: 'Ann' }] }),
    );
    const client = new Pike13Client({
      subdomain: 'studio',
      accessToken: 'tok_bare',
      locale: 'fr',
      rateLimit: false,
    });
    const person = await new DeskPeople(client).get(7);
    expectSent(service.requests[0], {
      method: 'GET',
      url: 'https://studio.pike13.com/api/v2/desk/people/7',
      token: 'tok_bare',
    });
    expect(service.requests[0]?.headers.get('x-fd-locale')).toBe('fr');
    expect(person).toEqual({ id: 7, name: 'Ann' });
  });

  it('builds the resources of both sides for the side it is given', async () => {
    service.reply(
      'GET',
      'https://studio.pike13.com/api/v2/front/appointments/3/available_slots',
      json({ available_slots: [] }),
    );
    const client = new Pike13Client({ subdomain: 'studio', accessToken: 'tok_bare', rateLimit: false });
    const slots = await new Appointments(client, 'front').availableSlots(3, { date: '2026-11-24' });
    expect(service.requests.map((r) => r.url.href)).toEqual([
      'https://studio.pike13.com/api/v2/front/appointments/3/available_slots?date=2026-11-24',
    ]);
    expect(slots).toEqual([]);
  });

  it('is what Pike13 extends: a resource built on a Pike13 sends through its core', async () => {
    service.reply('GET', 'https://studio.pike13.com/api/v2/desk/people/8', json({ people: [{ id: 8 }] }));
    const pike13 = new Pike13({ subdomain: 'studio', accessToken: 'tok_full', rateLimit: false });
    expect(pike13).toBeInstanceOf(Pike13Client);
    await new DeskPeople(pike13).get(8);
    expect(service.requests[0]?.headers.get('authorization')).toBe('Bearer tok_full');
  });

  it('refuses to build a resource on anything else, before anything is sent', () => {
    for (const notAClient of [
      undefined,
      null,
      {},
      { request() {} },
      'studio',
      Object.create(Pike13Client.prototype),
    ]) {
      expect(() => new DeskPeople(notAClient as never)).toThrow(InputError);
    }
    expect(() => new DeskPeople({} as never)).toThrow(
      'expected a Pike13Client (or Pike13) to build the resource on',
    );
    expect(service.requests).toEqual([]);
  });

  it('builds the reports and webhook subscriptions of the other entries too', async () => {
    service.reply('GET', 'https://studio.pike13.com/api/v3/webhooks', json({ data: [] }));
    const client = new Pike13Client({ subdomain: 'studio', accessToken: 'tok_bare', rateLimit: false });
    expect(await new Webhooks(client).list()).toEqual([]);
    expect(service.requests[0]?.headers.get('authorization')).toBe('Bearer tok_bare');
    const query = new Reports(client).clients.select('person_id').limit(5);
    expect(query.toJSON()).toEqual({
      data: { type: 'queries', attributes: { fields: ['person_id'], page: { limit: 5 } } },
    });
  });

  it('refuses a side or a notes parent that does not exist, before anything is sent', () => {
    const client = new Pike13Client({ subdomain: 'studio', accessToken: 'tok_bare', rateLimit: false });
    expect(() => new Appointments(client, 'admin' as never)).toThrow("side must be 'front' or 'desk'");
    expect(() => new DeskNotes(client, 'invoices' as never)).toThrow(
      "parent must be 'people' or 'event_occurrences'",
    );
    expect(service.requests).toEqual([]);
  });

  it('sends request() like Pike13 does', async () => {
    service.reply('GET', 'https://studio.pike13.com/api/v2/desk/available_times', json({ times: [1] }));
    const client = new Pike13Client({ subdomain: 'studio', accessToken: 'tok_bare', rateLimit: false });
    const body = await client.request('GET', '/api/v2/desk/available_times');
    expect(service.requests[0]?.headers.get('authorization')).toBe('Bearer tok_bare');
    expect(body).toEqual({ times: [1] });
  });
});
