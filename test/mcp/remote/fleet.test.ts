import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { runCli } from '../../support/cli.ts';
import { freePort } from '../../support/loopback.ts';
import { describeWithPostgres, type OwnPostgres, startPostgres } from '../../support/postgres.ts';
import { connectedClient, type MemoryOAuthClient, pike13Sandbox } from '../remote-support.ts';
import { loadBalancer, startMcpHttp } from './fleet-support.ts';
import { TEST_KEY } from './store-contract.ts';

const SLOW = { timeout: 180_000 };

type Sandbox = Awaited<ReturnType<typeof pike13Sandbox>>;

/** The environment of `pike13 mcp --http`: the sandbox's Pike13 app, and the store's key. */
function serverEnv(sandbox: Sandbox): Record<string, string> {
  return {
    PIKE13_CLIENT_ID: sandbox.clientId,
    PIKE13_CLIENT_SECRET: sandbox.clientSecret,
    PIKE13_BASE_URL: sandbox.url,
    PIKE13_MCP_STORE_KEY: TEST_KEY,
  };
}

/** The MCP SDK client connecting again with the tokens it saved: no sign-in unless the server refuses them. */
async function reconnect(context: TestContext, url: string, oauth: MemoryOAuthClient): Promise<Client> {
  const client = new Client({ name: 'remote-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { authProvider: oauth }));
  context.onTestFinished(() => client.close());
  return client;
}

/** Who the tools act as: the staff member the sign-in was for. */
async function me(client: Client): Promise<unknown> {
  const result = await client.callTool({ name: 'desk_staff_members_me', arguments: {} });
  return (result.structuredContent as { id?: number }).id;
}

function ownerOf(sandbox: Sandbox): number | undefined {
  return sandbox.state.tables.people.find((person) => person.role === 'owner')?.id;
}

describeWithPostgres(
  'a fleet: two `pike13 mcp --http` processes on one Postgres, behind a load balancer',
  () => {
    let postgres: OwnPostgres;
    beforeAll(async () => {
      postgres = await startPostgres();
    }, 60_000);
    afterAll(() => postgres?.stop());

    it(
      'signs in across A and B, calls and refreshes through B; after A restarts the token still works',
      SLOW,
      async (context) => {
        const sandbox = await pike13Sandbox();
        const balancer = await loadBalancer(context);
        const args = ['--public-url', balancer.origin, '--store', postgres.url];
        const [portA, portB] = [await freePort(), await freePort()];
        const [startedA, b] = await Promise.all([
          startMcpHttp(context, portA, args, serverEnv(sandbox)),
          startMcpHttp(context, portB, args, serverEnv(sandbox)),
        ]);
        let a = startedA;
        const url = `${balancer.origin}/mcp`;
        expect([a.url, b.url]).toEqual([url, url]);
        expect(a.output()).toContain('Sign-ins kept in Postgres postgres://postgres@127.0.0.1:');

        // Each step of the sign-in on the other process than the last: the steps meet in the store only.
        balancer.to(a.origin);
        for (const path of ['/consent', '/token']) balancer.route(path, b.origin);
        const { client, oauth, transport } = await connectedClient(url);
        for (const path of ['/consent', '/token']) balancer.route(path, undefined);
        expect(await me(client)).toBe(ownerOf(sandbox));
        const signedInAt = oauth.authorizationUrl?.href;
        const first = { ...oauth.saved };
        const steps = balancer.served
          .map((line) => line.split('?')[0] as string)
          .filter((line) => /(register|authorize|consent|callback|token)$/.test(line));
        expect(steps).toEqual([
          `${a.origin} POST /register`,
          `${a.origin} GET /authorize`,
          `${b.origin} POST /consent`,
          `${a.origin} GET /pike13/callback`,
          `${b.origin} POST /token`,
        ]);

        // A's session is A's: B answers 404, and the client starts a session of its own there.
        balancer.to(b.origin);
        const elsewhere = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${first.access_token}`,
            'mcp-session-id': transport.sessionId as string,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }),
        });
        expect(elsewhere.status).toBe(404);
        await client.close();

        balancer.served.length = 0;
        expect(await me(await reconnect(context, url, oauth))).toBe(ownerOf(sandbox));
        expect(oauth.saved?.access_token).toBe(first.access_token); // B knew A's token: no refresh, no sign-in
        expect(balancer.served.some((line) => line === `${b.origin} POST /mcp`)).toBe(true);

        // An access token B does not know: the SDK refreshes through B, which rotates the refresh token.
        oauth.saveTokens({
          ...(oauth.saved as NonNullable<typeof oauth.saved>),
          access_token: 'mcp_at_unknown',
        });
        expect(await me(await reconnect(context, url, oauth))).toBe(ownerOf(sandbox));
        expect(balancer.served).toContain(`${b.origin} POST /token`);
        const refreshed = { ...oauth.saved };
        expect(refreshed.access_token).not.toBe(first.access_token);
        expect(refreshed.refresh_token).not.toBe(first.refresh_token);

        await a.stop();
        a = await startMcpHttp(context, portA, args, serverEnv(sandbox));
        balancer.to(a.origin);
        const reused = await fetch(`${balancer.origin}/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: first.refresh_token as string,
            client_id: oauth.information?.client_id as string,
          }),
        });
        expect(reused.status).toBe(400);
        expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
        expect(await me(await reconnect(context, url, oauth))).toBe(ownerOf(sandbox));
        expect(oauth.saved?.access_token).toBe(refreshed.access_token);
        expect(oauth.authorizationUrl?.href).toBe(signedInAt);
      },
    );
  },
);

describe('pike13 mcp --http with its default store', () => {
  it('keeps sign-ins in ./pike13-mcp.db: after a restart the token still works', SLOW, async (context) => {
    const cwd = mkdtempSync(join(tmpdir(), 'pike13-mcp-restart-'));
    context.onTestFinished(() => rmSync(cwd, { recursive: true, force: true }));
    const sandbox = await pike13Sandbox();
    const port = await freePort();
    const first = await startMcpHttp(context, port, [], serverEnv(sandbox), cwd);
    expect(first.output()).toContain('Sign-ins kept in SQLite file pike13-mcp.db.');
    const { client, oauth } = await connectedClient(first.url);
    expect(await me(client)).toBe(ownerOf(sandbox));
    await client.close();
    const tokens = { ...oauth.saved };
    await first.stop();
    expect(existsSync(join(cwd, 'pike13-mcp.db'))).toBe(true);

    const second = await startMcpHttp(context, port, [], serverEnv(sandbox), cwd);
    expect(await me(await reconnect(context, second.url, oauth))).toBe(ownerOf(sandbox));
    expect(oauth.saved).toEqual(tokens);
  });

  it('refuses to start without PIKE13_MCP_STORE_KEY, with a wrong one, or with a store of no known kind', async (context) => {
    const dir = mkdtempSync(join(tmpdir(), 'pike13-mcp-refused-'));
    context.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const app = {
      PIKE13_CLIENT_ID: 'id',
      PIKE13_CLIENT_SECRET: 'secret',
      PIKE13_BASE_URL: 'http://127.0.0.1:9',
    };
    const store = join(dir, 'state.db');
    const noKey = await runCli(['mcp', '--http', '--port', '0', '--store', store], app);
    expect(noKey).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('pike13: PIKE13_MCP_STORE_KEY is not set'),
    });
    expect(existsSync(store)).toBe(false);
    const badKey = { ...app, PIKE13_MCP_STORE_KEY: 'hunter2-not-base64-32' };
    const malformed = await runCli(['mcp', '--http', '--port', '0', '--store', store], badKey);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('PIKE13_MCP_STORE_KEY: 32 bytes in base64');
    expect(malformed.stderr).not.toContain('hunter2');
    const mysql = await runCli(['mcp', '--http', '--store', 'mysql://db/app'], {
      ...app,
      PIKE13_MCP_STORE_KEY: TEST_KEY,
    });
    expect(mysql).toMatchObject({ code: 2, stderr: expect.stringContaining('store: a SQLite file path') });
  });
});
