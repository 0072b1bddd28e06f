import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fetch-style handler: what the sandbox's routes are. */
export type FetchHandler = (request: Request) => Promise<Response | undefined>;

/** A real `node:http` server on 127.0.0.1 answering through `handler` (404 for what it leaves). */
export async function serveFetch(handler: FetchHandler) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(new URL(req.url ?? '/', url), { method: req.method, headers, body });
    const response = (await handler(request)) ?? new Response('not found', { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
