import { describe, expect, it, onTestFinished } from 'vitest';
import { ConnectionError, Pike13, ServerError } from '../../../src/index.ts';
import { createSandbox } from '../../../src/sandbox/index.ts';
import { call, sandboxFor, sdk } from '../support.ts';

/** A sandbox as `createSandbox()` gives it: the real clock, rate limits on. */
async function defaultSandbox() {
  const sandbox = await createSandbox({ clients: 20 });
  onTestFinished(() => sandbox.close());
  return sandbox;
}

/** Tests with the SDK's real backoff and a seeded sandbox: generous for a loaded machine. */
const SLOW = { timeout: 30_000 };

const attempts = (sandbox: { requests: { path: string; status: number }[] }) =>
  sandbox.requests.map((r) => `${r.status} ${r.path}`);

describe('faults', () => {
  it('503 twice: the SDK with its default options retries and gets the people', SLOW, async () => {
    const sandbox = await defaultSandbox();
    const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
    const id = sandbox.faults.add({ path: '/api/v2/desk/people*', status: 503, times: 2 });
    const page = await pike13.desk.people.list();
    expect(page.items.length).toBeGreaterThan(0);
    expect(attempts(sandbox)).toEqual([
      '503 /api/v2/desk/people?page=1',
      '503 /api/v2/desk/people?page=1',
      '200 /api/v2/desk/people?page=1',
    ]);
    expect(sandbox.requests.slice(0, 2).map((r) => r.fault)).toEqual([id, id]);
    expect(sandbox.faults.list()).toEqual([]);
  });

  it('429 once: the SDK waits for the reset the answer names, then gets the people', SLOW, async () => {
    const sandbox = await defaultSandbox();
    const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
    sandbox.faults.add({ path: '/api/v2/desk/people', status: 429, times: 1 });
    const before = Math.floor(Date.now() / 1000);
    const raw = await call(sandbox, 'GET', '/api/v2/desk/people', { token: sandbox.tokens.staff });
    const after = Math.floor(Date.now() / 1000);
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toBe('1');
    expect(raw.headers.get('ratelimit-remaining')).toBe('0');
    const reset = Number(raw.headers.get('ratelimit-reset'));
    expect(reset >= before + 1 && reset <= after + 1).toBe(true);
    expect(raw.body).toEqual({ error: 'Rate limit exceeded. Retry after the time in RateLimit-Reset.' });
    sandbox.faults.add({ path: '/api/v2/desk/people', status: 429, times: 1 });
    await pike13.desk.people.list();
    expect(attempts(sandbox).slice(1)).toEqual([
      '429 /api/v2/desk/people?page=1',
      '200 /api/v2/desk/people?page=1',
    ]);
  });

  it(
    'a reset connection: the SDK sees a ConnectionError, and recovers from one reset by retrying',
    SLOW,
    async () => {
      const sandbox = await defaultSandbox();
      sandbox.faults.add({ path: '/api/v2/desk/locations', reset: true, times: 1 });
      const once = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff, maxRetries: 0 });
      const error = await once.desk.locations.list().catch((e: unknown) => e);
      expect(ConnectionError.is(error)).toBe(true);
      sandbox.faults.add({ path: '/api/v2/desk/locations', reset: true, times: 1 });
      await new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff }).desk.locations.list();
      expect(attempts(sandbox)).toEqual([
        '0 /api/v2/desk/locations',
        '0 /api/v2/desk/locations',
        '200 /api/v2/desk/locations',
      ]);
    },
  );

  it('answers with the service’s error shape of the status and names itself in X-Sandbox-Fault', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const id = sandbox.faults.add({ method: 'POST', path: '/api/v2/desk/*', status: 422 });
    sandbox.faults.add({ path: '/api/v2/desk/locations', status: 500 });
    const post = await call(sandbox, 'POST', '/api/v2/desk/people', { token, body: { person: {} } });
    expect(post).toMatchObject({ status: 422, body: { errors: ['The record is invalid'] } });
    expect(post.headers.get('x-sandbox-fault')).toBe(id);
    expect(await call(sandbox, 'GET', '/api/v2/desk/locations', { token })).toMatchObject({
      status: 500,
      body: { error: 'Internal server error' },
    });
    // Every time until removed; a GET is not the POST fault's.
    expect((await call(sandbox, 'POST', '/api/v2/desk/people', { token, body: {} })).status).toBe(422);
    expect((await call(sandbox, 'GET', '/api/v2/desk/people/1', { token })).status).not.toBe(422);
    const error = await sdk(sandbox)
      .desk.locations.list()
      .catch((e: unknown) => e);
    expect(ServerError.is(error) && error.message).toBe(
      'GET /api/v2/desk/locations answered 500: Internal server error',
    );
  });

  it('delays a request by delayMs, then answers it as usual', async () => {
    const sandbox = await sandboxFor();
    sandbox.faults.add({ path: '/api/v2/desk/locations', delayMs: 150, times: 1 });
    await sdk(sandbox).desk.locations.list();
    const [slow] = sandbox.requests;
    expect(slow).toMatchObject({ status: 200 });
    expect(slow?.ms).toBeGreaterThanOrEqual(150);
  });

  it('are added, listed and removed over HTTP, and refused with 400 naming the problem', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const added = await call(sandbox, 'POST', '/_sandbox/faults', {
      token,
      body: { path: '/api/v2/desk/people*', status: 503, times: 2 },
    });
    expect(added).toMatchObject({ status: 201, body: { id: 'fault_1' } });
    expect((await call(sandbox, 'GET', '/_sandbox/faults', { token })).body).toEqual({
      faults: [{ id: 'fault_1', path: '/api/v2/desk/people*', status: 503, times: 2, remaining: 2 }],
    });
    expect((await call(sandbox, 'DELETE', '/_sandbox/faults/fault_1', { token })).status).toBe(200);
    expect((await call(sandbox, 'DELETE', '/_sandbox/faults/fault_1', { token })).status).toBe(404);
    const refusals: [unknown, RegExp][] = [
      [{ status: 503 }, /path must be a path starting with \//],
      [{ path: '/x', status: 200 }, /status must be a whole number from 400 to 599/],
      [{ path: '/x', status: 503, reset: true }, /status or reset, not both/],
      [{ path: '/x' }, /give status, delayMs or reset/],
      [{ path: '/x', status: 503, times: 0 }, /times must be a whole number of at least 1/],
      [{ path: '/x', delayMs: 600_000 }, /delayMs must be a whole number of milliseconds from 0 to 60000/],
      [{ path: '/x', status: 503, method: 'BREW' }, /method must be one of/],
      [{ path: '/x', status: 503, retries: 1 }, /unknown option "retries"/],
      [{ path: '/_sandbox/faults', status: 503 }, /controls cannot be faulted/],
    ];
    for (const [body, message] of refusals) {
      const answer = await call(sandbox, 'POST', '/_sandbox/faults', { token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(message);
      expect(() => sandbox.faults.add(body as never)).toThrow(message);
    }
    expect(sandbox.faults.list()).toEqual([]);
    sandbox.faults.add({ path: '/a', status: 503 });
    expect((await call(sandbox, 'DELETE', '/_sandbox/faults', { token })).body).toEqual({ faults: [] });
    expect(sandbox.faults.list()).toEqual([]);
  });

  it('is not spent on a preflight or on a page the CORS policy refuses', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    sandbox.faults.add({ path: '/api/v2/desk/locations', status: 503, times: 1 });
    const url = `${sandbox.url}/api/v2/desk/locations`;
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173' } });
    expect(preflight.status).toBe(204);
    expect((await fetch(url, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect(sandbox.faults.list()).toMatchObject([{ remaining: 1 }]);
    await expect(sdk(sandbox).desk.locations.list()).rejects.toMatchObject({ status: 503 });
  });
});
