import { request as httpRequest } from 'node:http';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  checkNotification,
  createWebhookHandler,
  type DedupeStore,
  dedupeKey,
  NotificationError,
  type ParsedNotification,
  parseNotification,
  toNodeListener,
  WebhookGone,
  webhookTarget,
} from '../../src/webhooks/index.ts';
import { completedThenReset, notification, RESOURCES } from './fixtures.ts';
import { gate, listen, post, postInTurn, serve } from './serve.ts';
import { streamPost, tricklePost } from './upload.ts';

const visitNew = notification('visit.new');

describe('the receiver over node:http', () => {
  it('answers 200 once the topic handler has run, with the typed notification', async () => {
    const seen: unknown[] = [];
    const url = await serve({
      on: {
        'visit.new': (n, context) => {
          seen.push([n.topic, n.data.visits[0]?.id, context.request.method, context.signal.aborted]);
        },
      },
    });
    const response = await post(url, visitNew);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('handled');
    expect(seen).toEqual([['visit.new', RESOURCES.visits.id, 'POST', false]]);
  });

  it('acknowledges a topic without a handler, and hands unknown topics to onUnknown', async () => {
    const unknown: ParsedNotification[] = [];
    const url = await serve({ on: {}, onUnknown: (n) => void unknown.push(n) });
    expect((await post(url, notification('plan.ended'))).status).toBe(200);
    const future = {
      topic: 'person.undeleted',
      webhook_id: 321,
      business_id: 99,
      data: { people: [{ id: 1 }] },
    };
    expect((await post(url, future)).status).toBe(200);
    expect(unknown).toMatchObject([{ known: false, topic: 'person.undeleted' }]);
  });

  it('answers 500 when a handler throws, reporting the error but not sending it', async () => {
    const onError = vi.fn();
    const url = await serve({
      on: {
        'visit.new': () => {
          throw new Error('database down at db.internal:5432');
        },
      },
      onError,
    });
    const response = await post(url, visitNew);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('database');
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: 'database down at db.internal:5432' });
    expect(onError.mock.calls[0]?.[1]).toMatchObject({ topic: 'visit.new', known: true });
  });

  it('answers 410 when a handler throws or returns WebhookGone', async () => {
    const url = await serve({
      on: {
        'visit.new': () => {
          throw new WebhookGone();
        },
        'visit.deleted': async () => new WebhookGone('not interested any more'),
      },
    });
    expect((await post(url, visitNew)).status).toBe(410);
    expect((await post(url, notification('visit.deleted'))).status).toBe(410);
  });

  it('answers 503 at the deadline and aborts the handler signal', async () => {
    const aborted = gate<unknown>();
    const url = await serve({
      deadlineMs: 50,
      on: {
        'visit.new': (_, { signal }) =>
          new Promise<void>((resolve) => {
            signal.addEventListener('abort', () => {
              aborted.open(signal.reason);
              resolve();
            });
          }),
      },
    });
    const started = performance.now();
    const response = await post(url, visitNew);
    expect(response.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await aborted.promise).toMatchObject({ name: 'TimeoutError' });
  });

  it('acknowledges first with waitUntil: 200 before the handler finishes', async () => {
    const release = gate();
    const done = vi.fn();
    const work: Promise<unknown>[] = [];
    const onError = vi.fn();
    const url = await serve({
      waitUntil: (promise) => void work.push(promise),
      onError,
      on: {
        'visit.new': async () => {
          await release.promise;
          done();
        },
        'visit.deleted': () => {
          throw new Error('late failure');
        },
      },
    });
    const response = await post(url, visitNew);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('accepted');
    expect(done).not.toHaveBeenCalled();
    release.open();
    await Promise.all(work);
    expect(done).toHaveBeenCalledOnce();

    expect((await post(url, notification('visit.deleted'))).status).toBe(200);
    await Promise.all(work);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: 'late failure' });
  });

  it('reports a WebhookGone it could not answer with 410 once it acknowledged first', async () => {
    const work: Promise<unknown>[] = [];
    const onError = vi.fn();
    const url = await serve({
      waitUntil: (promise) => void work.push(promise),
      onError,
      on: { 'visit.new': () => new WebhookGone() },
    });
    expect((await post(url, visitNew)).status).toBe(200);
    await Promise.all(work);
    expect(WebhookGone.is(onError.mock.calls[0]?.[0])).toBe(true);
    expect(onError.mock.calls[0]?.[0].message).toContain('delete webhook 321');
  });

  it('takes waitUntil per request (a Worker ctx) as well', async () => {
    const work: Promise<unknown>[] = [];
    const handled = vi.fn();
    const context = { waitUntil: (promise: Promise<unknown>) => void work.push(promise) };
    const url = await serve({ on: { 'visit.new': handled } }, context);
    expect((await post(url, visitNew)).status).toBe(200);
    expect(work).toHaveLength(1);
    await work[0];
    expect(handled).toHaveBeenCalledOnce();
  });

  it('refuses wrong methods with 405', async () => {
    const handled = vi.fn();
    const url = await serve({ on: { 'visit.new': handled } });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(url, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    expect(handled).not.toHaveBeenCalled();
  });

  it('refuses malformed JSON with 400 and a body that is not a notification with 422', async () => {
    const onError = vi.fn();
    const url = await serve({ on: {}, onError });
    expect((await post(url, '{"topic": "visit.new",')).status).toBe(400);
    expect((await post(url, { topic: 'visit.new', webhook_id: 1, business_id: 2, data: {} })).status).toBe(
      422,
    );
    expect(NotificationError.is(onError.mock.calls[0]?.[0])).toBe(true);
    expect((await post(url, JSON.stringify(JSON.stringify(visitNew)))).status).toBe(422);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('what the receiver checks', () => {
  const wrongState = { ...visitNew, data: { visits: [{ ...RESOURCES.visits, state: 5 }] } };

  it('routes on the envelope and the resource ids, handing the other fields over as sent', async () => {
    const states: unknown[] = [];
    const url = await serve({ on: { 'visit.new': (n) => void states.push(n.data.visits[0]?.state) } });
    expect((await post(url, wrongState)).status).toBe(200);
    expect(states).toEqual([5]);
    const idless = { ...visitNew, data: { visits: [{ state: 'reserved' }] } };
    expect((await post(url, idless)).status).toBe(422);
    expect((await post(url, { ...visitNew, business_id: '99' })).status).toBe(422);
    expect((await post(url, [visitNew])).status).toBe(422);
    expect(states).toEqual([5]);
  });

  it('checks every field with check: checkNotification, refusing a body that fails with 422', async () => {
    const onError = vi.fn();
    const handled = vi.fn();
    const url = await serve({ on: { 'visit.new': handled }, check: checkNotification, onError });
    expect((await post(url, wrongState)).status).toBe(422);
    expect(handled).not.toHaveBeenCalled();
    const [error] = onError.mock.calls[0] ?? [];
    expect(NotificationError.is(error)).toBe(true);
    expect((error as NotificationError).issues).toEqual(['data.visits.0.state: must be a string']);
    expect((await post(url, visitNew)).status).toBe(200);
    expect(handled).toHaveBeenCalledOnce();
  });

  it('reports a body that breaks many rules, or has a huge key, with a bounded error', async () => {
    const onError = vi.fn();
    const url = await serve({ on: {}, check: checkNotification, onError });
    const hugeKey = 'k'.repeat(200_000);
    const person = { ...RESOURCES.people, profile_photo: { [hugeKey]: 1 } };
    expect((await post(url, notification('person.created', { people: [person] }))).status).toBe(422);
    const many = notification('visit.new', { visits: Array.from({ length: 5_000 }, () => ({})) });
    expect((await post(url, many)).status).toBe(422);
    const errors = onError.mock.calls.map(([error]) => error as NotificationError);
    expect(errors).toHaveLength(2);
    for (const error of errors) {
      expect(error.message.length).toBeLessThan(700);
      expect(error.issues.length).toBeLessThanOrEqual(20);
      for (const issue of error.issues) expect(issue.length).toBeLessThanOrEqual(200);
    }
    expect(errors[0]?.issues[0]).toMatch(/^data\.people\.0\.profile_photo\.k{100}/);
    expect(errors[1]?.message).toBe(
      'not a webhook notification: data.visits.0.id: must be an integer; data.visits.1.id: must be an integer; data.visits.2.id: must be an integer',
    );
  });

  it('refuses a check that is not a function when the receiver is created', () => {
    expect(() => createWebhookHandler({ on: {}, check: 'strict' as never })).toThrow(
      'check must be a function such as checkNotification',
    );
  });
});

describe('the secret in the target', () => {
  const secret = 's3cret-0123456789abcdef';

  it('accepts the target made by webhookTarget and refuses (401) a request without or with another secret', async () => {
    const handled = vi.fn();
    const url = await serve({ secret, on: { 'visit.new': handled } });
    const target = new URL(webhookTarget('https://hooks.example.com/hooks?app=1', secret));
    expect((await post(`${url}${target.search}`, visitNew)).status).toBe(200);
    const refused = [
      url,
      `${url}?webhook_secret=nope`,
      `${url}?webhook_secret=${secret}x`,
      `${url}?secret=${secret}`,
    ];
    for (const target of refused) {
      const response = await post(target, visitNew);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain(secret);
    }
    expect(handled).toHaveBeenCalledOnce();
  });

  it('accepts any of several secrets during a rotation', async () => {
    const next = 'n3xt-0123456789abcdef';
    const url = await serve({ secret: [secret, next], on: {} });
    expect((await post(`${url}?webhook_secret=${secret}`, visitNew)).status).toBe(200);
    expect((await post(`${url}?webhook_secret=${next}`, visitNew)).status).toBe(200);
    expect((await post(`${url}?webhook_secret=other-0123456789abcdef`, visitNew)).status).toBe(401);
  });

  it('refuses a short secret when built, without quoting it', () => {
    expect(() => createWebhookHandler({ secret: 'short', on: {} })).toThrow(
      'secret must be a string of at least 16 characters',
    );
    expect(() => createWebhookHandler({ secret: [secret, 'tiny'], on: {} })).toThrow(/^secret\.1 must/);
  });

  it('refuses secret: undefined (an unset variable), so the check is never silently off', () => {
    const unset = process.env.PIKE13_TEST_UNSET_SECRET;
    expect(() => createWebhookHandler({ secret: unset as string, on: {} })).toThrow(
      'secret must be a string of at least 16 characters',
    );
    expect(() => createWebhookHandler({ on: {} })).not.toThrow();
  });
});

describe('a secret option that checks nothing', () => {
  const unsigned = notification('visit.new');
  const blanks = ' '.repeat(16);
  const secret = 's3cret-0123456789abcdef';
  const short = (param: string) =>
    `${param} must be a string of at least 16 characters, blanks around it not counted`;
  const cases: [string, unknown, string, string][] = [
    [
      'an empty list',
      [],
      'secret',
      'secret must not be an empty list: give one secret or more, or leave the key out',
    ],
    ["['']", [''], 'secret', short('secret')],
    ["[' ']", [' '], 'secret', short('secret')],
    ['16 blanks', [blanks], 'secret', short('secret')],
    ['a number', [1234567890123456], 'secret', short('secret')],
    ['a list with null', [secret, null], 'secret.1', short('secret.1')],
    ['an object', {}, 'secret', short('secret')],
  ];

  it.each(cases)(
    'refuses %s when the receiver is created, naming the option',
    (_name, value, param, message) => {
      const attempt = () => createWebhookHandler({ secret: value as string[], on: {} });
      expect(attempt).toThrow(expect.objectContaining({ name: 'InputError', message, param }));
    },
  );

  it('never builds a receiver that answers an unsigned delivery with 200', async () => {
    const answers: (number | 'refused')[] = [];
    for (const [, value] of cases) {
      let handler: ReturnType<typeof createWebhookHandler>;
      try {
        handler = createWebhookHandler({ secret: value as string[], on: {} });
      } catch {
        answers.push('refused');
        continue;
      }
      const url = await listen(toNodeListener(handler));
      answers.push((await post(url, unsigned)).status);
    }
    expect(answers).toEqual(cases.map(() => 'refused'));
  });
});

describe('allow-lists', () => {
  it('refuses (403) businesses and webhooks not listed', async () => {
    const handled = vi.fn();
    const url = await serve({ businessIds: [99], webhookIds: [321, 322], on: { 'visit.new': handled } });
    expect((await post(url, visitNew)).status).toBe(200);
    expect((await post(url, { ...visitNew, business_id: 100 })).status).toBe(403);
    expect((await post(url, { ...visitNew, webhook_id: 999 })).status).toBe(403);
    expect(handled).toHaveBeenCalledOnce();
  });
});

describe('dedupe', () => {
  it('handles a notification once, answering 200 to its duplicates', async () => {
    const handled = vi.fn();
    const url = await serve({ dedupe: true, on: { 'visit.updated': handled } });
    const sent = notification('visit.updated');
    expect((await post(url, sent)).status).toBe(200);
    const again = await post(url, sent);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('duplicate: already handled');
    const later = { ...RESOURCES.visits, updated_at: '2026-03-02T18:00:00Z' };
    expect((await post(url, notification('visit.updated', { visits: [later] }))).status).toBe(200);
    expect((await post(url, { ...sent, webhook_id: 322 })).status).toBe(200);
    expect(handled).toHaveBeenCalledTimes(3);
  });

  it('handles two changes of one record in the same second, and skips the replay of a delivery', async () => {
    const states: unknown[] = [];
    const url = await serve({
      dedupe: true,
      on: { 'visit.updated': (n) => void states.push(n.data.visits[0]?.state) },
    });
    const [completed, reset] = completedThenReset();
    const answers = await postInTurn([
      [url, completed],
      [url, reset],
      [url, completed],
    ]);
    expect(answers).toEqual([
      [200, 'handled'],
      [200, 'handled'],
      [200, 'duplicate: already handled'],
    ]);
    expect(states).toEqual(['completed', 'registered']);
  });

  it('handles the retry of a notification whose handling failed', async () => {
    let calls = 0;
    const url = await serve({
      dedupe: true,
      on: {
        'visit.new': () => {
          calls += 1;
          if (calls === 1) throw new Error('first try fails');
        },
      },
    });
    expect((await post(url, visitNew)).status).toBe(500);
    expect((await post(url, visitNew)).status).toBe(200);
    expect((await post(url, visitNew)).status).toBe(200);
    expect(calls).toBe(2);
  });

  it('uses a store given to it', async () => {
    const keys = new Set<string>();
    const store: DedupeStore = {
      add: async (key) => !keys.has(key) && Boolean(keys.add(key)),
      delete: (key) => keys.delete(key),
    };
    const handled = vi.fn();
    const url = await serve({ dedupe: store, on: { 'visit.new': handled } });
    await post(url, visitNew);
    await post(url, visitNew);
    expect(handled).toHaveBeenCalledOnce();
    expect([...keys]).toEqual([await dedupeKey(parseNotification(visitNew))]);
  });
});

describe('the size cap', () => {
  it('refuses (413) a declared Content-Length over the cap without calling the handler', async () => {
    const handled = vi.fn();
    const url = await serve({ maxBodyBytes: 1024, on: { 'visit.new': handled } });
    const big = notification('visit.new', { padding: 'x'.repeat(4096) });
    const response = await post(url, big);
    expect(response.status).toBe(413);
    expect(handled).not.toHaveBeenCalled();
    expect((await post(url, visitNew)).status).toBe(200);
  });

  it('refuses (413) a chunked body once it passes the cap', async () => {
    const url = await serve({ maxBodyBytes: 2048, on: {} });
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: { 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      for (let i = 0; i < 16; i++) req.write('x'.repeat(512));
      req.end();
    });
    expect(status).toBe(413);
  });

  it('stops reading a stream at the cap instead of buffering it', async () => {
    let pulls = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1000));
      },
      cancel() {
        cancelled = true;
      },
    });
    const handler = createWebhookHandler({ maxBodyBytes: 10_000, on: {} });
    const request = new Request('http://localhost/hooks', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request);
    expect(response.status).toBe(413);
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThan(20);
  });
});

describe('body limits over node:http', () => {
  const MB = 1024 * 1024;

  /** The highest RSS seen while `work` runs, less the RSS before it. */
  async function rssGrowth<T>(work: Promise<T>): Promise<{ result: T; growth: number }> {
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    try {
      const result = await work;
      return { result, growth: Math.max(peak, process.memoryUsage.rss()) - before };
    } finally {
      clearInterval(sampler);
    }
  }

  it('answers a 300 MB streamed body 413, stops reading it, and keeps memory bounded', async () => {
    const handled = vi.fn();
    const url = await serve({ on: { 'visit.new': handled } });
    const { result, growth } = await rssGrowth(streamPost(url, 300 * MB));
    console.info(
      `300 MB streamed POST: RSS grew ${(growth / MB).toFixed(1)} MB; client wrote ${(result.written / MB).toFixed(1)} MB`,
    );
    expect(result).toMatchObject({
      status: 413,
      connection: 'close',
      text: 'the body is over 1048576 bytes',
    });
    expect(result.written).toBeLessThan(32 * MB);
    expect(growth).toBeLessThan(64 * MB);
    expect(handled).not.toHaveBeenCalled();
    expect((await post(url, visitNew)).status).toBe(200);
    expect(handled).toHaveBeenCalledOnce();
  });

  it('answers a declared 300 MB body 413 before reading any of it', async () => {
    const url = await serve({ on: {} });
    const result = await streamPost(url, 300 * MB, { 'content-length': String(300 * MB) });
    expect(result).toMatchObject({ status: 413, connection: 'close' });
    expect(result.written).toBeLessThan(32 * MB);
  });

  it('answers a trickling body 408 at bodyDeadlineMs and closes the connection', async () => {
    const handled = vi.fn();
    const url = await serve({ bodyDeadlineMs: 400, on: { 'visit.new': handled } });
    const body = JSON.stringify(visitNew);
    const result = await tricklePost(url, body, 250);
    expect(result).toMatchObject({
      status: 408,
      connection: 'close',
      text: 'the body did not arrive within 400 ms',
    });
    expect(result.written).toBeLessThan(body.length);
    expect(handled).not.toHaveBeenCalled();
    expect((await post(url, visitNew)).status).toBe(200);
    expect(handled).toHaveBeenCalledOnce();
  });

  it('closes the connection after refusing a body unread, rather than draining a trickle', async () => {
    const url = await serve({ secret: 's3cret-0123456789abcdef', on: {} });
    const body = JSON.stringify({ topic: 'visit.new', padding: 'x'.repeat(30) });
    const result = await tricklePost(url, body, 100);
    expect(result).toMatchObject({ status: 401, connection: 'close' });
    expect(result.written).toBeLessThan(body.length);
  });

  it('verifies and dispatches a delivery that arrives in pieces within the deadline', async () => {
    const secret = 's3cret-0123456789abcdef';
    const handled = vi.fn();
    const url = await serve({ secret, bodyDeadlineMs: 30_000, on: { 'visit.new': handled } });
    const signed = `${url}?webhook_secret=${secret}`;
    const result = await tricklePost(signed, JSON.stringify(visitNew), 20, 200);
    expect(result).toMatchObject({ status: 200, text: 'handled' });
    expect(handled.mock.calls[0]?.[0]).toMatchObject({ topic: 'visit.new', data: visitNew.data });
    expect((await tricklePost(url, JSON.stringify(visitNew), 20, 200)).status).toBe(401);
  });
});

describe('body limits of the fetch-style handler', () => {
  /** A POST whose body never comes. */
  function stalled() {
    const body = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    return new Request('http://localhost/hooks', { method: 'POST', body, duplex: 'half' } as RequestInit);
  }

  it('answers 408 after 10 s by default, not before', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const handled = vi.fn();
    const settled = vi.fn();
    const pending = createWebhookHandler({ on: { 'visit.new': handled } })(stalled()).then((response) => {
      settled();
      return response;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.status).toBe(408);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.text()).toBe('the body did not arrive within 10000 ms');
    expect(handled).not.toHaveBeenCalled();
  });

  it.each([
    ['bodyDeadlineMs', { bodyDeadlineMs: 0 }, 'bodyDeadlineMs must be a positive number up to 2147483647'],
    ['bodyDeadlineMs', { bodyDeadlineMs: -1 }, 'bodyDeadlineMs must be a positive number up to 2147483647'],
    [
      'bodyDeadlineMs',
      { bodyDeadlineMs: Number.NaN },
      'bodyDeadlineMs must be a positive number up to 2147483647',
    ],
    [
      'bodyDeadlineMs',
      { bodyDeadlineMs: Number.POSITIVE_INFINITY },
      'bodyDeadlineMs must be a positive number up to 2147483647',
    ],
    [
      'bodyDeadlineMs',
      { bodyDeadlineMs: 2 ** 31 },
      'bodyDeadlineMs must be a positive number up to 2147483647',
    ],
    [
      'bodyDeadlineMs',
      { bodyDeadlineMs: '5000' },
      'bodyDeadlineMs must be a positive number up to 2147483647',
    ],
    ['deadlineMs', { deadlineMs: 2 ** 31 }, 'deadlineMs must be a positive number up to 2147483647'],
    ['maxBodyBytes', { maxBodyBytes: 0 }, 'maxBodyBytes must be a positive number'],
    ['maxBodyBytes', { maxBodyBytes: '1mb' }, 'maxBodyBytes must be a positive number'],
  ])('refuses a bad %s when the receiver is created', (param, options, message) => {
    const attempt = () => createWebhookHandler({ on: {}, ...(options as object) });
    expect(attempt).toThrow(expect.objectContaining({ name: 'InputError', message, param }));
  });
});

describe('toNodeListener', () => {
  it('keeps a keep-alive connection usable after refusing a large body unread', async () => {
    const url = await serve({ secret: 's3cret-0123456789abcdef', on: {} });
    const big = { ...visitNew, padding: 'x'.repeat(512 * 1024) };
    for (let i = 0; i < 3; i++) expect((await post(url, big)).status).toBe(401);
  });

  it('takes a body an Express parser already read', async () => {
    const handled = vi.fn();
    const listener = toNodeListener(createWebhookHandler({ on: { 'visit.new': handled } }));
    const url = await listen(async (req, res) => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of req) chunks.push(chunk as Uint8Array);
      Object.assign(req, { body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      await listener(req, res);
    });
    expect((await post(url, visitNew)).status).toBe(200);
    expect(handled.mock.calls[0]?.[0]).toMatchObject({ topic: 'visit.new', data: visitNew.data });
  });
});
