import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok_desk', rateLimit: false });
const BASE = 'https://mybiz.pike13.com/api/v2/desk';
const PEOPLE_LIST_PARAMS =
  'page, created_since, updated_since, is_member, include_relationships, include_balances, include_last_note_timestamp, sort';

/** Calls as plain JavaScript could make them, past the types. */
const loose = pike13 as unknown as {
  desk: {
    people: {
      list(params: unknown, options?: unknown): Promise<unknown>;
      create(p: unknown, o?: unknown): Promise<unknown>;
    };
    visits: { create(visit: unknown): Promise<unknown> };
    bookings: { create(booking: unknown): Promise<unknown> };
  };
};

describe('unknown params', () => {
  it('refuses a misspelt query param with the valid names, sending nothing', async () => {
    const error = await loose.desk.people.list({ is_memeber: true }).catch((e: unknown) => e);
    expect(InputError.is(error)).toBe(true);
    expect(error).toMatchObject({
      param: 'is_memeber',
      message: `GET /api/v2/desk/people: unknown param is_memeber (valid: ${PEOPLE_LIST_PARAMS}; send others with extraQuery or extraBody)`,
    });
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a misspelt body field', async () => {
    const visit = { person_id: 1, event_occurrence_id: 2, notify_clinet: false };
    await expect(loose.desk.visits.create(visit)).rejects.toSatisfy(
      (e) =>
        InputError.is(e) &&
        e.param === 'notify_clinet' &&
        /valid: person_id, event_occurrence_id, state, notify_client, restrictions/.test(e.message),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses an unknown field nested in a body, naming its path', async () => {
    const person = {
      first_name: 'Jane',
      last_name: 'Client',
      custom_fields: [{ id: 1, value: 'x', vaule: 'y' }],
    };
    await expect(loose.desk.people.create(person)).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'custom_fields.0.vaule' && /valid: id, value;/.test(e.message),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses an unknown field of a lease inside a booking', async () => {
    const booking = { leases: [{ event_occurrence_id: 5, persn: { id: 1 } }] };
    await expect(loose.desk.bookings.create(booking)).rejects.toSatisfy(
      (e) => InputError.is(e) && /persn/.test(e.message),
    );
    expect(service.requests).toHaveLength(0);
  });
});

describe('extraQuery and extraBody', () => {
  it('sends a query param the spec does not list, beside the checked ones', async () => {
    service.reply('GET', `${BASE}/people`, json({ people: [], total_count: 0 }));
    await pike13.desk.people.list({ is_member: true }, { extraQuery: { is_vip: true, tag: 'gold' } });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/people?page=1&is_member=true&is_vip=true&tag=gold`,
      token: 'tok_desk',
    });
  });

  it('sends the extraQuery value it checked: a getter is read once', async () => {
    service.reply('GET', `${BASE}/people`, json({ people: [], total_count: 0 }));
    let reads = 0;
    const extraQuery = {
      get tag() {
        reads++;
        return reads === 1 ? 'gold' : ['a', 'b'];
      },
    };
    await loose.desk.people.list({}, { extraQuery });
    expect(reads).toBe(1);
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/people?page=1&tag=gold`,
      token: 'tok_desk',
    });
  });

  it('sends an own __proto__ key of extraQuery (JSON.parse makes one) like any other name', async () => {
    service.reply('GET', `${BASE}/people/7`, json({ people: [{ id: 7 }] }));
    await pike13.desk.people.get(7, { extraQuery: JSON.parse('{"__proto__": "x", "tag": "gold"}') });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/people/7?__proto__=x&tag=gold`,
      token: 'tok_desk',
    });
  });

  it('sends extra names that every object inherits (toString, constructor, __proto__) beside listed params', async () => {
    service.reply('GET', `${BASE}/people`, json({ people: [], total_count: 0 }));
    const extraQuery = { toString: 'a', constructor: 'b', ...JSON.parse('{"__proto__": "c"}') };
    await pike13.desk.people.list({ is_member: true }, { extraQuery });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/people?page=1&is_member=true&toString=a&constructor=b&__proto__=c`,
      token: 'tok_desk',
    });
  });

  it('merges body fields the spec does not list into the wrapped body', async () => {
    service.reply('POST', `${BASE}/people`, json({ people: [{ id: 9 }] }));
    await pike13.desk.people.create(
      { first_name: 'Jane', last_name: 'Client' },
      { extraBody: { nickname: 'JJ', toString: 'x' } },
    );
    expectSent(service.requests[0], {
      method: 'POST',
      url: `${BASE}/people`,
      token: 'tok_desk',
      body: { person: { first_name: 'Jane', last_name: 'Client', nickname: 'JJ', toString: 'x' } },
    });
  });

  it.each([
    [
      { extraQuery: { is_member: false } },
      'extraQuery.is_member',
      'is a listed param: pass it with the others',
    ],
    [{ extraQuery: { when: {} } }, 'extraQuery.when', 'must be a string, number or boolean (got an object)'],
    [{ extraQuery: { n: Number.NaN } }, 'extraQuery.n', 'must be a string, number or boolean (got NaN)'],
    [{ extraQuery: 'a=b' }, 'extraQuery', 'must be a plain object'],
    [{ extraBody: { x: 1 } }, 'extraBody', 'is for calls that send a body'],
  ])('refuses %j before sending', async (options, param, rule) => {
    const error = await loose.desk.people.list({ is_member: true }, options).catch((e: unknown) => e);
    expect(error).toMatchObject({ param });
    expect((error as Error).message).toContain(rule);
    expect(service.requests).toHaveLength(0);
  });
});
