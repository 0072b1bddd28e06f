import { tracingChannel } from 'node:diagnostics_channel';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RequestTrace } from '../../src/core/request-tracing.ts';
import { NotFoundError, Pike13 } from '../../src/index.ts';
import { startLoopback } from '../support/loopback.ts';

const TOKEN = 'channel-test-token-a81b3f';

/** Every message of the call and attempt channels, in order, as `[channel event, snapshot]`. */
function listen() {
  const seen: [string, Record<string, unknown>][] = [];
  const record = (prefix: string) => (event: string) => (message: unknown) => {
    const { request, result, ...rest } = message as Record<string, unknown>;
    seen.push([
      `${prefix}:${event}`,
      { ...rest, ...(request ? { call: (request as RequestTrace).endpoint } : {}) },
    ]);
  };
  const handlersOf = (prefix: string) => {
    const on = record(prefix);
    return {
      start: on('start'),
      end: on('end'),
      asyncStart: on('asyncStart'),
      asyncEnd: on('asyncEnd'),
      error: on('error'),
    };
  };
  const calls = tracingChannel('pike13:request');
  const attempts = tracingChannel('pike13:request:attempt');
  const callHandlers = handlersOf('call');
  const attemptHandlers = handlersOf('attempt');
  calls.subscribe(callHandlers);
  attempts.subscribe(attemptHandlers);
  onTestFinished(() => {
    calls.unsubscribe(callHandlers);
    attempts.unsubscribe(attemptHandlers);
  });
  return seen;
}

/** A service on loopback answering 503 once, then `status`. */
async function service(status: number) {
  const server = await startLoopback((_request, response) => {
    const answer = server.requests.length === 1 ? 503 : status;
    response.writeHead(answer, { 'content-type': 'application/json' });
    response.end(answer === 200 ? JSON.stringify({ people: [{ id: 7 }] }) : '{"errors":["not found"]}');
  });
  onTestFinished(() => server.close());
  return server;
}

describe("tracingChannel('pike13:request')", () => {
  it('publishes one context per call, with its endpoint, route, attempts, status and rate-limit wait', async () => {
    const seen = listen();
    const server = await service(200);
    const pike13 = new Pike13({ baseUrl: server.url, accessToken: TOKEN });
    await pike13.desk.people.get(7, { extraQuery: { fields: 'x' } });

    const call = {
      endpoint: 'desk.people.get',
      method: 'GET',
      route: '/api/v2/desk/people/:id',
      url: `${server.url}/api/v2/desk/people/7`,
      page: undefined,
    };
    expect(seen.map(([event]) => event)).toEqual([
      'call:start',
      'call:end',
      'attempt:start',
      'attempt:asyncEnd',
      'attempt:start',
      'attempt:asyncEnd',
      'call:asyncStart',
      'call:asyncEnd',
    ]);
    expect(seen.at(-1)?.[1]).toEqual({ ...call, attempt: 1, status: 200, rateLimitWait: 0 });
    expect(seen[3]?.[1]).toEqual({
      call: 'desk.people.get',
      attempt: 0,
      rateLimitWait: 0,
      status: 503,
      errorType: '503',
    });
    expect(seen[5]?.[1]).toEqual({
      call: 'desk.people.get',
      attempt: 1,
      rateLimitWait: 0,
      status: 200,
      errorType: undefined,
    });
  });

  it('ends a failed call with the error the caller gets, which carries no token', async () => {
    const seen = listen();
    const server = await service(404);
    const pike13 = new Pike13({ baseUrl: server.url, accessToken: TOKEN });
    const thrown = await pike13.desk.people.get(7).catch((error: unknown) => error);

    expect(thrown).toBeInstanceOf(NotFoundError);
    const [, failed] = seen.find(([event]) => event === 'call:error') ?? [];
    expect(failed).toMatchObject({ endpoint: 'desk.people.get', attempt: 1, status: 404 });
    expect(failed?.error).toBe(thrown);
    expect(JSON.stringify(seen)).not.toContain(TOKEN);
  });

  it('publishes nothing for input refused before sending', async () => {
    const seen = listen();
    const pike13 = new Pike13({ subdomain: 'mystudio', accessToken: TOKEN });
    // @ts-expect-error: an unknown param
    await expect(pike13.desk.people.list({ bogus: 1 })).rejects.toThrow(/unknown param bogus/);
    expect(seen).toEqual([]);
  });

  it('names a call of pike13.request() `request`, with its path as the route', async () => {
    const seen = listen();
    const server = await service(200);
    const pike13 = new Pike13({ baseUrl: server.url, accessToken: TOKEN, maxRetries: 0 });
    await expect(pike13.request('GET', '/api/v2/desk/available_times')).rejects.toMatchObject({
      status: 503,
    });
    expect(seen[0]?.[1]).toMatchObject({ endpoint: 'request', route: '/api/v2/desk/available_times' });
  });
});
