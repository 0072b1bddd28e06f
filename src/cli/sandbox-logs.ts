import type { LoggedRequest } from '../sandbox/controls/request-log.ts';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { cliIo } from './io.ts';
import { BASE_URL_OPTION, controlFromEnv } from './sandbox-control.ts';

const LOGS = {
  usage: 'sandbox logs [options]',
  about:
    'Prints the requests the running sandbox answered (the last 10,000), oldest first: time, status, method, path, duration and the kind of token (never the token).',
  options: {
    follow: {
      type: 'boolean',
      short: 'f',
      help: 'then print each new request as it is answered (Ctrl-C stops)',
    },
    json: { type: 'boolean', help: 'one JSON object a line' },
    ...BASE_URL_OPTION,
  },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/** `pike13 sandbox logs [--follow] [--json]`: the request log; with `--follow`, like `stripe logs tail`. */
export async function runLogs(args: string[]): Promise<void> {
  const values = parseCommandLine(args, LOGS);
  if (!values) return;
  const control = controlFromEnv(values['base-url']);
  const print = (entry: LoggedRequest) =>
    cliIo().stdout.write(`${values.json ? JSON.stringify(entry) : line(entry)}\n`);
  if (!values.follow) {
    const { requests } = await control.call<{ requests: LoggedRequest[] }>('GET', '/_sandbox/requests');
    for (const entry of requests) print(entry);
    return;
  }
  let opened: (() => void) | undefined = () =>
    cliIo().stderr.write(`Following the requests of ${control.origin} (Ctrl-C stops)\n`);
  let path = '/_sandbox/requests/stream';
  for (;;) {
    let overflowAfter: number | undefined;
    for await (const { event, data } of control.events(path, opened)) {
      if (event === 'overflow') overflowAfter = (data as { after: number }).after;
      else print(data as LoggedRequest);
    }
    if (overflowAfter === undefined) break;
    // This terminal fell too far behind: the sandbox dropped the stream; pick up where it stopped.
    path = `/_sandbox/requests/stream?after=${overflowAfter}`;
    opened = undefined;
  }
  cliIo().stderr.write('The sandbox closed the stream.\n');
}

/** `2026-03-02T12:00:00.000Z  200  GET /api/v2/desk/people  3.2 ms  staff`. */
function line(entry: LoggedRequest): string {
  const status = entry.status === 0 ? 'reset' : String(entry.status);
  const fault = entry.fault ? `  (${entry.fault})` : '';
  return `${entry.at}  ${status}  ${entry.method} ${entry.path}  ${entry.ms} ms  ${entry.tokenKind}${fault}`;
}
