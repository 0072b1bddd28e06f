import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { TestContext } from 'vitest';
import { CLI, cliEnv } from '../../support/cli.ts';

/** A `pike13 mcp --http` process once it listens: where it listens, the URL it gives, and a SIGTERM. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`: this process itself. */
  origin: string;
  /** The MCP URL it prints for clients (its public URL's). */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts `pike13 mcp --http --port <port> <args>` from the sources, in `cwd`; resolves when it listens. */
export function startMcpHttp(
  context: TestContext,
  port: number,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): Promise<ServerProcess> {
  const command = [CLI, 'mcp', '--http', '--port', String(port), ...args];
  const child: ChildProcess = spawn(process.execPath, command, {
    env: cliEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(cwd ? { cwd } : {}),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  context.onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      const url = /add (\S+) to your MCP client/.exec(output)?.[1];
      if (url === undefined) return;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        url,
        output: () => output,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`pike13 mcp --http exited ${code}: ${output}`)));
  });
}

/**
 * A load balancer on loopback: streams each request to the backend `to` names at that moment (no session
 * affinity), so a test chooses which process of the fleet serves each call.
 */
export async function loadBalancer(context: TestContext) {
  let backend: URL | undefined;
  const routes = new Map<string, URL>();
  const served: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const to = routes.get(new URL(req.url ?? '/', 'http://lb').pathname) ?? backend;
    if (!to) return void res.writeHead(503).end();
    served.push(`${to.origin} ${req.method} ${req.url}`);
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  context.onTestFinished(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Each request, as `<backend origin> <method> <path>`. */
    served,
    /** Sends the next requests to the process at `origin`. */
    to(origin: string) {
      backend = new URL(origin);
    },
    /** Sends the requests for `path` to the process at `origin` (`undefined`: as every other path). */
    route(path: string, origin: string | undefined) {
      if (origin === undefined) routes.delete(path);
      else routes.set(path, new URL(origin));
    },
  };
}
