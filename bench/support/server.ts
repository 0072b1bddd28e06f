import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers one request; `url` is the request's URL resolved against the server's own origin. */
export type Handler = (url: URL, res: ServerResponse) => void;

/** A running loopback server. */
export interface Server {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/**
 * A real `node:http` server on 127.0.0.1. Unlike the test helper it records nothing, so a benchmark that
 * measures the heap sees only what the client keeps.
 */
export async function serve(handler: Handler): Promise<Server> {
  let origin = '';
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handler(new URL(req.url ?? '/', origin), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a JSON answer (a string is sent as it is, already serialized). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}
