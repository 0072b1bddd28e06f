import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../../src/index.ts';
import { RequestLog } from '../../../src/sandbox/controls/request-log.ts';
import { call, NOW, sandboxFor, sdk } from '../support.ts';

const KEY = 'inspector-key-0123456789abcdef';

describe('the request log', () => {
  it('shows an SDK call with its time by the sandbox clock, status, duration and token kind', async () => {
    const sandbox = await sandboxFor();
    await sdk(sandbox).desk.people.list({ page: 2 });
    await expect(sdk(sandbox, 'client').desk.people.list()).rejects.toThrow(/403/);
    const [staff, client] = sandbox.requests;
    expect(staff).toMatchObject({
      seq: 1,
      at: NOW.toISOString(),
      method: 'GET',
      status: 200,
      tokenKind: 'staff',
    });
    expect(staff?.path).toBe('/api/v2/desk/people?page=2');
    expect(staff?.ms).toBeGreaterThanOrEqual(0);
    expect(client).toMatchObject({ seq: 2, status: 403, tokenKind: 'client' });
  });

  it('never holds a token: query values are hidden (numeric page and per_page aside), and so is a token in the path', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    await call(sandbox, 'GET', `/api/v2/desk/people?access_token=${token}&page=2&per_page=${token}`);
    await call(sandbox, 'GET', `/api/v2/desk/people/${token}`, { token: sandbox.tokens.owner });
    await call(sandbox, 'POST', `/oauth/token?client_secret=${sandbox.clientSecret}`);
    await call(sandbox, 'GET', `/api/v2/front/people/me?${token}=1`);
    const paths = sandbox.requests.map((r) => r.path);
    expect(paths).toEqual([
      '/api/v2/desk/people?access_token=***&page=2&per_page=***',
      '/api/v2/desk/people/***',
      '/oauth/token?client_secret=***',
      '/api/v2/front/people/me?***=***',
    ]);
    expect(sandbox.requests.map((r) => r.tokenKind)).toEqual(['staff', 'owner', 'none', 'none']);
    const all = JSON.stringify(sandbox.requests);
    for (const secret of [token, sandbox.tokens.owner, sandbox.clientSecret])
      expect(all).not.toContain(secret);
  });

  it('keeps the last 10,000 requests, newest last', () => {
    const log = new RequestLog();
    const entry = { at: NOW.toISOString(), method: 'GET', status: 404, ms: 1, tokenKind: 'none' as const };
    for (let i = 1; i <= 10_050; i++) log.add({ ...entry, path: `/api/v2/nothing/${i}` });
    const requests = log.list();
    expect(requests).toHaveLength(10_000);
    expect(requests[0]).toMatchObject({ seq: 51, path: '/api/v2/nothing/51' });
    expect(requests.at(-1)).toMatchObject({ seq: 10_050, path: '/api/v2/nothing/10050' });
    expect(log.list(10_048).map((r) => r.seq)).toEqual([10_049, 10_050]);
  });

  it('cuts a long path to 512 characters', async () => {
    const sandbox = await sandboxFor();
    await call(sandbox, 'GET', `/${'a'.repeat(4_000)}`);
    const [logged] = sandbox.requests;
    expect(logged?.path).toHaveLength(512);
    expect(logged?.path.endsWith('a...')).toBe(true);
  });

  it('answers GET /_sandbox/requests?after=SEQ with the later ones, and refuses an after that is no number', async () => {
    const sandbox = await sandboxFor();
    for (const id of [1, 2, 3]) await call(sandbox, 'GET', `/api/v2/front/locations/${id}?client_id=x`);
    const token = sandbox.tokens.staff;
    const later = await call(sandbox, 'GET', '/_sandbox/requests?after=1', { token });
    expect(later.body.requests.map((r: { seq: number }) => r.seq)).toEqual([2, 3]);
    expect(later.body.requests[0]).toEqual(sandbox.requests[1]);
    const bad = await call(sandbox, 'GET', '/_sandbox/requests?after=abc', { token });
    expect(bad).toMatchObject({ status: 400, body: { error: expect.stringMatching(/after must be/) } });
  });

  it('streams each request as it is answered (text/event-stream), and from a seq when asked', async () => {
    const sandbox = await sandboxFor();
    await call(sandbox, 'GET', '/api/v2/desk/people/1');
    const controller = new AbortController();
    const response = await fetch(`${sandbox.url}/_sandbox/requests/stream?after=0`, {
      headers: { authorization: `Bearer ${sandbox.tokens.staff}` },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const read = async () => decoder.decode((await reader.read()).value, { stream: true });
    let text = '';
    const events = () =>
      [...text.matchAll(/^id: (\d+)\ndata: (.*)$/gm)].map((m) => JSON.parse(m[2] as string));
    while (events().length < 1) text += await read();
    await new Pike13({
      baseUrl: sandbox.url,
      accessToken: sandbox.tokens.owner,
      maxRetries: 0,
    }).desk.locations.list();
    while (events().length < 2) text += await read();
    expect(events().map((e) => [e.seq, e.status, e.tokenKind])).toEqual([
      [1, 401, 'none'],
      [2, 200, 'owner'],
    ]);
    expect(events()[1].path).toBe('/api/v2/desk/locations');
    controller.abort();
  });

  it('drops a follower that stops reading, with an overflow event naming where to resume: memory stays flat', async () => {
    const sandbox = await sandboxFor();
    sandbox.engine.allowControlKey(KEY);
    const stream = await sandbox.engine.handle(
      new Request(`${sandbox.url}/_sandbox/requests/stream`, { headers: { 'x-sandbox-key': KEY } }),
    );
    const entry = {
      at: NOW.toISOString(),
      method: 'GET',
      path: '/x',
      status: 404,
      ms: 1,
      tokenKind: 'none' as const,
    };
    for (let i = 0; i < 1_500; i++) sandbox.engine.requests.add(entry);
    const text = await stream.text();
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids.length).toBeLessThan(1_010);
    expect(text.trimEnd().split('\n').slice(-2)).toEqual([
      'event: overflow',
      `data: {"after":${ids.at(-1)}}`,
    ]);
  });
});
