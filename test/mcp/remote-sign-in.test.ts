import { describe, expect, it } from 'vitest';
import { authorizeUrl, pkce, register } from './remote-oauth-flow.ts';
import {
  browse,
  CLIENT_REDIRECT,
  consentForm,
  pike13Sandbox,
  recordingProxy,
  remoteServer,
} from './remote-support.ts';

/** The consent page of a new authorization request by a client named `name`. */
async function consentPage(mcpUrl: string, name = 'Desk Helper') {
  const origin = new URL(mcpUrl).origin;
  const registered = await fetch(`${origin}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: name,
      redirect_uris: [CLIENT_REDIRECT],
      token_endpoint_auth_method: 'none',
    }),
  });
  const { client_id } = (await registered.json()) as { client_id: string };
  return fetch(authorizeUrl(mcpUrl, client_id, pkce().challenge), { redirect: 'manual' });
}

function submit(mcpUrl: string, form: Record<string, string>, cookie?: string) {
  return fetch(new URL('/consent', mcpUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

describe('signing in to the remote MCP server', { timeout: 30_000 }, () => {
  it('asks the user first, on a page that cannot be framed, naming the client and where it returns', async () => {
    const sandbox = await pike13Sandbox();
    const pike13 = await recordingProxy(sandbox.url);
    const server = await remoteServer(sandbox, { baseUrl: pike13.url });
    const page = await consentPage(server.url, '<img src=x onerror=alert(1)>');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('set-cookie')).toMatch(
      /^pike13_mcp_consent=\S+; Path=\/consent; HttpOnly; SameSite=Strict/,
    );
    const html = await page.clone().text();
    expect(html).toContain('Allow &lt;img src=x onerror=alert(1)&gt; to use Pike13 as you?');
    expect(html).toContain('<strong>127.0.0.1:9</strong>');
    expect(pike13.requests).toEqual([]);
  });

  it('refuses an answer from another browser (no cookie) and lets the user deny', async () => {
    const sandbox = await pike13Sandbox();
    const pike13 = await recordingProxy(sandbox.url);
    const server = await remoteServer(sandbox, { baseUrl: pike13.url });
    const foreign = await consentForm(await consentPage(server.url));
    const forged = await submit(server.url, { request: foreign.request, decision: 'allow' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: 'access_denied' });
    const clientId = await register(server.url);
    const denied = await browse(authorizeUrl(server.url, clientId, pkce().challenge), undefined, 'deny');
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      state: 'client-state',
    });
    expect(pike13.requests).toEqual([]);
  });

  it("answers Pike13's callback: an unknown state is refused, a refused sign-in goes back as access_denied", async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const callback = new URL('/pike13/callback', server.url);
    callback.search = 'code=abc&state=nobody';
    const unknown = await fetch(callback, { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('location')).toBeNull();
    const { request, cookie } = await consentForm(await consentPage(server.url));
    const toPike13 = new URL(
      (await submit(server.url, { request, decision: 'allow' }, cookie)).headers.get('location') ?? '',
    );
    expect(toPike13.origin + toPike13.pathname).toBe(`${sandbox.url}/oauth/authorize`);
    expect(toPike13.searchParams.get('client_id')).toBe(sandbox.clientId);
    expect(toPike13.searchParams.get('redirect_uri')).toBe(callback.origin + callback.pathname);
    callback.search = new URLSearchParams({
      error: 'access_denied',
      state: toPike13.searchParams.get('state') ?? '',
    }).toString();
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${CLIENT_REDIRECT}?error=access_denied&state=client-state`);
  });

  it('reports a failed Pike13 code exchange without its client secret', async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const { request, cookie } = await consentForm(await consentPage(server.url));
    const toPike13 = new URL(
      (await submit(server.url, { request, decision: 'allow' }, cookie)).headers.get('location') ?? '',
    );
    const callback = new URL('/pike13/callback', server.url);
    callback.search = new URLSearchParams({
      code: 'not-a-code',
      state: toPike13.searchParams.get('state') ?? '',
    }).toString();
    const failed = await fetch(callback, { redirect: 'manual' });
    expect(failed.status).toBe(502);
    const body = await failed.text();
    expect(JSON.parse(body)).toMatchObject({
      error: 'server_error',
      error_description: expect.stringContaining('invalid_grant'),
    });
    expect(body).not.toContain(sandbox.clientSecret);
    expect(body).not.toContain('not-a-code');
  });
});
