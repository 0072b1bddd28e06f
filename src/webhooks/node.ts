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
  /** Sends the body and ends the answer. */
  end(body?: Uint8Array): unknown;
}

const encoder = new TextEncoder();
const bytes = (chunk: Chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk);

/** A request as the receiver reads it, and whether its body came in full. */
interface Incoming {
  request: Request;
  received: () => boolean;
}

/**
 * The body of a Node request as a web stream, pulled as the receiver reads it. When the receiver stops
 * early (a body over the cap, or too slow), the rest is dropped rather than buffered until the
 * connection closes after the answer.
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
      req.resume();
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
    res.statusCode = response.status;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    // A body left unread (refused early, too large, too slow) is not waited for: the answer ends the connection.
    if (!received()) res.setHeader('connection', 'close');
    res.end(new Uint8Array(await response.arrayBuffer()));
  };
}
