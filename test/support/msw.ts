import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A request as the service received it. */
export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  /** When it arrived (epoch ms). */
  at: number;
}

type Reply = Response | ((request: Recorded) => Response | Promise<Response>);

/**
 * An msw server for one test file. `reply(method, url, ...responses)` answers the matching requests in
 * turn (the last answer repeats) and records every request, so a test can assert exactly what was sent.
 */
export function mockService() {
  const server = setupServer();
  const requests: Recorded[] = [];
  beforeAll(() =>
    server.listen({
      // Loopback servers of integration tests are real: let their requests through; fail on any other.
      onUnhandledFrame: ({ frame, defaults }) => {
        const request = (frame.data as { request?: Request }).request;
        if (request && new URL(request.url).hostname !== '127.0.0.1') defaults.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());

  function reply(method: string, url: string, ...responses: Reply[]) {
    let calls = 0;
    const handler = http[method.toLowerCase() as 'get'](url, async ({ request }) => {
      const recorded: Recorded = {
        at: Date.now(),
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      };
      requests.push(recorded);
      const next = responses[Math.min(calls++, responses.length - 1)] as Reply;
      return typeof next === 'function' ? next(recorded) : next.clone();
    });
    server.use(handler);
  }

  return { server, requests, reply };
}

export const json = (body: unknown, init?: ResponseInit) => HttpResponse.json(body as object, init);

/** Reads a reference payload of the Core API v2 documentation. */
export async function reference(name: string): Promise<{ response: unknown }> {
  const { readFile } = await import('node:fs/promises');
  const url = new URL(`../fixtures/reference/core-v2-examples/${name}.json`, import.meta.url);
  return JSON.parse(await readFile(url, 'utf8'));
}
