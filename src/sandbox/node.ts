import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Engine } from './engine.ts';

/** A running loopback server of the sandbox. */
export interface NodeServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the engine on 127.0.0.1 (`port` 0 picks a free one). */
export async function listen(engine: Engine, port: number): Promise<NodeServer> {
  const server = createServer((req, res) => {
    serve(engine, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"Internal server error"}');
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function serve(engine: Engine, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = await toRequest(req);
  const response = await engine.handle(request, req.socket.remoteAddress ?? 'local');
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers: [string, string][] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    headers.push([req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string]);
  }
  const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;
  if (method === 'GET' || method === 'HEAD') {
    req.resume();
    return new Request(url, { method, headers });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}
