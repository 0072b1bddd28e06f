import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeOf, userAgentOf } from '../../src/core/user-agent.ts';
import { InputError, Pike13, TimeoutError } from '../../src/index.ts';
import { VERSION } from '../../src/version.ts';
import { sendJson, startLoopback } from '../support/loopback.ts';

let server: Awaited<ReturnType<typeof startLoopback>>;

beforeAll(async () => {
  server = await startLoopback(async (request, res) => {
    if (request.url.pathname === '/api/v2/desk/people/404') return sendJson(res, 404, { error: 'Not found' });
    if (request.url.pathname === '/api/v2/desk/people/slow-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"people":[');
      return void setTimeout(() => res.end('{"id":1}]}'), 300);
    }
    sendJson(res, 200, { people: [{ id: 7 }] });
  });
});
afterAll(() => server.close());

const client = (options: ConstructorParameters<typeof Pike13>[0] = {}) =>
  new Pike13({ baseUrl: server.url, accessToken: 'tok_desk', rateLimit: false, maxRetries: 0, ...options });

describe('identity', () => {
  it('sends pike13-js/<version> and the runtime, then the app, as User-Agent', async () => {
    server.requests.length = 0;
    await client({ appInfo: { name: 'studio-sync', version: '2.1.0' } }).desk.people.get(7);
    expect(server.requests[0]?.headers['user-agent']).toBe(
      `pike13-js/${VERSION} (node/${process.versions.node}) studio-sync/2.1.0`,
    );
  });

  it('keeps the version equal to package.json', async () => {
    const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(VERSION).toBe(pkg.version);
  });

  it('names each runtime, and sends none in a browser (it sets its own; CORS would refuse a custom one)', () => {
    expect(runtimeOf({ Deno: { version: { deno: '2.5.1' } } })).toBe('deno/2.5.1');
    expect(runtimeOf({ Bun: { version: '1.3.0' }, process: { versions: { node: '24.3.0' } } })).toBe(
      'bun/1.3.0',
    );
    expect(runtimeOf({ navigator: { userAgent: 'Cloudflare-Workers' } })).toBe('workerd');
    expect(runtimeOf({ document: {}, navigator: { userAgent: 'Mozilla/5.0' } })).toBe('browser');
    expect(userAgentOf({ name: 'app' }, 'browser')).toBeUndefined();
    expect(userAgentOf({ name: 'app' }, 'deno/2.5.1')).toBe(`pike13-js/${VERSION} (deno/2.5.1) app`);
  });

  it.each([
    [{ name: 'my app' }, 'appInfo.name'],
    [{ name: '' }, 'appInfo.name'],
    [{ name: 'app', version: '1.0\r\nx: y' }, 'appInfo.version'],
    [{ name: 42 }, 'appInfo.name'],
  ])('refuses appInfo %j when the client is made', (appInfo, param) => {
    expect(() => client({ appInfo } as never)).toThrow(expect.objectContaining({ param }) as never);
    expect(() => client({ appInfo } as never)).toThrow(InputError);
  });
});

describe('the transport', () => {
  it('gives an injected fetch a standard Request', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      expect(request.headers.get('authorization')).toBe('Bearer tok_desk');
      return Response.json({ people: [{ id: 7 }] });
    });
    await expect(client({ fetch }).desk.people.get(7)).resolves.toMatchObject({ id: 7 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('covers the body with the timeout, not only the headers', async () => {
    const viaRequest = await client({ timeout: 100 })
      .request('GET', '/api/v2/desk/people/slow-body')
      .catch((e: unknown) => e);
    expect(TimeoutError.is(viaRequest)).toBe(true);
    expect((viaRequest as Error).message).toBe(
      'GET /api/v2/desk/people/slow-body timed out: no answer in 100 ms',
    );
  });
});
