import { afterEach, describe, expect, it } from 'vitest';
import { InputError, NotFoundError, Pike13 } from '../../src/index.ts';
import { type LoopbackHandler, sendJson, startLoopback } from '../support/loopback.ts';

const TOKEN = 'tok_as_response';
let close: () => Promise<void> = async () => undefined;
afterEach(() => close());

/** A client of a real loopback server answering with `handler`, and the requests that server got. */
async function serve(handler: LoopbackHandler, options: { maxResponseBytes?: number } = {}) {
  const server = await startLoopback(handler);
  close = server.close;
  const pike13 = new Pike13({ baseUrl: server.url, accessToken: TOKEN, rateLimit: false, ...options });
  return { pike13, requests: server.requests };
}

const person = { people: [{ id: 7, first_name: 'Jane' }] };

describe('.asResponse()', () => {
  it('resolves to the Response with its body unread, as the service sent it', async () => {
    const { pike13, requests } = await serve((_, res) =>
      sendJson(res, 200, person, { 'x-request-id': 'r-9' }),
    );
    const response = await pike13.desk.people.get(7).asResponse();
    expect(response.bodyUsed).toBe(false);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('r-9');
    await expect(response.json()).resolves.toEqual(person); // the envelope, not unwrapped
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/v2/desk/people/7');
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('resolves on the headers, before the body has all arrived, so the caller can stream it', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { pike13 } = await serve(async (_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"people": [');
      await released;
      res.end('{"id": 7}]}');
    });
    const response = await pike13.desk.people.get(7).asResponse();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('{"people": [');
    release();
    const second = await reader.read();
    expect(new TextDecoder().decode(second.value)).toBe('{"id": 7}]}');
  });

  it('leaves reading to the caller: maxResponseBytes caps what the SDK reads, not this body', async () => {
    const big = { people: [{ id: 7, first_name: 'x'.repeat(5_000) }] };
    const { pike13 } = await serve((_, res) => sendJson(res, 200, big), { maxResponseBytes: 1_000 });
    const response = await pike13.desk.people.get(7).asResponse();
    await expect(response.json()).resolves.toEqual(big);
  });

  it('throws the typed error of an error status, with the body read for its message', async () => {
    const { pike13 } = await serve((_, res) => sendJson(res, 404, { errors: ['Person not found'] }));
    await expect(pike13.desk.people.get(7).asResponse()).rejects.toSatisfy(
      (error) => NotFoundError.is(error) && error.status === 404,
    );
  });

  it('retries a 503 of a read as the data would be, and hands over the answer that worked', async () => {
    let answered = 0;
    const { pike13, requests } = await serve((_, res) => {
      answered += 1;
      if (answered === 1) sendJson(res, 503, { errors: ['busy'] }, { 'retry-after': '0' });
      else sendJson(res, 200, person);
    });
    const response = await pike13.desk.people.get(7).asResponse();
    expect(response.status).toBe(200);
    expect(requests).toHaveLength(2);
  });

  it('checks the input first: a bad id is an InputError and nothing is sent', async () => {
    const { pike13, requests } = await serve((_, res) => sendJson(res, 200, person));
    await expect(pike13.desk.people.get(-1).asResponse()).rejects.toBeInstanceOf(InputError);
    expect(requests).toHaveLength(0);
  });

  it('is the first page of a list, and the Response of request() and of a report page', async () => {
    const { pike13, requests } = await serve((request, res) => {
      if (request.url.pathname.startsWith('/desk/api/v3')) {
        sendJson(res, 200, { data: { type: 'queries', attributes: { rows: [], fields: [] } } });
      } else sendJson(res, 200, { people: [], total_count: 0 });
    });
    const list = await pike13.desk.people.list({ is_member: true }).asResponse();
    await expect(list.json()).resolves.toEqual({ people: [], total_count: 0 });
    const raw = await pike13.request('GET', '/api/v2/desk/people').asResponse();
    expect(raw.bodyUsed).toBe(false);
    const report = await pike13.reports.clients.select('person_id').page().asResponse();
    expect(report.bodyUsed).toBe(false);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
      'GET /api/v2/desk/people?page=1&is_member=true',
      'GET /api/v2/desk/people',
      'POST /desk/api/v3/reports/clients/queries',
    ]);
  });

  it('sends once: asResponse() after the call was awaited, or awaiting after asResponse(), is an InputError', async () => {
    const { pike13, requests } = await serve((_, res) => sendJson(res, 200, person));
    const awaited = pike13.desk.people.get(7);
    await awaited;
    await expect(awaited.asResponse()).rejects.toSatisfy(
      (error) => InputError.is(error) && /asResponse\(\) comes too late/.test(error.message),
    );
    const raw = pike13.desk.people.get(7);
    await raw.asResponse();
    await expect(raw).rejects.toSatisfy(
      (error) => InputError.is(error) && /sent by asResponse\(\)/.test(error.message),
    );
    expect(requests).toHaveLength(2);
  });
});
