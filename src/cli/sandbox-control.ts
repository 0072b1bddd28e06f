import { isLoopbackHttp } from '../sandbox/loopback.ts';
import { didYouMean } from './did-you-mean.ts';
import { cliIo } from './io.ts';
import { UsageError } from './usage-error.ts';

/** A subcommand of `pike13 sandbox` that controls a running sandbox: it parses `args` (`--help` included). */
export type ControlCommand = (args: string[]) => Promise<void>;

/** The option every control subcommand takes: where the sandbox is. */
export const BASE_URL_OPTION = {
  'base-url': {
    type: 'string',
    value: 'url',
    help: 'the sandbox (default PIKE13_BASE_URL); loopback only. The token: PIKE13_TOKEN',
  },
} as const;

/** Each control subcommand: its summary, and its module, loaded only when it runs. */
const SUBCOMMANDS: Record<string, { summary: string; load(): Promise<ControlCommand> }> = {
  logs: {
    summary: 'the requests the sandbox answered (--follow: as they come, --json: one object a line)',
    load: async () => (await import('./sandbox-logs.ts')).runLogs,
  },
  faults: {
    summary:
      "make requests fail: faults add --path '/api/v2/desk/people*' --status 503 --times 2; faults clear",
    load: async () => (await import('./sandbox-faults.ts')).runFaults,
  },
  trigger: {
    summary: 'cause a real change and its webhook: trigger visit.updated [--id 890] [--data JSON]',
    load: async () => (await import('./sandbox-trigger.ts')).runTrigger,
  },
  clock: {
    summary: "print the sandbox's clock, or move it: clock advance 2h; clock set 2026-12-01T09:00:00Z",
    load: async () => (await import('./sandbox-clock.ts')).runClock,
  },
  snapshot: {
    summary: 'save or restore everything under a name: snapshot save|restore NAME; snapshot list',
    load: async () => (await import('./sandbox-snapshot.ts')).runSnapshot,
  },
  reset: {
    summary: 'back to the state the sandbox started with, tokens included',
    load: async () => (await import('./sandbox-snapshot.ts')).runReset,
  },
};

/** The names of the control subcommands (`pike13 sandbox <name>`). */
export const CONTROL_SUBCOMMANDS = Object.keys(SUBCOMMANDS);

/**
 * `pike13 sandbox <subcommand> …` against the sandbox at `PIKE13_BASE_URL` (`--base-url`), with
 * `PIKE13_TOKEN` (a staff or owner token of it).
 */
export async function runSandboxControl([name, ...args]: string[]): Promise<void> {
  const command = name === undefined ? undefined : SUBCOMMANDS[name];
  if (command === undefined) {
    const known = Object.keys(SUBCOMMANDS);
    throw new UsageError(
      `unknown sandbox command ${name}${didYouMean(name ?? '', known)} (see pike13 sandbox --help)`,
    );
  }
  await (await command.load())(args);
}

/** The help lines of the control subcommands, for `pike13 sandbox --help`. */
export function controlHelp(): string {
  return Object.entries(SUBCOMMANDS)
    .map(([name, command]) => `  sandbox ${name}\t${command.summary}`)
    .join('\n');
}

/**
 * The controls of the sandbox at `baseUrl` (else `PIKE13_BASE_URL`) with `PIKE13_TOKEN`. A URL that is not
 * loopback http is refused before anything is sent: the real service has no controls, and its token must
 * never be sent to guess at them.
 */
export function controlFromEnv(baseUrl?: string, env: NodeJS.ProcessEnv = cliIo().env): SandboxControl {
  const base = baseUrl ?? env.PIKE13_BASE_URL;
  if (!base) {
    throw new UsageError(
      'no sandbox: set PIKE13_BASE_URL to the URL its banner prints (http://127.0.0.1:4013)',
    );
  }
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new UsageError(
      'PIKE13_BASE_URL is not a URL (the sandbox banner prints it: http://127.0.0.1:4013)',
    );
  }
  if (!isLoopbackHttp(url)) {
    throw new UsageError(
      `sandbox controls reach only a sandbox on this machine: ${url.origin} is not http on loopback (http://127.0.0.1:4013)`,
    );
  }
  const token = env.PIKE13_TOKEN;
  if (!token)
    throw new UsageError('no token: set PIKE13_TOKEN to a staff or owner token the sandbox banner prints');
  return new SandboxControl(url.origin, token);
}

/** An answer of the controls other than 2xx: its status and message (never the token). */
export class ControlError extends Error {
  override readonly name = 'ControlError';
  /** The status the sandbox answered. */
  readonly status: number;

  constructor(status: number, message: string) {
    super(`the sandbox answered ${status}: ${message}`);
    this.status = status;
  }
}

/** A client of a running sandbox's `/_sandbox/` controls. */
export class SandboxControl {
  /** The sandbox's origin (`http://127.0.0.1:4013`). */
  readonly origin: string;
  readonly #token: string;

  constructor(origin: string, token: string) {
    this.origin = origin;
    this.#token = token;
  }

  /** Sends one control request (JSON body) and resolves to its JSON answer; a 400 is a `UsageError`. */
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.#send(method, path, body);
    const text = await response.text();
    const answer = text ? (JSON.parse(text) as unknown) : undefined;
    if (response.ok) return answer as T;
    const message = (answer as { error?: unknown } | undefined)?.error;
    const words = typeof message === 'string' ? message : response.statusText;
    if (response.status === 400) throw new UsageError(words);
    throw new ControlError(response.status, words);
  }

  /** Follows a server-sent event stream: each event's parsed `data`, as it comes; `opened` once it is open. */
  async *events(path: string, opened?: () => void): AsyncGenerator<{ event: string; data: unknown }> {
    const response = await this.#send('GET', path, undefined);
    if (!response.ok || response.body === null) {
      await this.call('GET', path);
      return;
    }
    opened?.();
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    try {
      for (;;) {
        // The sandbox stopping cuts the connection: the stream has ended, as a closed one has.
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = parseEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) yield event;
        }
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  async #send(method: string, path: string, body: unknown): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.#token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetch(`${this.origin}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new Error(
        `could not reach the sandbox at ${this.origin}: ${cause?.code ?? cause?.message ?? String(error)}`,
      );
    }
  }
}

/** One server-sent event's `event` name and parsed `data`; comments (`: ping`) are none. */
function parseEvent(block: string): { event: string; data: unknown } | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length > 0 ? { event, data: JSON.parse(data.join('\n')) } : undefined;
}
