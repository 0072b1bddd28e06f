import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import {
  createWebhookHandler,
  type RequestContext,
  toNodeListener,
  type WebhookHandlerOptions,
} from '../../src/webhooks/index.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

/** A real `node:http` server on 127.0.0.1 running `listener`, closed after the test. */
export async function listen(listener: Listener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
}

/** The receiver built from `options`, served over loopback; resolves to its URL. */
export function serve(options: WebhookHandlerOptions, context?: RequestContext): Promise<string> {
  return listen(toNodeListener(createWebhookHandler(options), context));
}

/** POSTs `body` (JSON-encoded unless a string) to `url`. */
export function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A promise with its resolve function, to hold a handler until the test lets it go. */
export function gate<T = void>() {
  let open: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** POSTs each `[url, body]` in turn, the next once the last is answered; gives each answer's status and text. */
export async function postInTurn(
  sends: readonly (readonly [string, unknown])[],
): Promise<[number, string][]> {
  const answers: [number, string][] = [];
  for (const [url, body] of sends) {
    const response = await post(url, body);
    answers.push([response.status, await response.text()]);
  }
  return answers;
}
