import { ConnectionError, InputError } from '../core/errors.ts';
import { VERSION } from '../version.ts';
import { didYouMean } from './did-you-mean.ts';
import { writeHelp } from './help-layout.ts';
import { type CliIo, cliIo, withCliIo } from './io.ts';
import { UsageError } from './usage-error.ts';

/**
 * A command of the `pike13` bin: its one-line summary and what runs it with the arguments after its name.
 * Each loads its module when run, so that a command loads only what it uses (`pike13 sandbox` no endpoint
 * table, an endpoint command no sandbox, MCP, sync or report catalogue).
 */
interface Command {
  summary: string;
  run(args: string[]): Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  sandbox: {
    summary:
      'start a local in-memory Pike13 (--port 4013, --seed N, --clients N, --data file.json, --no-rate-limit, --allow-http-webhooks, --cors-origin O)',
    run: async (args) => (await import('./sandbox.ts')).runSandbox(args),
  },
  front: {
    summary: 'the Core API as a client: pike13 front <resource> <verb> (--help lists them)',
    run: async (args) => (await import('./namespace.ts')).namespaceCommand('front')(args),
  },
  desk: {
    summary: 'the Core API as staff: pike13 desk <resource> <verb> (--help lists them)',
    run: async (args) => (await import('./namespace.ts')).namespaceCommand('desk')(args),
  },
  account: {
    summary: 'the account API: pike13 account <resource> <verb>',
    run: async (args) => (await import('./namespace.ts')).namespaceCommand('account')(args),
  },
  login: {
    summary: 'sign in with OAuth (--subdomain S, --client-id, --client-secret, --port 4015, --profile P)',
    run: async (args) => (await import('./login.ts')).runLogin(args),
  },
  logout: {
    summary: 'forget the saved token of a profile (--profile P)',
    run: async (args) => (await import('./login.ts')).runLogout(args),
  },
  webhooks: {
    summary: 'webhook subscriptions (list, get, create, update, delete, trigger) and serve: a local receiver',
    run: async (args) => (await import('./webhooks.ts')).runWebhooks(args),
  },
  report: {
    summary: 'stream every row of a report: pike13 report <resource> --select a,b --where "…" --csv (--help)',
    run: async (args) => (await import('./report.ts')).runReport(args),
  },
  sync: {
    summary:
      'mirror the studio into SQLite or Postgres: pike13 sync --db studio.db (--resources, --since, --full)',
    run: async (args) => (await import('./sync.ts')).runSync(args),
  },
  mcp: {
    summary:
      'the MCP server on stdio (--allow-writes, --toolsets front,reports); needs @modelcontextprotocol/sdk',
    run: async (args) => (await import('./mcp.ts')).runMcp(args),
  },
  completion: {
    summary: 'the shell completion script: pike13 completion bash|zsh|fish (--help: how to install it)',
    run: async (args) => (await import('./completion.ts')).runCompletion(args, Object.keys(COMMANDS)),
  },
};

/** The bin's help, laid out by `writeHelp`. */
function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, command]) => `  ${name}\t${command.summary}`);
  return [
    'Usage: pike13 <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    [
      'Every command answers --help (-h). Where calls go: --subdomain <name> or --base-url <url> (the sandbox:',
      'http://127.0.0.1:4013), else PIKE13_SUBDOMAIN / PIKE13_BASE_URL, else the saved login; the token:',
      '--profile <name>, else PIKE13_TOKEN, else the login saved by pike13 login. --verbose: the causes of an error.',
      '--trace: each call and HTTP attempt on stderr.',
    ].join(' '),
    'pike13 --version: the version.',
  ].join('\n');
}

/** Runs the command `argv` names; resolves to the exit code of a command that did not throw. */
async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--version' || name === '-v' || name === 'version') {
    io.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    const help = name === '--help' || name === '-h';
    if (help) writeHelp(usage(), io.stdout);
    else {
      if (name !== undefined)
        io.stderr.write(`pike13: unknown command ${name}${didYouMean(name, Object.keys(COMMANDS))}\n\n`);
      writeHelp(usage(), io.stderr);
    }
    return help ? 0 : 2;
  }
  await command.run(args);
  return 0;
}

/**
 * Runs `pike13 <argv>` with `io`'s streams and environment (the process's own by default) and resolves to
 * its exit code: 0, 1 for a failure, 2 for bad usage (the error is then one line on `io.stderr`).
 */
export function runCli(argv: readonly string[], io: CliIo = cliIo()): Promise<number> {
  const verbose = argv.includes('--verbose');
  const trace = argv.includes('--trace');
  return withCliIo(io, async () => {
    // Loaded only when asked for: the printer subscribes to the SDK's tracing channels.
    const stopTrace = trace ? (await import('./trace.ts')).printTrace(io) : undefined;
    return main(
      argv.filter((arg) => arg !== '--verbose' && arg !== '--trace'),
      io,
    )
      .catch((error: unknown) => {
        const lines = [`pike13: ${messageOf(error)}`];
        if (verbose && error instanceof UsageError && error.details) lines.push(error.details);
        if (verbose) lines.push(...causesOf(error).map((line) => `  caused by: ${line}`));
        io.stderr.write(`${lines.join('\n')}\n`);
        return isBadUsage(error) ? 2 : 1;
      })
      .finally(stopTrace);
  });
}

/**
 * The line an error prints. A request that got no answer names where it went, origin and path (a query
 * may carry secrets), and its innermost cause: undici says only `fetch failed`, its cause
 * `connect ECONNREFUSED 127.0.0.1:4199`. The SDK has already removed secrets from both.
 */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (!ConnectionError.is(error) || error.url === undefined) return error.message;
  const where = `${error.method ?? ''} ${error.url.split(/[?#]/)[0]}`.trim();
  return `${where} could not reach the service: ${innermostCause(error) ?? error.message}`;
}

/** The message of the deepest cause that has one, else its code (five causes deep at most, as `--verbose`). */
function innermostCause(error: unknown, depth = 0): string | undefined {
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause !== 'object' || cause === null || depth === 5) return undefined;
  const { message, code } = cause as { message?: unknown; code?: unknown };
  const own = typeof message === 'string' && message ? message : typeof code === 'string' ? code : undefined;
  return innermostCause(cause, depth + 1) ?? own;
}

/** Bad usage: the command line (`UsageError`, `util.parseArgs`), or input the SDK refuses before sending. */
function isBadUsage(error: unknown): boolean {
  return error instanceof UsageError || error instanceof InputError || isParseArgsError(error);
}

/** The chain of causes of an error (already free of secrets: the SDK redacts them), for `--verbose`. */
function causesOf(error: unknown): string[] {
  const lines: string[] = [];
  for (
    let cause = (error as { cause?: unknown }).cause;
    cause !== undefined;
    cause = (cause as { cause?: unknown }).cause
  ) {
    lines.push(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
    if (lines.length === 5) break;
  }
  return lines;
}

/** `util.parseArgs` refusing an option or a value: bad usage too. */
function isParseArgsError(error: unknown): boolean {
  return String((error as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
}
