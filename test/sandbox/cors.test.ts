import { describe, expect, it } from 'vitest';
import { call, sandboxFor } from './support.ts';

/** A preflight from `origin` for a POST. */
function preflight(url: string, origin: string) {
  return fetch(`${url}/api/v2/desk/people`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST' },
  });
}

describe('CORS', () => {
  it('answers preflights of loopback pages and lets them read the rate-limit headers', async () => {
    const sandbox = await sandboxFor({ rateLimit: {} });
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const answer = await preflight(sandbox.url, origin);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type, X-FD-Locale',
      );
      expect(answer.headers.get('vary')).toBe('Origin');
    }
    const answer = await call(sandbox, 'GET', `/api/v2/front/staff_members?client_id=${sandbox.clientId}`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(answer.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
  });

  it('refuses pages of other origins: no CORS headers, preflight 403, and a form POST changes nothing', async () => {
    const sandbox = await sandboxFor();
    const refused = await preflight(sandbox.url, 'https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const people = sandbox.state.tables.people.size;
    const form = await fetch(`${sandbox.url}/api/v2/desk/people?access_token=${sandbox.tokens.staff}`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost.evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'person[first_name]=Drive&person[last_name]=By',
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toEqual({ error: 'This origin may not call the sandbox (see --cors-origin)' });
    expect(form.headers.get('access-control-allow-origin')).toBeNull();
    expect(sandbox.state.tables.people.size).toBe(people);
    const plain = await call(sandbox, 'GET', '/api/v2/desk/people/1', { token: sandbox.tokens.staff });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows the origins given in corsOrigins', async () => {
    const sandbox = await sandboxFor({ corsOrigins: ['https://app.example.com'] });
    const allowed = await preflight(sandbox.url, 'https://app.example.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect((await preflight(sandbox.url, 'https://other.example.com')).status).toBe(403);
  });
});
