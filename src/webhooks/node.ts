import type { RequestContext, WebhookHandler } from './options.ts';

type Chunk = Uint8Array | string;

/** The parts of a `node:http` `IncomingMessage` (or an Express request) the adapter uses. */
export interface NodeRequest {
  /** HTTP method. */
  method?: string | undefined;
  /** Path and query. */
  url?: string | undefined;
  /** Header values by lower-case name. */
  headers: Record<string, string | string[] | undefined>;
  /** A body an Express parser already read (`express.raw()`, `express.text()` or `express.json()`). */
  body?: unknown;
  /** Subscribes to the body stream. */
  on(event: 'data', listener: (chunk: Chunk) => void): unknown;
  /** Subscribes to the end or failure of the body stream. */
  on(event: 'end' | 'error', listener: (error?: Error) => void): unknown;
  /** Unsubscribes from the body stream. */
  off(event: 'data', listener: (chunk: Chunk) => void): unknown;
  /** Stops the flow of the body (back-pressure). */
  pause(): unknown;
  /** Restarts the flow of the body. */
  resume(): unknown;
}

/** The parts of a `node:http` `ServerResponse` (or an Express response) the adapter uses. */
export interface NodeResponse {
  /** Status of the answer. */
  statusCode: number;
  /** Sets a header of the answer. */
  setHeader(name: string, value: string): unknown;
  /** Sends part of the answer's body. */
  write(chunk: Uint8Array): unknown;
  /** Sends the body and ends the answer. */
  end(body?: Uint8Array): unknown;
}

/** How long a client still sending a body the receiver did not read is given to read the answer. */
const LINGER_MS = 1_000;
/** How much of such a body is read (and dropped) meanwhile, so that a short one ends the request cleanly. */
const DRAIN_BYTES = 1_048_576;

const encoder = new TextEncoder();
const bytes = (chunk: Chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk);

/** A request as the receiver reads it, and whether its body came in full. */
interface Incoming {
  request: Request;
  received: () => boolean;
}

/**
 * The body of a Node request as a web stream, pulled as the receiver reads it. When the receiver stops
 * early (a body over the cap, or too slow), the stream stops reading: `linger` decides what happens to the rest.
 */
function bodyStream(req: NodeRequest, onEnd: () => void): ReadableStream<Uint8Array> {
  let reading = true;
  let onData: (chunk: Chunk) => void = () => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      onData = (chunk) => {
        controller.enqueue(bytes(chunk));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      };
      req.on('data', onData);
      req.on('end', () => {
        onEnd();
        if (reading) controller.close();
      });
      req.on('error', (error) => reading && controller.error(error));
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      reading = false;
      req.off('data', onData);
    },
  });
}

/** A body an Express parser already read, back as bytes. */
function parsedBody(body: unknown): Uint8Array {
  if (body instanceof Uint8Array) return body;
  return encoder.encode(typeof body === 'string' ? body : JSON.stringify(body));
}

function toRequest(req: NodeRequest): Incoming {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const path = req.url ?? '/';
  const url = URL.parse(path, `http://${headers.get('host') ?? ''}`) ?? new URL(path, 'http://localhost');
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD')
    return { request: new Request(url, { method, headers }), received: () => true };
  let ended = req.body !== undefined;
  const body = ended
    ? parsedBody(req.body)
    : bodyStream(req, () => {
        ended = true;
      });
  const request = new Request(url, { method, headers, body, duplex: 'half' } as RequestInit);
  return { request, received: () => ended };
}

/**
 * Waits, once the answer is sent, until the rest of a body the receiver did not read has come (read and
 * dropped) or `LINGER_MS` have passed. A client still writing then reads the answer before the connection
 * closes, instead of losing it to a reset; past `DRAIN_BYTES` nothing more is read, so memory and reading stay bounded.
 */
function linger(req: NodeRequest): Promise<void> {
  return new Promise((resolve) => {
    let drained = 0;
    const drop = (chunk: Chunk) => {
      drained += chunk.length;
      if (drained > DRAIN_BYTES) req.pause();
    };
    const done = () => {
      clearTimeout(timer);
      req.off('data', drop);
      resolve();
    };
    const timer = setTimeout(done, LINGER_MS);
    req.on('data', drop);
    req.on('end', done);
    req.on('error', done);
    req.resume();
  });
}

/** Adapts a receiver to `node:http` and Express: `createServer(toNodeListener(handler))`, `app.post(path, …)`. */
export function toNodeListener(
  handler: WebhookHandler,
  context?: RequestContext,
): (req: NodeRequest, res: NodeResponse) => Promise<void> {
  return async (req, res) => {
    const { request, received } = toRequest(req);
    const response = await handler(request, context).catch(
      () => new Response('the receiver failed; retry later', { status: 500 }),
    );
    request.body?.cancel().catch(() => undefined);
    const body = new Uint8Array(await response.arrayBuffer());
    res.statusCode = response.status;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    if (received()) return void res.end(body);
    // A body left unread (refused early, too large, too slow): the whole answer first, then the connection closes.
    res.setHeader('connection', 'close');
    res.setHeader('content-length', String(body.byteLength));
    res.write(body);
    await linger(req);
    res.end();
  };
}
