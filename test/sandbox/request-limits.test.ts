import { request } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { call, rawRequest, sandboxFor } from './support.ts';

const MiB = 1024 * 1024;

/** A body of `total` bytes made as it is read (never held in memory by the test). */
function generated(total: number): Readable {
  const piece = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      sent += piece.length;
      this.push(piece);
    },
  });
}

/** Streams a generated body to `url`; resolves with the status and JSON body of the answer. */
function streamPost(url: string, total: number, headers: Record<string, string>) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        req.destroy();
      });
    });
    req.on('error', reject);
    generated(total).pipe(req);
  });
}

describe('request bodies on loopback', () => {
  it('answers 413 to a 300 MB body, with or without a token, without holding it in memory', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const url = `${sandbox.url}/api/v2/desk/people`;
    const json = { 'content-type': 'application/json' };
    const rssBefore = process.memoryUsage().rss;
    const declared = await streamPost(url, 300 * MiB, { ...json, 'content-length': String(300 * MiB) });
    const streamed = await streamPost(url, 300 * MiB, {
      ...json,
      authorization: `Bearer ${sandbox.tokens.staff}`,
    });
    const growth = process.memoryUsage().rss - rssBefore;
    const refusal = { status: 413, body: { error: 'The request body is larger than 1048576 bytes' } };
    expect(declared).toEqual(refusal);
    expect(streamed).toEqual(refusal);
    expect(growth).toBeLessThan(100 * MiB);
    const after = await call(sandbox, 'GET', '/api/v2/desk/people/1', { token: sandbox.tokens.staff });
    expect(after.status).toBe(200);
  });

  it('takes a body up to the limit', async () => {
    const sandbox = await sandboxFor({ clients: 5, bodyLimits: { maxBodyBytes: 200 } });
    const person = { person: { first_name: 'Ada', last_name: 'Lovelace' } };
    const created = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token: sandbox.tokens.staff,
      body: person,
    });
    expect(created.status).toBe(201);
    const refused = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token: sandbox.tokens.staff,
      body: { person: { ...person.person, bio: 'x'.repeat(200) } },
    });
    expect(refused).toMatchObject({
      status: 413,
      body: { error: 'The request body is larger than 200 bytes' },
    });
  });

  it('answers 408 to a body that trickles in a byte a second, and goes on serving', async () => {
    const sandbox = await sandboxFor({ clients: 5, bodyLimits: { bodyTimeoutMs: 500 } });
    const started = Date.now();
    const answer = await rawRequest(
      sandbox.url,
      [
        'POST /api/v2/desk/people HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 100',
      ].join('\r\n'),
      { pieces: Array.from({ length: 100 }, () => ' '), pieceEveryMs: 1_000 },
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request body did not arrive in time' });
    expect(Date.now() - started).toBeLessThan(20_000);
    const after = await call(sandbox, 'GET', '/api/v2/desk/people/1', { token: sandbox.tokens.staff });
    expect(after.status).toBe(200);
  });
});
