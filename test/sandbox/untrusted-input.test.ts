import { describe, expect, it } from 'vitest';
import { call, rawRequest, sandboxFor } from './support.ts';

const redirectUri = 'http://127.0.0.1/callback';

describe('input the sandbox does not trust', () => {
  it('builds next/prev links from its own origin, never from the Host header', async () => {
    const sandbox = await sandboxFor();
    const port = new URL(sandbox.url).port;
    const answer = await rawRequest(
      sandbox.url,
      [
        'GET /api/v2/desk/people?page=2 HTTP/1.1',
        `Host: localhost:${port}`,
        `Authorization: Bearer ${sandbox.tokens.staff}`,
        'Connection: close',
      ].join('\r\n'),
    );
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body);
    expect(body.next).toBe(`${sandbox.url}/api/v2/desk/people?page=3`);
    expect(body.prev).toBe(`${sandbox.url}/api/v2/desk/people?page=1`);
  });

  it('answers 400 to a foreign or garbage Host and to an absolute-form target', async () => {
    const sandbox = await sandboxFor();
    const auth = `Authorization: Bearer ${sandbox.tokens.staff}`;
    const send = (lines: string[]) =>
      rawRequest(sandbox.url, [...lines, auth, 'Connection: close'].join('\r\n'));
    const foreign = await send(['GET /api/v2/desk/people?page=2 HTTP/1.1', 'Host: evil.example']);
    const garbage = await send(['GET /api/v2/desk/people HTTP/1.1', 'Host: exa mple:x']);
    const absolute = await send(['GET http://other.example/api/v2/desk/people HTTP/1.1', 'Host: 127.0.0.1']);
    expect([foreign.status, garbage.status, absolute.status]).toEqual([400, 400, 400]);
    expect(JSON.parse(foreign.body)).toEqual({ error: 'The Host header must name a loopback address' });
    expect(JSON.parse(garbage.body)).toEqual({ error: 'The Host header must name a loopback address' });
    expect(JSON.parse(absolute.body)).toEqual({ error: 'The request target must be a path' });
    expect(foreign.body).not.toContain('evil.example');
  });

  it('answers 401 invalid_client to Basic credentials that do not decode', async () => {
    const sandbox = await sandboxFor();
    for (const credentials of ['%%%', btoa('id:%E0%A4%A')]) {
      const answer = await fetch(`${sandbox.url}/oauth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${credentials}` },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x', redirect_uri: redirectUri }),
      });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        error: 'invalid_client',
        error_description: 'client authentication failed',
      });
    }
  });

  it('mints at most 10 authorization codes a minute per address (429 past it)', async () => {
    const sandbox = await sandboxFor({ rateLimit: {} });
    const authorize = `/oauth/authorize?client_id=${sandbox.clientId}&response_type=code&redirect_uri=${redirectUri}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await fetch(`${sandbox.url}${authorize}`, { redirect: 'manual' });
      statuses.push(answer.status);
      if (i === 10) {
        expect(answer.headers.get('ratelimit-limit')).toBe('10');
        expect(await answer.json()).toEqual({
          error: 'Rate limit exceeded. Retry after the time in RateLimit-Reset.',
        });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(302), 429]);
    const api = await call(sandbox, 'GET', '/api/v2/desk/people/1', { token: sandbox.tokens.staff });
    expect(api.status).toBe(200);
  });

  it('keeps authorization codes out of the saved state: a restarted sandbox refuses them', async () => {
    const first = await sandboxFor();
    const tokensBefore = first.state.tables.tokens.size;
    const answer = await fetch(
      `${first.url}/oauth/authorize?client_id=${first.clientId}&response_type=code&redirect_uri=${redirectUri}`,
      { redirect: 'manual' },
    );
    const code = new URL(answer.headers.get('location') as string).searchParams.get('code') as string;
    expect(first.state.tables.tokens.size).toBe(tokensBefore);
    const saved = JSON.parse(JSON.stringify(first.save()));
    expect(JSON.stringify(saved)).not.toContain(code);
    const second = await sandboxFor({ data: saved });
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: second.clientId,
      client_secret: second.clientSecret,
    };
    const exchange = (url: string) =>
      fetch(`${url}/oauth/token`, { method: 'POST', body: new URLSearchParams(form) });
    expect((await exchange(second.url)).status).toBe(400);
    expect((await exchange(first.url)).status).toBe(200);
    expect(first.state.tables.tokens.size).toBe(tokensBefore + 1);
  });
});
