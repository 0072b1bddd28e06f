import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnownNotification } from '../../../src/webhooks/index.ts';
import { startLoopback } from '../../support/loopback.ts';
import { serve } from '../../webhooks/serve.ts';
import { apiRequest, hubOf, OWNER, subscribe } from './hub.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A loopback receiver answering the statuses in turn (the last one repeats); records what it gets. */
async function receiver(...statuses: number[]) {
  let calls = 0;
  const server = await startLoopback((_, response: ServerResponse) => {
    response.statusCode = statuses[Math.min(calls++, statuses.length - 1)] as number;
    response.end('');
  });
  closers.push(server.close);
  return { ...server, target: `${server.url}/hooks?webhook_secret=0123456789abcdef0123` };
}

const PERSON = {
  id: 48,
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
};

describe('deliveries to real receivers on loopback', () => {
  it('POSTs the notification envelope as JSON and records the attempt', async () => {
    const hub = hubOf();
    const target = await receiver(200);
    const id = await subscribe(hub, 'person.created', target.target);
    await subscribe(hub, 'person.deleted', target.target);
    expect(hub.publish('person.created', { people: [PERSON] })).toBe(1);
    await hub.idle();
    expect(target.requests).toHaveLength(1);
    const [request] = target.requests;
    expect(request?.method).toBe('POST');
    expect(`${request?.url.pathname}${request?.url.search}`).toBe(
      '/hooks?webhook_secret=0123456789abcdef0123',
    );
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      topic: 'person.created',
      webhook_id: Number(id),
      business_id: 7,
      data: { people: [PERSON] },
      target_url: target.target,
    });
    expect(hub.deliveries).toEqual([
      expect.objectContaining({
        webhookId: id,
        topic: 'person.created',
        attempt: 1,
        status: 200,
        outcome: 'delivered',
      }),
    ]);
  });

  it('is accepted by the SDK’s own receiver, createWebhookHandler, previous included', async () => {
    const hub = hubOf();
    const handled: KnownNotification<'person.updated'>[] = [];
    const url = await serve({
      secret: '0123456789abcdef0123',
      on: { 'person.updated': (notification) => void handled.push(notification) },
    });
    const id = await subscribe(hub, 'person.updated', `${url}?webhook_secret=0123456789abcdef0123`);
    hub.publish('person.updated', { people: [PERSON], previous: { email: 'old@example.com' } });
    await hub.idle();
    expect(handled).toHaveLength(1);
    expect(handled[0]).toMatchObject({
      topic: 'person.updated',
      known: true,
      webhook_id: Number(id),
      business_id: 7,
      data: { people: [PERSON], previous: { email: 'old@example.com' } },
    });
    expect(hub.deliveries.map((attempt) => attempt.outcome)).toEqual(['delivered']);
  });

  it('sends a sample notification the SDK’s receiver takes, for trigger_sample_notification', async () => {
    const hub = hubOf();
    const handled: string[] = [];
    const url = await serve({ on: { 'visit.new': (notification) => void handled.push(notification.topic) } });
    const id = await subscribe(hub, 'visit.new', url);
    const response = await hub.route(
      apiRequest('POST', `/api/v3/webhooks/${id}/trigger_sample_notification`),
      OWNER,
    );
    expect(response?.status).toBe(204);
    await hub.idle();
    expect(handled).toEqual(['visit.new']);
  });

  it('retries 500 then 200, and 429, with a growing jittered wait', async () => {
    const hub = hubOf();
    const flaky = await receiver(500, 429, 200);
    await subscribe(hub, 'visit.new', flaky.target);
    hub.publish('visit.new', { visits: [{ id: 9 }] });
    await hub.idle();
    expect(flaky.requests.map((request) => request.body)).toEqual(Array(3).fill(flaky.requests[0]?.body));
    expect(hub.deliveries.map(({ attempt, status, outcome }) => [attempt, status, outcome])).toEqual([
      [1, 500, 'retry'],
      [2, 429, 'retry'],
      [3, 200, 'delivered'],
    ]);
    // 330 ms, then 660 ms, by the service's pace (jitter 0.5 gives the mean), on a clock 10⁶ times faster.
    expect(hub.deliveries.map((attempt) => attempt.retryInMs)).toEqual([330e-6, 660e-6, undefined]);
  });

  it('deletes the webhook on 410: nothing more is sent to it', async () => {
    const hub = hubOf();
    const gone = await receiver(410);
    const id = await subscribe(hub, 'visit.new', gone.target);
    hub.publish('visit.new', { visits: [{ id: 1 }] });
    await hub.idle();
    expect(hub.deliveries.map((attempt) => attempt.outcome)).toEqual(['unsubscribed']);
    expect((await hub.route(apiRequest('GET', `/api/v3/webhooks/${id}`), OWNER))?.status).toBe(404);
    expect(hub.publish('visit.new', { visits: [{ id: 2 }] })).toBe(0);
    await hub.idle();
    expect(gone.requests).toHaveLength(1);
  });

  it('drops a notification answered with any other status, 2xx included', async () => {
    const hub = hubOf();
    const refusing = await receiver(400);
    const noContent = await receiver(204);
    await subscribe(hub, 'visit.new', refusing.target);
    await subscribe(hub, 'visit.new', noContent.target);
    expect(hub.publish('visit.new', { visits: [{ id: 1 }] })).toBe(2);
    await hub.idle();
    expect(hub.deliveries.map(({ status, outcome }) => [status, outcome]).sort()).toEqual([
      [204, 'dropped'],
      [400, 'dropped'],
    ]);
  });

  it('expires a notification after 20 failed retries', async () => {
    const hub = hubOf();
    const down = await receiver(503);
    await subscribe(hub, 'visit.new', down.target);
    hub.publish('visit.new', { visits: [{ id: 1 }] });
    await hub.idle();
    expect(down.requests).toHaveLength(21);
    expect(hub.deliveries.at(-1)).toMatchObject({ attempt: 21, status: 503, outcome: 'expired' });
    expect(hub.deliveries.slice(0, 20).every((attempt) => attempt.outcome === 'retry')).toBe(true);
  });

  it('remembers the last 10,000 attempts only, however long the sandbox runs', async () => {
    const hub = hubOf({ fetch: async () => new Response('', { status: 200 }) });
    await subscribe(hub, 'visit.new', 'https://hooks.example.com/');
    for (let id = 1; id <= 10_005; id += 1) hub.publish('visit.new', { visits: [{ id }] });
    await hub.idle();
    expect(hub.deliveries).toHaveLength(10_000);
    expect(new Set(hub.deliveries.map((attempt) => attempt.notification)).size).toBe(10_000);
    expect(hub.deliveries.every((attempt) => attempt.outcome === 'delivered')).toBe(true);
  });

  it('gives a target timeoutMs to answer, then retries', async () => {
    // The first attempt is never answered, the retry at once: 1 s parts them on however loaded a machine.
    const hub = hubOf({ timeoutMs: 1_000 });
    const unanswered: ServerResponse[] = [];
    const slow = await startLoopback((_, response) => {
      if (unanswered.length === 0) unanswered.push(response);
      else response.end('');
    });
    closers.push(async () => {
      for (const response of unanswered) response.end('');
      await slow.close();
    });
    await subscribe(hub, 'visit.new', `${slow.url}/hooks`);
    hub.publish('visit.new', { visits: [{ id: 1 }] });
    await hub.idle();
    expect(hub.deliveries.map(({ status, error, outcome }) => [status, error, outcome])).toEqual([
      [null, 'timeout', 'retry'],
      [200, undefined, 'delivered'],
    ]);
  });

  it('records a target that refuses connections, and retries it', async () => {
    const hub = hubOf();
    const closed = await receiver(200);
    await closed.close();
    await subscribe(hub, 'visit.new', closed.target);
    hub.publish('visit.new', { visits: [{ id: 1 }] });
    await hub.idle();
    expect(hub.deliveries[0]).toMatchObject({ status: null, error: 'connection failed', outcome: 'retry' });
    expect(hub.deliveries).toHaveLength(21);
  });

  it('sends through the injected fetch, and stops on close(): no retry runs after it', async () => {
    const sent: string[] = [];
    const hub = hubOf({
      timeScale: 1,
      fetch: async (input) => {
        sent.push(String(input));
        return new Response('busy', { status: 503 });
      },
    });
    await subscribe(hub, 'visit.new', 'https://hooks.example.com/pike13');
    hub.publish('visit.new', { visits: [{ id: 1 }] });
    await vi.waitFor(() => expect(hub.deliveries).toHaveLength(1));
    expect(hub.deliveries).toEqual([expect.objectContaining({ outcome: 'retry', retryInMs: 330 })]);
    const started = performance.now();
    await hub.close();
    expect(performance.now() - started).toBeLessThan(330); // it does not wait for the retry
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toEqual(['https://hooks.example.com/pike13']);
    expect(hub.publish('visit.new', { visits: [{ id: 2 }] })).toBe(0);
    expect(sent).toHaveLength(1);
  });
});
