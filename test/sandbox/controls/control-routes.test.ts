import { describe, expect, it } from 'vitest';
import { call, sandboxFor } from '../support.ts';

const KEY = 'inspector-key-0123456789abcdef';

describe('the /_sandbox/ control routes', () => {
  it('answer a staff or owner token, and refuse a client token (403), an account token (403) and none (401)', async () => {
    const sandbox = await sandboxFor();
    const path = '/_sandbox/faults';
    expect((await call(sandbox, 'GET', path, { token: sandbox.tokens.staff })).body).toEqual({ faults: [] });
    expect((await call(sandbox, 'GET', path, { token: sandbox.tokens.owner })).status).toBe(200);
    const client = await call(sandbox, 'GET', path, { token: sandbox.tokens.client });
    expect(client.status).toBe(403);
    expect(client.body.error).toMatch(/staff or owner token/);
    expect((await call(sandbox, 'GET', path, { token: sandbox.tokens.account })).status).toBe(403);
    const none = await call(sandbox, 'GET', path);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await call(sandbox, 'GET', path, { token: 'made-up' })).status).toBe(401);
  });

  it('take no token from the query: a URL ends up in logs', async () => {
    const sandbox = await sandboxFor();
    const answer = await call(sandbox, 'GET', `/_sandbox/faults?access_token=${sandbox.tokens.staff}`);
    expect(answer.status).toBe(401);
  });

  it('answer the inspector key in X-Sandbox-Key once the engine allows it, and only that key', async () => {
    const sandbox = await sandboxFor();
    const withKey = (key: string) =>
      call(sandbox, 'GET', '/_sandbox/faults', { headers: { 'x-sandbox-key': key } });
    expect((await withKey(KEY)).status).toBe(401);
    sandbox.engine.allowControlKey(KEY);
    expect((await withKey(KEY)).status).toBe(200);
    const wrong = await withKey(`${KEY.slice(0, -1)}0`);
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain(KEY);
    expect(() => sandbox.engine.allowControlKey('short')).toThrow(/at least 16/);
  });

  it('are not rate-limited and not in the request log', async () => {
    const sandbox = await sandboxFor({ rateLimit: { perToken: 2, perIp: 2 } });
    for (let i = 0; i < 5; i++) {
      const answer = await call(sandbox, 'GET', '/_sandbox/requests', { token: sandbox.tokens.staff });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-limit')).toBeNull();
    }
    expect(sandbox.requests).toEqual([]);
    expect((await call(sandbox, 'GET', '/api/v2/desk/people', { token: sandbox.tokens.staff })).status).toBe(
      200,
    );
    expect(sandbox.requests.map((r) => r.path)).toEqual(['/api/v2/desk/people']);
  });

  it('keep the CORS policy of the API: a foreign page is refused, the key cannot be sent across origins', async () => {
    const sandbox = await sandboxFor();
    const headers = { origin: 'https://evil.example', authorization: `Bearer ${sandbox.tokens.staff}` };
    const foreign = await fetch(`${sandbox.url}/_sandbox/faults`, { headers });
    expect(foreign.status).toBe(403);
    const preflight = await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'x-sandbox-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).not.toMatch(/x-sandbox-key/i);
  });

  it('never reach a Core route: an unknown control is 404, a known path with another method 405', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const unknown = await call(sandbox, 'GET', '/_sandbox/api/v2/desk/people', { token });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'No sandbox control at this path' } });
    expect((await call(sandbox, 'PUT', '/_sandbox/faults', { token })).status).toBe(405);
    expect((await call(sandbox, 'GET', '/_sandbox', { token })).status).toBe(404);
  });

  it('refuse a body that is not JSON with 400', async () => {
    const sandbox = await sandboxFor();
    const answer = await call(sandbox, 'POST', '/_sandbox/faults', {
      token: sandbox.tokens.staff,
      body: 'path=/x',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'The body of a sandbox control must be JSON' },
    });
    expect(sandbox.faults.list()).toEqual([]);
  });

  it('take routes other parts of the sandbox add, with their params decoded', async () => {
    const sandbox = await sandboxFor();
    sandbox.engine.useControls([
      {
        method: 'POST',
        path: '/_sandbox/echo/:name',
        handle: ({ params, body }) => Response.json({ params, body }),
      },
    ]);
    const answer = await call(sandbox, 'POST', '/_sandbox/echo/a%20b', {
      token: sandbox.tokens.owner,
      body: { x: 1 },
    });
    expect(answer.body).toEqual({ params: { name: 'a b' }, body: { x: 1 } });
  });
});
