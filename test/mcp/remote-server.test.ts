import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/mcp/remote/memory-store.ts';
import type { RemoteStore } from '../../src/mcp/remote/store.ts';
import { codeFor, codeGrant, initialize, tokenRequest } from './remote-oauth-flow.ts';
import { connectedClient, pike13Sandbox, recordingProxy, remoteServer } from './remote-support.ts';

describe('the remote MCP server, through the MCP SDK client and its OAuth provider', {
  timeout: 30_000,
}, () => {
  it('registers, signs in through Pike13 as staff, lists the read-only tools and calls one', async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const { client } = await connectedClient(server.url);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('desk_people_list');
    expect(names).toContain('reports_query');
    expect(names).not.toContain('desk_people_create');
    const result = await client.callTool({ name: 'desk_staff_members_me', arguments: {} });
    const owner = sandbox.state.tables.people.find((person) => person.role === 'owner');
    expect(result.structuredContent).toMatchObject({ id: owner?.id, email: owner?.email });
  });

  it("acts as the person who signed in: a client's sign-in gets the client's own tools, no desk", async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const person = sandbox.state.tables.people.find((row) => row.role === 'client' && Boolean(row.email));
    const { client } = await connectedClient(server.url, { loginHint: person?.email ?? '' });
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('front_people_me');
    expect(names.filter((name) => !name.startsWith('front_'))).toEqual([]);
    const me = await client.callTool({ name: 'front_people_me', arguments: {} });
    expect(me.structuredContent).toMatchObject({ id: person?.id });
    const desk = await client.callTool({ name: 'desk_people_list', arguments: {} });
    expect(desk).toMatchObject({ isError: true, content: [{ text: 'unknown tool desk_people_list' }] });
  });

  it('never sends an MCP token or code to Pike13, and never hands the Pike13 token to the client', async () => {
    const sandbox = await pike13Sandbox();
    const pike13 = await recordingProxy(sandbox.url);
    const server = await remoteServer(sandbox, { baseUrl: pike13.url });
    const { client, oauth } = await connectedClient(server.url);
    await client.callTool({ name: 'desk_people_list', arguments: {} });
    const mcpSecrets = [oauth.saved?.access_token, oauth.saved?.refresh_token].map(String);
    const sent = pike13.requests.map((request) => JSON.stringify(request));
    expect(sent.filter((request) => mcpSecrets.some((secret) => request.includes(secret)))).toEqual([]);
    const bearer = pike13.requests.find((request) => request.url.pathname === '/api/v2/desk/people')?.headers
      .authorization as string;
    const pike13Token = bearer.replace('Bearer ', '');
    expect(sandbox.state.tables.tokens.find((row) => row.token === pike13Token)).toBeDefined();
    expect(JSON.stringify([oauth.saved, oauth.information, oauth.authorizationUrl])).not.toContain(
      pike13Token,
    );
  });

  it('keeps no token or code in the store under its own name', async () => {
    const sandbox = await pike13Sandbox();
    const puts: string[] = [];
    const inner = memoryStore();
    const store: RemoteStore = {
      ...inner,
      put: (space, key, value, ttl) => {
        puts.push(`${space}:${key}:${JSON.stringify(value)}`);
        return inner.put(space, key, value, ttl);
      },
    };
    const server = await remoteServer(sandbox, { store });
    const signedIn = await codeFor(server.url);
    const { body } = await tokenRequest(server.url, codeGrant(server.url, signedIn));
    const secrets = [signedIn.code, body.access_token, body.refresh_token] as string[];
    expect(puts.map((put) => put.split(':')[0])).toEqual([
      'clients',
      'pending',
      'pending',
      'pike13',
      'codes',
      'codes',
      'access',
      'refresh',
    ]);
    expect(puts.filter((put) => secrets.some((secret) => put.includes(secret)))).toEqual([]);
  });
});

describe('sessions of the remote MCP server', { timeout: 30_000 }, () => {
  it('frees the session of a client that ends it, and refuses its id afterwards', async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const { transport, oauth } = await connectedClient(server.url);
    const sessionId = transport.sessionId as string;
    expect(server.sessionCount).toBe(1);
    await transport.terminateSession();
    expect(server.sessionCount).toBe(0);
    const again = await listTools(server.url, oauth.saved?.access_token as string, sessionId);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({
      error: { message: 'session not found: initialize a new one' },
    });
  });

  it('keeps at most maxSessions, closing the least recently used; closes idle ones', async () => {
    const sandbox = await pike13Sandbox();
    let now = Date.now();
    const server = await remoteServer(sandbox, {
      sessions: { maxSessions: 2, idleMs: 60_000 },
      now: () => now,
    });
    const first = await connectedClient(server.url);
    const second = await connectedClient(server.url);
    await first.client.listTools();
    await connectedClient(server.url);
    expect(server.sessionCount).toBe(2);
    await expect(second.client.listTools()).rejects.toThrow(/404|session not found/i);
    expect((await first.client.listTools()).tools.length).toBeGreaterThan(0);
    now += 60_000;
    const late = await connectedClient(server.url);
    expect(server.sessionCount).toBe(1);
    expect((await late.client.listTools()).tools.length).toBeGreaterThan(0);
  });

  it("refuses a session to another sign-in's token", async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const { transport } = await connectedClient(server.url);
    const other = await tokenRequest(server.url, codeGrant(server.url, await codeFor(server.url)));
    const answer = await listTools(
      server.url,
      other.body.access_token as string,
      transport.sessionId as string,
    );
    expect(answer.status).toBe(404);
    expect((await initialize(server.url, other.body.access_token as string)).status).toBe(200);
  });
});

/** A raw `tools/list` in session `sessionId` with `token`. */
function listTools(url: string, token: string, sessionId: string) {
  return fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'mcp-session-id': sessionId,
      'mcp-protocol-version': '2025-11-25',
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
  });
}
