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
