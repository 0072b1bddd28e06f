import { describe, expect, it } from 'vitest';
import { authorizationUrl, exchangeCode, OAuthError } from '../../src/oauth/index.ts';
import { sandboxFor, sdk } from './support.ts';

const redirectUri = 'http://127.0.0.1/callback';

async function authorize(url: string) {
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') as string);
}

describe('OAuth', () => {
  it('runs the authorization code flow with the SDK: consent, code, token that works on the account', async () => {
    const sandbox = await sandboxFor();
    const url = authorizationUrl({
      clientId: sandbox.clientId,
      redirectUri,
      baseUrl: sandbox.url,
      state: 'xyz',
    });
    const callback = await authorize(url);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe('xyz');
    const code = callback.searchParams.get('code') as string;
    const token = await exchangeCode({
      clientId: sandbox.clientId,
      clientSecret: sandbox.clientSecret,
      redirectUri,
      code,
      baseUrl: sandbox.url,
    });
    expect(token.tokenType).toBe('bearer');
    const account = await sdk(sandbox, { token: token.accessToken }).account.get();
    expect(account.email).toBe('olivia.owner@sandbox.example.com');
    const reused = exchangeCode({
      clientId: sandbox.clientId,
      clientSecret: sandbox.clientSecret,
      redirectUri,
      code,
      baseUrl: sandbox.url,
    });
    await expect(reused).rejects.toSatisfy((e) => OAuthError.is(e));
  });

  it('accepts a registered loopback address on any port (RFC 8252 §7.3), and nothing else', async () => {
    const sandbox = await sandboxFor();
    const status = async (redirect: string) => {
      const query = new URLSearchParams({
        client_id: sandbox.clientId,
        response_type: 'code',
        redirect_uri: redirect,
      });
      const answer = await fetch(`${sandbox.url}/oauth/authorize?${query}`, { redirect: 'manual' });
      return answer.status === 302 ? new URL(answer.headers.get('location') as string).origin : answer.status;
    };
    expect(await status('http://127.0.0.1:4015/callback')).toBe('http://127.0.0.1:4015');
    expect(await status('http://localhost:51234/callback')).toBe('http://localhost:51234');
    expect(await status('http://127.0.0.1:4015/elsewhere')).toBe(400);
    expect(await status('https://127.0.0.1:4015/callback')).toBe(400);
    expect(await status('http://evil.example:4015/callback')).toBe(400);
    expect(await status('http://[::1]:4015/callback')).toBe(400); // [::1] was not registered
  });

  it('refuses a wrong client secret and a different redirect_uri', async () => {
    const sandbox = await sandboxFor();
    const code = async () =>
      (
        await authorize(authorizationUrl({ clientId: sandbox.clientId, redirectUri, baseUrl: sandbox.url }))
      ).searchParams.get('code') as string;
    const base = { clientId: sandbox.clientId, redirectUri, baseUrl: sandbox.url };
    const badSecret = await exchangeCode({ ...base, clientSecret: 'wrong', code: await code() }).catch(
      (e) => e,
    );
    expect(OAuthError.is(badSecret)).toBe(true);
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: await code(),
      redirect_uri: 'http://localhost/callback',
      client_id: sandbox.clientId,
      client_secret: sandbox.clientSecret,
    });
    const answer = await fetch(`${sandbox.url}/oauth/token`, { method: 'POST', body: form });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('gives the token in the fragment for the implicit grant, and never redirects to an unregistered address', async () => {
    const sandbox = await sandboxFor();
    const query = new URLSearchParams({
      client_id: sandbox.clientId,
      response_type: 'token',
      redirect_uri: redirectUri,
      login_hint: 'sofia.staff@sandbox.example.com',
    });
    const callback = await authorize(`${sandbox.url}/oauth/authorize?${query}`);
    const fragment = new URLSearchParams(callback.hash.slice(1));
    expect(callback.search).toBe('');
    const me = await sdk(sandbox, { token: fragment.get('access_token') as string }).desk.staffMembers.me();
    expect(me.name).toBe('Sofia Staff');
    query.set('redirect_uri', 'https://evil.example.com/cb');
    const refused = await fetch(`${sandbox.url}/oauth/authorize?${query}`, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
  });
});
