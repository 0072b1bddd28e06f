/**
 * The edges of the SDK, tried on the built package as a user installs it: defaults under a burst, redirects,
 * redaction, answer and body caps, the sandbox left running, the MCP server's read-only mode, Redis outages
 * and receivers in a fleet. Real servers on loopback, real `redis-server`, the built `pike13` bin.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as connectSocket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { describeWithRedisServer, ownRedis, uniquePrefix } from '../redis/support.ts';
import { type LoopbackHandler, sendJson, startLoopback } from '../support/loopback.ts';
import { createPeople, killed, missingPeople, startSandbox } from '../support/sandbox-process.ts';
import { notification } from '../webhooks/fixtures.ts';

type Sdk = typeof import('../../src/index.ts');
type OAuth = typeof import('../../src/oauth/index.ts');
type Webhooks = typeof import('../../src/webhooks/index.ts');
type RedisEntry = typeof import('../../src/redis/index.ts');
type SandboxEntry = typeof import('../../src/sandbox/index.ts');

const dist = join(inject('packageRoot'), 'node_modules', 'pike13', 'dist');
const sdk = (await import(join(dist, 'index.js'))) as Sdk;
const oauth = (await import(join(dist, 'oauth.js'))) as OAuth;
const webhooks = (await import(join(dist, 'webhooks.js'))) as Webhooks;
const redisEntry = (await import(join(dist, 'redis.js'))) as RedisEntry;
const sandboxEntry = (await import(join(dist, 'sandbox.js'))) as SandboxEntry;
const CLI = join(dist, 'cli.js');

const TOKEN = 'tok_edges_0123456789';
const SLOW = { timeout: 60_000 };

async function server(handler: LoopbackHandler) {
  const started = await startLoopback(handler);
  onTestFinished(() => started.close());
  return started;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: Error) => error,
  );
}

/** A sandbox of the built package, on loopback, closed after the test. */
async function sandbox(options: Parameters<SandboxEntry['createSandbox']>[0] = {}) {
  const started = await sandboxEntry.createSandbox(options);
  onTestFinished(() => started.close());
  return started;
}

/** Sends raw bytes to `url`'s port and gives the status line of the answer. */
function rawStatus(url: string, text: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connectSocket(Number(port), '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        resolve(answer.slice(0, answer.indexOf('\r\n')));
        socket.destroy();
      }
    });
    socket.on('error', reject);
  });
}

/** POSTs headers declaring `length` bytes and a first chunk only; gives the status the server answers with. */
function declaredPost(url: string, length: number, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(length), ...headers },
    });
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    request.on('error', reject);
    request.write('{"person":');
  });
}

describe('the built package with default options under a burst', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    '230 desk.people.get at once against the sandbox limits: every call succeeds, none answered 429',
    SLOW,
    async () => {
      vi.useFakeTimers({
        toFake: ['Date', 'setTimeout', 'clearTimeout', 'performance'],
        now: new Date('2026-03-02T12:00:00.250Z'),
      });
      const limited = await sandboxEntry.createSandbox({ listen: false, rateLimit: {} });
      const statuses: number[] = [];
      const fetchInProcess: typeof fetch = async (input, init) => {
        const response = await limited.engine.handle(new Request(input, init));
        statuses.push(response.status);
        return response;
      };
      const pike13 = new sdk.Pike13({
        baseUrl: limited.url,
        accessToken: limited.tokens.staff,
        fetch: fetchInProcess,
      });
      let settled = false;
      const burst = Promise.allSettled(Array.from({ length: 230 }, () => pike13.desk.people.get(1))).finally(
        () => {
          settled = true;
        },
      );
      while (!settled) {
        await new Promise((resolve) => setImmediate(resolve));
        await vi.advanceTimersByTimeAsync(100);
      }
      const results = await burst;
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      expect(statuses).toHaveLength(230);
    },
  );
});

describe('the built client sends nothing to another origin, and hides every token', () => {
  it.each([
    ['GET', 302],
    ['POST', 307],
  ] as const)(
    'a %s answered %i to another origin is a RedirectError; the other origin gets nothing',
    async (method, status) => {
      const elsewhere = await server((_request, response) =>
        sendJson(response, 200, { people: [{ id: 7 }] }),
      );
      const service = await server((request, response) => {
        response.writeHead(status, { location: `${elsewhere.url}/stolen${request.url.pathname}` });
        response.end();
      });
      const pike13 = new sdk.Pike13({ baseUrl: service.url, accessToken: TOKEN, maxRetries: 0 });
      const call =
        method === 'GET'
          ? pike13.desk.people.get(7)
          : pike13.desk.people.create({ first_name: 'Ada', last_name: 'Lovelace' });
      const error = await rejection(call);
      expect(sdk.RedirectError.is(error)).toBe(true);
      expect(error.message).toContain(`redirect to another origin (${elsewhere.url})`);
      expect(elsewhere.requests).toEqual([]);
      expect(service.requests).toHaveLength(1);
    },
  );

  it('exchangeCode answered 307 is an OAuthRedirectError: the code and the client secret are posted once, to the token endpoint', async () => {
    const elsewhere = await server((_request, response) =>
      sendJson(response, 200, { access_token: 'stolen' }),
    );
    const tokenEndpoint = await server((_request, response) => {
      response.writeHead(307, { location: `${elsewhere.url}/oauth/token?code=abc` });
      response.end();
    });
    const error = await rejection(
      oauth.exchangeCode({
        clientId: 'app_1',
        clientSecret: 'client-secret-edges-42',
        redirectUri: 'http://127.0.0.1/callback',
        code: 'code-edges-77',
        baseUrl: tokenEndpoint.url,
      }),
    );
    expect(oauth.OAuthRedirectError.is(error)).toBe(true);
    expect(sdk.RedirectError.is(error)).toBe(true);
    expect(elsewhere.requests).toEqual([]);
    expect(tokenEndpoint.requests).toHaveLength(1);
    expect(JSON.stringify([error.message, String(error.cause), error])).not.toMatch(
      /client-secret-edges-42|code-edges-77/,
    );
  });

  it("redacts a token given in one call's Authorization header from the error", async () => {
    const service = await server((request, response) =>
      sendJson(response, 401, { error: `invalid token ${String(request.headers.authorization).slice(7)}` }),
    );
    const pike13 = new sdk.Pike13({ baseUrl: service.url, accessToken: TOKEN });
    const error = await rejection(
      pike13.desk.people.get(1, { headers: { authorization: 'Bearer OTHER_SECRET_TOKEN_999' } }),
    );
    expect(service.requests[0]?.headers.authorization).toBe('Bearer OTHER_SECRET_TOKEN_999');
    expect(sdk.AuthenticationError.is(error)).toBe(true);
    expect(JSON.stringify([error.message, error])).not.toContain('OTHER_SECRET_TOKEN_999');
    expect(error.message).toContain('[redacted]');
  });
});

describe('the built client reads no answer past its cap', () => {
  it('with default options refuses an answer declaring 100 MiB before reading it', async () => {
    const service = await server((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(100 * 1024 * 1024),
      });
      response.write('{"people":[');
    });
    const error = await rejection(
      new sdk.Pike13({ baseUrl: service.url, accessToken: TOKEN }).desk.people.get(1),
    );
    expect(sdk.ResponseTooLargeError.is(error)).toBe(true);
    expect(error).toMatchObject({ limit: 64 * 1024 * 1024 });
  });

  it('ends an endless answer at maxResponseBytes', async () => {
    const service = await server((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        while (!response.destroyed && response.write(chunk));
      };
      response.on('drain', more);
      more();
    });
    const pike13 = new sdk.Pike13({
      baseUrl: service.url,
      accessToken: TOKEN,
      maxResponseBytes: 1024 * 1024,
    });
    const error = await rejection(pike13.desk.people.get(1));
    expect(sdk.ResponseTooLargeError.is(error)).toBe(true);
    expect(error.message).toBe(
      'GET /api/v2/desk/people/:id: the answer is larger than maxResponseBytes (1048576 bytes); not read further',
    );
  });
});

describe('the built webhook receiver', () => {
  it('refuses an empty list of secrets when it is created', () => {
    expect(() => webhooks.createWebhookHandler({ secret: [], on: {} })).toThrow(/secret/);
  });

  it('answers a body declaring 300 MB 413 without reading it', async () => {
    const handler = webhooks.createWebhookHandler({ secret: 'receiver-secret-0123456789', on: {} });
    const { createServer } = await import('node:http');
    const listening = createServer(webhooks.toNodeListener(handler)).listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    onTestFinished(() => new Promise<void>((resolve) => listening.close(() => resolve())));
    const { port } = listening.address() as { port: number };
    const url = `http://127.0.0.1:${port}/hooks?webhook_secret=receiver-secret-0123456789`;
    expect(await declaredPost(url, 300_000_000)).toBe(413);
  });
});

describe('the built sandbox left running', () => {
  it('answers a body declaring 300 MB 413 before reading it, with or without a token', async () => {
    const running = await sandbox();
    const url = `${running.url}/api/v2/desk/people`;
    expect(await declaredPost(url, 300_000_000)).toBe(413);
    expect(await declaredPost(url, 300_000_000, { authorization: `Bearer ${running.tokens.staff}` })).toBe(
      413,
    );
  });

  it('refuses a page of another origin, serves a loopback one, and gives each new state its own tokens', async () => {
    const [first, second] = [await sandbox(), await sandbox()];
    const get = (origin: string) =>
      fetch(`${first.url}/api/v2/desk/people/1`, {
        method: 'GET',
        headers: { authorization: `Bearer ${first.tokens.staff}`, origin },
      });
    const foreign = await get('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const local = await get('http://localhost:5173');
    expect(local.status).toBe(200);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(second.tokens.staff).not.toBe(first.tokens.staff);
    expect(second.clientSecret).not.toBe(first.clientSecret);
  });

  it('answers a foreign Host and an absolute-form target 400, never reflecting them', async () => {
    const running = await sandbox();
    const auth = `Authorization: Bearer ${running.tokens.staff}\r\n`;
    expect(
      await rawStatus(running.url, `GET /api/v2/desk/people HTTP/1.1\r\nHost: evil.example\r\n${auth}\r\n`),
    ).toMatch(/^HTTP\/1\.1 400/);
    expect(
      await rawStatus(
        running.url,
        `GET http://evil.example/api/v2/desk/people HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}\r\n`,
      ),
    ).toMatch(/^HTTP\/1\.1 400/);
  });

  it(
    'pike13 sandbox --data keeps every acknowledged create through kill -9, in files only the owner reads',
    SLOW,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'pike13-edges-data-'));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const data = join(dir, 'state.json');
      const first = await startSandbox(CLI, data);
      const acknowledged = await createPeople(first, 300, 20, (count) => {
        if (count === 100) first.child.kill('SIGKILL');
      });
      await killed(first.child);
      expect(acknowledged.length).toBeGreaterThanOrEqual(100);
      const second = await startSandbox(CLI, data);
      expect(await missingPeople(second, acknowledged)).toEqual([]);
      expect(statSync(data).mode & 0o777).toBe(0o600);
    },
  );
});

describe('the built pike13 mcp without --allow-writes', () => {
  it('lists only reads, and refuses the GET that accepts plan terms with nothing sent', SLOW, async () => {
    const service = await server((_request, response) => sendJson(response, 200, {}));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp'],
      env: { PIKE13_TOKEN: TOKEN, PIKE13_BASE_URL: service.url },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'edges', version: '1.0.0' });
    await client.connect(transport);
    onTestFinished(() => client.close());
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).not.toContain('front_plan_terms_complete');
    expect(tools.filter((tool) => tool.annotations?.readOnlyHint !== true)).toEqual([]);
    const result = await client.callTool({
      name: 'front_plan_terms_complete',
      arguments: { plan_id: 7, id: 3 },
    });
    expect(result.isError).toBe(true);
    expect(service.requests).toEqual([]);
  });
});

describeWithRedisServer('the built pike13/redis', () => {
  it(
    'fails a call at once with a ConnectionError naming the store while Redis is down; nothing is sent',
    SLOW,
    async () => {
      const redis = await ownRedis(onTestFinished);
      const connection = new Redis(redis.url, { retryStrategy: () => 50 });
      connection.on('error', () => {});
      const store = redisEntry.redisLimiterStore(connection, { prefix: uniquePrefix(), onError: () => {} });
      onTestFinished(async () => {
        await store.close();
        connection.disconnect();
      });
      const service = await server((_request, response) => sendJson(response, 200, { people: [{ id: 1 }] }));
      const pike13 = new sdk.Pike13({
        baseUrl: service.url,
        accessToken: TOKEN,
        maxRetries: 0,
        rateLimit: { store, perAddress: false },
      });
      await expect(pike13.desk.people.get(1)).resolves.toMatchObject({ id: 1 });
      await redis.stop();
      const started = Date.now();
      const error = await rejection(pike13.desk.people.get(1));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(sdk.ConnectionError.is(error)).toBe(true);
      expect(error.message).toContain(
        `the rate-limit store (Redis at 127.0.0.1:${redis.port}) is unreachable`,
      );
      expect(service.requests).toHaveLength(1);
    },
  );

  it(
    'redisDedupe: three receivers sharing one Redis handle each of 50 deliveries sent to all three once',
    SLOW,
    async () => {
      const redis = await ownRedis(onTestFinished);
      const prefix = uniquePrefix();
      const secret = 'fleet-secret-0123456789abcdef';
      const handled: number[] = [];
      const receivers = ['a', 'b', 'c'].map(() => {
        const connection = new Redis(redis.url);
        onTestFinished(() => connection.disconnect());
        return webhooks.createWebhookHandler({
          secret,
          dedupe: redisEntry.redisDedupe(connection, { prefix }),
          on: {
            'person.updated': (delivered) => {
              handled.push(delivered.data.people[0]?.id as number);
            },
          },
        });
      });
      const deliver = (receiver: (typeof receivers)[number], id: number) =>
        receiver(
          new Request(`http://127.0.0.1/hooks?webhook_secret=${secret}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(
              notification('person.updated', { people: [{ id, updated_at: '2026-03-02T17:04:05Z' }] }),
            ),
          }),
        );
      const ids = Array.from({ length: 50 }, (_, i) => i + 1);
      const answers = await Promise.all(
        ids.flatMap((id) => receivers.map((receiver) => deliver(receiver, id))),
      );
      expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
      expect(handled.sort((a, b) => a - b)).toEqual(ids);
    },
  );
});
