import { connect } from 'node:net';
import { onTestFinished } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { createSandbox, type SandboxOptions } from '../../src/sandbox/index.ts';

/** The pinned clock of the sandbox tests: a Monday, noon UTC. */
export const NOW = new Date('2026-03-02T12:00:00Z');

/** A clock the test can move. */
export function movableClock(start = NOW) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A loopback sandbox, closed when the test ends; rate limits off unless asked for. */
export async function sandboxFor(options: SandboxOptions = {}) {
  const sandbox = await createSandbox({ now: NOW, rateLimit: false, ...options });
  onTestFinished(() => sandbox.close());
  return sandbox;
}

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;
type Who = 'staff' | 'owner' | 'client' | 'account';

/** The SDK pointed at the sandbox with one of its tokens. */
export function sdk(sandbox: Sandbox, who: Who | { token: string } = 'staff') {
  return new Pike13({
    baseUrl: sandbox.url,
    accessToken: typeof who === 'string' ? sandbox.tokens[who] : who.token,
    rateLimit: false,
    maxRetries: 0,
  });
}

/** A raw request to the sandbox: a path, optional token, JSON body, headers. */
export async function call(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const body =
    typeof options.body === 'string' || options.body === undefined
      ? options.body
      : JSON.stringify(options.body);
  const response = await fetch(`${sandbox.url}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** What a raw HTTP/1.1 exchange got back: the status and the body after the headers. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends `head` (request line and headers, `\r\n`-separated, no final blank line) over a plain socket,
 * then `body` one piece every `pieceEveryMs`; resolves with the answer once the server closes. For what
 * fetch refuses to send: a foreign `Host`, an absolute-form target, a body trickling in.
 */
export function rawRequest(
  url: string,
  head: string,
  body: { pieces?: string[]; pieceEveryMs?: number } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      const [headText = '', ...rest] = received.split('\r\n\r\n');
      const raw = rest.join('\r\n\r\n');
      const chunked = /^transfer-encoding:\s*chunked/im.test(headText);
      resolve({ status: Number(headText.split(' ')[1]), head: headText, body: chunked ? dechunk(raw) : raw });
    });
    socket.write(`${head}\r\n\r\n`);
    const pieces = [...(body.pieces ?? [])];
    timer = setInterval(() => {
      const piece = pieces.shift();
      if (piece === undefined) clearInterval(timer);
      else if (!socket.destroyed) socket.write(piece);
    }, body.pieceEveryMs ?? 1);
  });
}

/** The body of a chunked answer (hex size line, data, repeated; ASCII bodies only). */
function dechunk(raw: string): string {
  let body = '';
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 4 + size);
  }
}
