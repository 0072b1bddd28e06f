import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/mcp/remote/memory-store.ts';
import {
  authorizeUrl,
  codeFor,
  codeGrant,
  initialize,
  pkce,
  register,
  tokenRequest,
} from './remote-oauth-flow.ts';
import { browse, pike13Sandbox, remoteServer } from './remote-support.ts';

describe('the remote MCP server as an OAuth protected resource and authorization server', {
  timeout: 30_000,
}, () => {
  it('answers 401 with WWW-Authenticate naming its protected resource metadata, which names itself', async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const origin = new URL(server.url).origin;
    const refused = await initialize(server.url, 'no-such-token');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(
      `Bearer error="invalid_token", error_description="the access token is invalid", resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`,
    );
    const resource = await (await fetch(`${origin}/.well-known/oauth-protected-resource/mcp`)).json();
    expect(resource).toMatchObject({ resource: server.url, authorization_servers: [`${origin}/`] });
    const metadata = await (await fetch(`${origin}/.well-known/oauth-authorization-server`)).json();
    expect(metadata).toMatchObject({
      issuer: `${origin}/`,
      authorization_endpoint: `${origin}/authorize`,
      token_endpoint: `${origin}/token`,
      registration_endpoint: `${origin}/register`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
  });

  it('refuses a code used twice (invalid_grant) and revokes what it gave; a code without its PKCE verifier', async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const signedIn = await codeFor(server.url);
    const { code_verifier: _, ...withoutVerifier } = codeGrant(server.url, signedIn);
    expect(await tokenRequest(server.url, withoutVerifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    const first = await tokenRequest(server.url, codeGrant(server.url, signedIn));
    expect(first).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 3600 } });
    expect((await initialize(server.url, first.body.access_token as string)).status).toBe(200);
    expect(await tokenRequest(server.url, codeGrant(server.url, signedIn))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const revoked = await initialize(server.url, first.body.access_token as string);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ error: 'invalid_token' });
    const refresh = {
      grant_type: 'refresh_token',
      client_id: signedIn.clientId,
      refresh_token: first.body.refresh_token as string,
    };
    expect(await tokenRequest(server.url, refresh)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('refuses a wrong PKCE verifier, and an authorization request without a PKCE challenge', async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const signedIn = await codeFor(server.url);
    const wrong = await tokenRequest(server.url, {
      ...codeGrant(server.url, signedIn),
      code_verifier: pkce().verifier,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const clientId = await register(server.url);
    const back = await browse(authorizeUrl(server.url, clientId, '', { code_challenge: null }));
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect URI the client did not register, without redirecting anywhere', async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const clientId = await register(server.url);
    const url = authorizeUrl(server.url, clientId, pkce().challenge, {
      redirect_uri: 'https://evil.example/cb',
    });
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'Unregistered redirect_uri',
    });
  });

  it('refuses to register an http redirect URI off loopback', async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    await expect(register(server.url, ['http://evil.example/cb'])).rejects.toThrow(
      /400.*invalid_client_metadata/,
    );
  });

  it('binds tokens to their server (RFC 8707): another server of the same store refuses them', async () => {
    const sandbox = await pike13Sandbox();
    const store = memoryStore();
    const [a, b] = [await remoteServer(sandbox, { store }), await remoteServer(sandbox, { store })];
    const { body } = await tokenRequest(a.url, codeGrant(a.url, await codeFor(a.url)));
    expect((await initialize(a.url, body.access_token as string)).status).toBe(200);
    const refused = await initialize(b.url, body.access_token as string);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: 'invalid_token',
      error_description: 'Token was not issued for this resource',
    });
    const otherResource = authorizeUrl(b.url, await register(b.url), pkce().challenge, { resource: a.url });
    expect((await browse(otherResource)).searchParams.get('error')).toBe('invalid_target');
  });

  it('expires access tokens after an hour; a refresh token gives a new pair once, then is refused', async () => {
    const sandbox = await pike13Sandbox();
    let now = Date.now();
    const server = await remoteServer(sandbox, { now: () => now });
    const signedIn = await codeFor(server.url);
    const { body } = await tokenRequest(server.url, codeGrant(server.url, signedIn));
    now += 3_600_000;
    const expired = await initialize(server.url, body.access_token as string);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      error: 'invalid_token',
      error_description: 'the access token has expired',
    });
    const refresh = {
      grant_type: 'refresh_token',
      client_id: signedIn.clientId,
      refresh_token: body.refresh_token as string,
    };
    const renewed = await tokenRequest(server.url, { ...refresh, resource: server.url });
    expect(renewed).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 3600 } });
    expect(renewed.body.refresh_token).not.toBe(body.refresh_token);
    expect((await initialize(server.url, renewed.body.access_token as string)).status).toBe(200);
    expect(await tokenRequest(server.url, refresh)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });
});
