import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok_desk', rateLimit: false });
const PEOPLE = 'https://mybiz.pike13.com/api/v2/desk/people';
const person = { people: [{ id: 42, name: 'Jane Client' }] };

/** Calls as plain JavaScript could make them, past the types. */
const loose = pike13 as unknown as {
  desk: { people: { get(id: unknown): Promise<unknown>; delete(id: unknown): Promise<unknown> } };
  webhooks: { get(id: unknown): Promise<unknown>; delete(id: unknown): Promise<unknown> };
};

describe('path params', () => {
  it.each([
    ['..', '".."'],
    ['.', '"."'],
    ['1/2', '"1/2"'],
    ['0', '"0"'],
    ['me', '"me"'],
    ['', '""'],
    [{}, 'an object'],
    [[1], 'an array'],
    [null, 'null'],
    [true, 'true'],
    [-1, '-1'],
    [1.5, '1.5'],
    [2 ** 53, '9007199254740992'],
    [Number.NaN, 'NaN'],
  ])('refuses %j as a person id, naming the param, sending nothing', async (id, shown) => {
    const error = await loose.desk.people.delete(id).catch((e: unknown) => e);
    expect(InputError.is(error)).toBe(true);
    expect(error).toMatchObject({
      param: 'id',
      message: `DELETE /api/v2/desk/people/:id: id must be a positive integer or a string of digits (got ${shown})`,
    });
    expect(service.requests).toHaveLength(0);
  });

  it('reports a missing id as required', async () => {
    await expect(loose.desk.people.get(undefined)).rejects.toThrow(
      'GET /api/v2/desk/people/:id: id is required',
    );
    expect(service.requests).toHaveLength(0);
  });

  it('sends an id given as a string of digits', async () => {
    service.reply('GET', `${PEOPLE}/42`, json(person));
    await expect(loose.desk.people.get('42')).resolves.toMatchObject({ id: 42 });
    expect(service.requests.map((r) => r.url.pathname)).toEqual(['/api/v2/desk/people/42']);
  });

  it('reaches the me endpoints only through me()', async () => {
    service.reply('GET', `${PEOPLE}/me`, json(person));
    await pike13.desk.people.me();
    expect(service.requests.map((r) => r.url.href)).toEqual([`${PEOPLE}/me`]);
  });

  it("sends front.formsOfPayment.get('me', id) to the spec's own path for the caller", async () => {
    const url = 'https://mybiz.pike13.com/api/v2/front/people/me/form_of_payments/3';
    service.reply('GET', url, json({ form_of_payments: [{ id: 3 }] }));
    await pike13.front.formsOfPayment.get('me', 3);
    expect(service.requests.map((r) => r.url.href)).toEqual([url]);
  });

  it.each(['..', '', 'abc', {}, null])('refuses %j as a webhook id, sending nothing', async (id) => {
    await expect(loose.webhooks.delete(id)).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'id');
    expect(service.requests).toHaveLength(0);
  });

  it('sends a webhook id given as a digit string', async () => {
    const url = 'https://mybiz.pike13.com/api/v3/webhooks/17';
    service.reply('DELETE', url, new Response(null, { status: 204 }));
    await loose.webhooks.delete('17');
    expect(service.requests.map((r) => `${r.method} ${r.url.href}`)).toEqual([`DELETE ${url}`]);
  });
});

describe('the URL handed to fetch', () => {
  it.each(['MyBiz', 'MYBIZ'])(
    'is the spec path on the lowercase business host, with the query serialized (subdomain %s)',
    async (subdomain) => {
      const sent: string[] = [];
      const client = new Pike13({
        subdomain,
        accessToken: 'tok_desk',
        rateLimit: false,
        // The string itself, as `fetch` gets it: a mock service would read it through `new URL()`.
        fetch: async (input) => {
          sent.push(String(input));
          const one = String(input).endsWith('/42');
          return Response.json(one ? person : { people: [], total_count: 0, next: null });
        },
      });
      await expect(client.desk.people.get(42)).resolves.toEqual(person.people[0]);
      await expect(
        client.desk.people.list({ is_member: true, sort: '-updated_at,id' }),
      ).resolves.toMatchObject({
        items: [],
      });
      expect(sent).toEqual([
        'https://mybiz.pike13.com/api/v2/desk/people/42',
        'https://mybiz.pike13.com/api/v2/desk/people?page=1&is_member=true&sort=-updated_at%2Cid',
      ]);
    },
  );
});

describe('a URL over 8,192 characters, refused before fetch', () => {
  const SEARCH = 'https://mybiz.pike13.com/api/v2/desk/people/search?q=';

  /** A client whose fetch keeps every URL it is handed and answers an empty search. */
  function recording() {
    const sent: string[] = [];
    const client = new Pike13({
      subdomain: 'mybiz',
      accessToken: 'tok_desk',
      rateLimit: false,
      fetch: async (input) => {
        sent.push(String(input));
        return Response.json({ results: [] });
      },
    });
    return { client, sent };
  }

  it('sends a URL of 8,192 characters and refuses one of 8,193, naming q', async () => {
    const { client, sent } = recording();
    const fits = 'x'.repeat(8192 - SEARCH.length);
    await client.desk.people.search({ q: fits });
    expect(sent).toEqual([`${SEARCH}${fits}`]);
    const error = await client.desk.people.search({ q: `${fits}x` }).catch((e: unknown) => e);
    expect(InputError.is(error)).toBe(true);
    expect(error).toMatchObject({
      param: 'q',
      message:
        'GET /api/v2/desk/people/search: the URL would be 8193 characters, over the 8192 servers take; q makes 8142 of them',
    });
    expect(sent).toHaveLength(1);
  });

  it('refuses a 10,000,000-character search without echoing it', async () => {
    const { client, sent } = recording();
    const error = await client.desk.people.search({ q: 'x'.repeat(10_000_000) }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'InputError',
      param: 'q',
      url: undefined,
      message:
        'GET /api/v2/desk/people/search: the URL would be 10000053 characters, over the 8192 servers take; q makes 10000002 of them',
    });
    expect(sent).toEqual([]);
  });

  it('names a long path id, and a param sent with extraQuery', async () => {
    const { client, sent } = recording();
    // A string of digits, as plain JavaScript (or an MCP argument) may give it.
    const digits = '7'.repeat(9000);
    const id = await (client as unknown as typeof loose).desk.people.get(digits).catch((e: unknown) => e);
    expect(id).toMatchObject({
      param: 'id',
      message:
        'GET /api/v2/desk/people/:id: the URL would be 9044 characters, over the 8192 servers take; id makes 9000 of them',
    });
    const extra = await client.desk.people
      .search({ q: 'Ada' }, { extraQuery: { note: 'n'.repeat(9000) } })
      .catch((e: unknown) => e);
    expect(extra).toMatchObject({ name: 'InputError', param: 'note' });
    expect(sent).toEqual([]);
  });
});
