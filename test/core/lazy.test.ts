import { describe, expect, it } from 'vitest';
import { Account } from '../../src/account/index.ts';
import { Desk, DeskPeople, Front, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const options = { subdomain: 'studio', accessToken: 'tok_lazy', rateLimit: false } as const;

describe('namespaces and resources built on first read', () => {
  it('holds no namespace or resource until one is read, then keeps the one it built', () => {
    const pike13 = new Pike13(options);
    expect(Object.keys(pike13)).toEqual([]);
    const desk = pike13.desk;
    expect(desk).toBeInstanceOf(Desk);
    expect(Object.keys(pike13)).toEqual(['desk']);
    expect(Object.keys(desk)).toEqual([]);
    const people = desk.people;
    expect(people).toBeInstanceOf(DeskPeople);
    expect(pike13.desk.people).toBe(people);
    expect(Object.keys(desk)).toEqual(['people']);
    expect(pike13.front).toBeInstanceOf(Front);
    expect(pike13.account.businesses).toBe(pike13.account.businesses);
  });

  it('gives each client its own namespaces, sending with that client’s token', async () => {
    service.reply('GET', 'https://studio.pike13.com/api/v2/desk/people/7', json({ people: [{ id: 7 }] }));
    service.reply('GET', 'https://studio.pike13.com/api/v2/desk/people/8', json({ people: [{ id: 8 }] }));
    const first = new Pike13(options);
    const second = new Pike13({ ...options, accessToken: 'tok_other' });
    expect(first.desk).not.toBe(second.desk);
    expect(await first.desk.people.get(7)).toEqual({ id: 7 });
    expect(await second.desk.people.get(8)).toEqual({ id: 8 });
    expectSent(service.requests[0], {
      method: 'GET',
      url: 'https://studio.pike13.com/api/v2/desk/people/7',
      token: 'tok_lazy',
    });
    expectSent(service.requests[1], {
      method: 'GET',
      url: 'https://studio.pike13.com/api/v2/desk/people/8',
      token: 'tok_other',
    });
  });

  it('lists every namespace and resource to for…in before any is read, and cannot be replaced', () => {
    const pike13 = new Pike13(options);
    const names: string[] = [];
    for (const name in pike13) names.push(name);
    expect(names).toEqual(['front', 'desk', 'account', 'webhooks', 'reports']);
    const groups: string[] = [];
    for (const name in pike13.account) groups.push(name);
    expect(groups.slice(-4)).toEqual(['businesses', 'people', 'passwords', 'confirmations']);
    const desk = pike13.desk;
    expect(() => {
      (pike13 as { desk: unknown }).desk = {};
    }).toThrow(TypeError);
    expect(pike13.desk).toBe(desk);
  });

  it('reads as undefined on the class itself, so that walking a prototype builds nothing', () => {
    expect((Pike13.prototype as { desk?: unknown }).desk).toBeUndefined();
    expect((Account.prototype as { people?: unknown }).people).toBeUndefined();
  });
});
