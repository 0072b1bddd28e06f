import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpCore } from '../../src/core/http.ts';
import { InputError, Pike13, ResponseTooLargeError } from '../../src/index.ts';
import { startLoopback } from '../support/loopback.ts';

const MiB = 1024 * 1024;
const LABEL = 'GET /api/v2/desk/people/:id';

/** 1 GiB of zeros through gzip, as a hostile server would send it: 4.6 MB on the wire. */
async function gzipBomb(): Promise<Buffer> {
  const zeros = Buffer.alloc(MiB);
  let left = 1024;
  const source = new Readable({
    read() {
      this.push(left-- > 0 ? zeros : null);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of source.pipe(createGzip({ level: 1 }))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Writes a JSON array of people for ever, as fast as the client reads it, until the client goes. */
function endlessJson(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"people":[');
  const person = `{"id":1,"first_name":"${'x'.repeat(16 * 1024)}"},`;
  const more = () => {
    while (!res.destroyed && res.write(person));
  };
  res.on('drain', more);
  more();
}

/** A body of exactly `size` bytes, sent chunked (no Content-Length): only counting can cap it. */
function jsonOfSize(res: ServerResponse, size: number) {
  const [head, tail] = ['{"people":[{"id":7,"note":"', '"}]}'];
  const text = `${head}${'n'.repeat(size - head.length - tail.length)}${tail}`;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write(text.slice(0, size >> 1));
  res.end(text.slice(size >> 1));
}

let bomb: Buffer;
let server: Awaited<ReturnType<typeof startLoopback>>;

beforeAll(async () => {
  bomb = await gzipBomb();
  server = await startLoopback((request, res) => {
    const path = request.url.pathname;
    if (path.startsWith('/endless')) return endlessJson(res);
    if (path.endsWith('/bomb')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      return void res.end(bomb);
    }
    if (path.endsWith('/declared')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * MiB) });
      return void res.end(Buffer.alloc(2 * MiB, 0x20));
    }
    const size = Number(request.url.searchParams.get('size') ?? 1000);
    jsonOfSize(res, size);
  });
}, 60_000);
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const client = (options: ConstructorParameters<typeof Pike13>[0] = {}) =>
  new Pike13({
    baseUrl: server.url,
    accessToken: 'tok_size_123456',
    rateLimit: false,
    maxRetries: 0,
    ...options,
  });

/** The error a call ends with, and how much the process's resident memory grew meanwhile. */
async function failureAndGrowth(call: () => Promise<unknown>) {
  const before = process.memoryUsage().rss;
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error: error as ResponseTooLargeError, growthMb: (process.memoryUsage().rss - before) / MiB };
}

describe('maxResponseBytes caps the decoded answer', () => {
  it('a gzip bomb (4.6 MB inflating to 1 GiB) counts inflated bytes: ResponseTooLargeError, memory bounded', async () => {
    expect(bomb.length).toBeLessThan(8 * MiB);
    const { error, growthMb } = await failureAndGrowth(() =>
      client({ maxResponseBytes: 4 * MiB }).request('GET', '/api/v2/desk/people/bomb'),
    );
    console.info(
      `gzip bomb of ${(bomb.length / MiB).toFixed(1)} MiB, cap 4 MiB: RSS grew ${growthMb.toFixed(1)} MB`,
    );
    expect(ResponseTooLargeError.is(error)).toBe(true);
    expect(error.message).toBe(
      'GET /api/v2/desk/people/bomb: the answer is larger than maxResponseBytes (4194304 bytes); not read further',
    );
    expect(growthMb).toBeLessThan(200);
  });

  it('an endless JSON body is cut at the cap: ResponseTooLargeError, memory bounded', async () => {
    const { error, growthMb } = await failureAndGrowth(() =>
      client({ baseUrl: `${server.url}/endless`, maxResponseBytes: MiB }).request(
        'GET',
        '/api/v2/desk/people',
      ),
    );
    console.info(`endless body, cap 1 MiB: RSS grew ${growthMb.toFixed(1)} MB`);
    expect(ResponseTooLargeError.is(error)).toBe(true);
    expect(error.message).toBe(
      'GET /api/v2/desk/people: the answer is larger than maxResponseBytes (1048576 bytes); not read further',
    );
    expect([error.limit, error.status, error.method, error.url]).toEqual([
      MiB,
      200,
      'GET',
      `${server.url}/endless/api/v2/desk/people`,
    ]);
    expect(growthMb).toBeLessThan(200);
  });

  it('the default cap (64 MiB) stops an endless body too', async () => {
    const { error, growthMb } = await failureAndGrowth(() =>
      client({ baseUrl: `${server.url}/endless` }).request('GET', '/api/v2/desk/people'),
    );
    console.info(`endless body, default cap: RSS grew ${growthMb.toFixed(1)} MB`);
    expect(ResponseTooLargeError.is(error)).toBe(true);
    expect(error.limit).toBe(64 * MiB);
    expect(growthMb).toBeLessThan(400);
  }, 30_000);

  it('a Content-Length past the cap is refused before the body is read', async () => {
    const error = await client({ maxResponseBytes: MiB })
      .request('GET', '/api/v2/desk/people/declared')
      .catch((e: unknown) => e);
    expect(ResponseTooLargeError.is(error)).toBe(true);
    expect((error as Error).message).toBe(
      'GET /api/v2/desk/people/declared: the answer declares 2097152 bytes, more than maxResponseBytes (1048576 bytes); not read further',
    );
  });

  it('an answer of exactly the cap passes; one byte less of cap refuses it', async () => {
    const size = 200_000;
    const person = await client({ maxResponseBytes: size }).desk.people.get(7, { extraQuery: { size } });
    expect(person).toMatchObject({ id: 7, note: 'n'.repeat(size - 31) }); // 31: the JSON around the note
    const error = await client({ maxResponseBytes: size - 1 })
      .desk.people.get(7, { extraQuery: { size } })
      .catch((e: unknown) => e);
    expect(ResponseTooLargeError.is(error)).toBe(true);
    expect((error as Error).message).toBe(
      `${LABEL}: the answer is larger than maxResponseBytes (${size - 1} bytes); not read further`,
    );
  });

  it('is set per call too, over the client; false reads without a cap', async () => {
    const size = 300_000;
    const call = (maxResponseBytes: number | false) =>
      client({ maxResponseBytes: 1000 }).desk.people.get(7, { extraQuery: { size }, maxResponseBytes });
    await expect(call(false)).resolves.toMatchObject({ id: 7 });
    await expect(call(size)).resolves.toMatchObject({ id: 7 });
    await expect(call(size - 1)).rejects.toSatisfy((e) => ResponseTooLargeError.is(e));
  });

  it.each([
    ['desk.people.list()', (pike13: Pike13) => pike13.desk.people.list()],
    ['webhooks.list()', (pike13: Pike13) => pike13.webhooks.list()],
    ['reports', (pike13: Pike13) => pike13.reports.clients.select('person_id').all()],
    ['request()', (pike13: Pike13) => pike13.request('GET', '/api/v2/desk/people/1')],
    [
      'followLink()',
      (_: Pike13, baseUrl: string) =>
        new HttpCore({ baseUrl, accessToken: 'tok_size_123456', maxResponseBytes: MiB }).followLink(
          `${baseUrl}/vaulting/complete`,
        ),
    ],
  ])('applies to %s', async (_label, call) => {
    const baseUrl = `${server.url}/endless`;
    const error = await call(client({ baseUrl, maxResponseBytes: MiB }), baseUrl).catch((e: unknown) => e);
    expect(ResponseTooLargeError.is(error)).toBe(true);
  });

  it.each([0, -1, 1.5, '64', true, Number.NaN])(
    'refuses maxResponseBytes %j before sending',
    async (value) => {
      expect(() => client({ maxResponseBytes: value as number })).toThrow(InputError);
      const error = await client()
        .desk.people.get(7, { maxResponseBytes: value as number })
        .catch((e: unknown) => e);
      expect(InputError.is(error) && (error as InputError).param).toBe('maxResponseBytes');
      expect(server.requests).toEqual([]);
    },
  );
});
