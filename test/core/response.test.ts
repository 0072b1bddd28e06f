import { describe, expect, it } from 'vitest';
import { Pike13, ResponseValidationError } from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const URL_ = 'https://studio.pike13.com/api/v2/desk/people/7';
const client = (options = {}) => new Pike13({ subdomain: 'studio', accessToken: 'tok_resp', ...options });

describe('answers', () => {
  it('unwraps the single object of a one-item collection, keeping unknown keys', async () => {
    service.reply('GET', URL_, json({ people: [{ id: 7, first_name: 'Jane', shoe_size: 38 }] }));
    await expect(client().desk.people.get(7)).resolves.toEqual({ id: 7, first_name: 'Jane', shoe_size: 38 });
  });

  it('throws ResponseValidationError naming the endpoint and the path at fault', async () => {
    service.reply('GET', URL_, json({ people: [{ id: '7', first_name: 'Jane' }] }));
    const error = await client()
      .desk.people.get(7)
      .then(undefined, (e: unknown) => e as ResponseValidationError);
    expect(ResponseValidationError.is(error)).toBe(true);
    expect(error.message).toMatch(
      /^GET \/api\/v2\/desk\/people\/:id: the answer does not match the spec: people\.id: /,
    );
    expect(error.issues).toHaveLength(1);
    expect(error).toMatchObject({ method: 'GET', url: URL_ });
  });

  it('passes the answer through unchecked with validate: false', async () => {
    service.reply('GET', URL_, json({ people: [{ id: '7' }] }));
    await expect(client({ validate: false }).desk.people.get(7)).resolves.toEqual({ id: '7' });
  });

  it('gives the raw Response beside the data with .withResponse()', async () => {
    service.reply('GET', URL_, json({ people: [{ id: 7 }] }, { headers: { 'x-request-id': 'r-1' } }));
    const { data, response } = await client().desk.people.get(7).withResponse();
    expect(data).toEqual({ id: 7 });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('r-1');
  });

  it('gives the raw Response of the first page of a list', async () => {
    service.reply(
      'GET',
      'https://studio.pike13.com/api/v2/desk/people',
      json({ people: [], total_count: 0 }),
    );
    const { data, response } = await client().desk.people.list().withResponse();
    expect(data.items).toEqual([]);
    expect(response.ok).toBe(true);
  });

  it('refuses an answer that is not JSON', async () => {
    service.reply('GET', URL_, new Response('<html>', { status: 200 }));
    await expect(client().desk.people.get(7)).rejects.toThrow(/the answer is not JSON/);
  });
});
