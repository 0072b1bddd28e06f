import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Engine } from './engine.ts';
import { type BodyLimits, BodyRefused, DEFAULT_BODY_LIMITS, readRequestBody } from './request-body.ts';

/** A running loopback server of the sandbox. */
export interface NodeServer {
  url: string;
  close(): Promise<void>;
}

/** Slow headers are dropped by node (408) after this; the whole request after the body deadline + this. */
const HEADERS_TIMEOUT_MS = 10_000;
/** How long a refused body may go on arriving (discarded) so that the sender reads the answer. */
const REFUSAL_GRACE_MS = 1_000;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The names a browser reaches 127.0.0.1 by; any other `Host` is a DNS-rebinding page or garbage. */
const LOOPBACK_HOST = /^(localhost|[a-z0-9.-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/** Serves the engine on 127.0.0.1 (`port` 0 picks a free one); bodies within `limits`. */
export async function listen(engine: Engine, port: number, limits: BodyLimits = {}): Promise<NodeServer> {
  const settings = { ...DEFAULT_BODY_LIMITS, ...limits };
  let origin = '';
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: settings.bodyTimeoutMs + HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      serve(engine, origin, settings, req, res).catch(() => answer(res, 500, 'Internal server error'));
    },
  );
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${bound}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * One request: its target and `Host` checked, its body read within the limits, then answered by the
 * engine. The URL the engine sees is the sandbox's own origin and the request's path: nothing of the
 * `Host` header reaches an answer.
 */
async function serve(
  engine: Engine,
  origin: string,
  limits: Required<BodyLimits>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const refusal = refusalOf(req);
  if (refusal) return answer(res, refusal.status, refusal.message);
  let body: Buffer<ArrayBuffer>;
  try {
    body = await readRequestBody(req, limits);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return refuseBody(req, res, error);
  }
  const method = req.method as string;
  const withBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(`${origin}${req.url}`, {
    method,
    headers: headersOf(req),
    body: withBody ? body : undefined,
  });
  const response = await engine.handle(request, req.socket.remoteAddress ?? 'local');
  // A fault that resets the connection: the client sees ECONNRESET, as from a dropped load balancer.
  if (response.type === 'error') return void req.socket.destroy();
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) return streamBody(response, res);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/** Sends an event stream as its events come, until the client leaves (the stream is then cancelled). */
async function streamBody(response: Response, res: ServerResponse): Promise<void> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  res.once('close', () => void reader.cancel().catch(() => undefined));
  res.flushHeaders();
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done || res.destroyed) break;
    // A follower that reads slowly holds the events in the stream's queue, which drops it past a bound.
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
  }
  res.end();
}

/** A request the sandbox does not take: an unknown method, a target that is not a path, a foreign `Host`. */
function refusalOf(req: IncomingMessage): { status: number; message: string } | undefined {
  if (!METHODS.has(req.method ?? '')) return { status: 405, message: 'Method not allowed' };
  if (!req.url?.startsWith('/')) return { status: 400, message: 'The request target must be a path' };
  const host = req.headers.host;
  if (host !== undefined && !LOOPBACK_HOST.test(host)) {
    return { status: 400, message: 'The Host header must name a loopback address' };
  }
  return undefined;
}

function headersOf(req: IncomingMessage): [string, string][] {
  const headers: [string, string][] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    headers.push([req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string]);
  }
  return headers;
}

/** Answers 413/408 and closes the connection; what the sender still sends is dropped, not kept. */
function refuseBody(req: IncomingMessage, res: ServerResponse, refusal: BodyRefused): void {
  res.shouldKeepAlive = false;
  res.once('finish', () => setTimeout(() => req.socket.destroy(), REFUSAL_GRACE_MS).unref());
  answer(res, refusal.status, refusal.message);
  req.resume();
}

/** A JSON error answer, as the service's errors look. */
function answer(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
