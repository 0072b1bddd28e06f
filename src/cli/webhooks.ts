import { createServer } from 'node:http';
import type { TopicHandlers } from '../webhooks/options.ts';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { timerMs, wholeNumber } from './flags.ts';
import { cliIo } from './io.ts';
import { writeStdout } from './stdout.ts';

/** The verbs of `pike13 webhooks` besides the subscription endpoints. */
export const WEBHOOKS_EXTRA_VERBS = [
  {
    name: 'serve',
    summary: 'A local receiver printing each notification as a JSON line (pike13 webhooks serve --help).',
  },
];

/**
 * `pike13 webhooks list|get|create|update|delete|trigger` (the subscription endpoints; `trigger` sends a
 * sample notification) and `pike13 webhooks serve`: a local receiver printing each notification.
 */
export async function runWebhooks(args: string[]): Promise<void> {
  if (args[0] === 'serve') return serve(args.slice(1));
  const { namespaceCommand } = await import('./namespace.ts');
  return namespaceCommand('webhooks', WEBHOOKS_EXTRA_VERBS)(args);
}

/** `pike13 webhooks serve`'s grammar and help (its flags complete too). */
export const SERVE = {
  usage: 'webhooks serve [options]',
  about: [
    "Receives the service's webhook deliveries and prints each notification as one JSON line on stdout.",
    'A body over 1 MiB is answered 413, one not all there within --body-deadline ms 408. Ctrl-C stops it.',
  ].join(' '),
  options: {
    port: { type: 'string', default: '4014', help: 'the port to listen on (0: any free one)' },
    host: { type: 'string', default: '127.0.0.1', help: 'the address to listen on' },
    secret: {
      type: 'string',
      help: 'answer 401 to deliveries without this secret (PIKE13_WEBHOOK_SECRET keeps it off the process list)',
    },
    'body-deadline': {
      type: 'string',
      value: 'ms',
      default: '10000',
      help: 'answer 408 to a body not all there this many ms after it starts (a slow tunnel may need more)',
    },
  },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/**
 * `pike13 webhooks serve [--port 4014] [--host 127.0.0.1] [--secret S] [--body-deadline 10000]`: answers
 * the service's deliveries (401 without the secret when one is set: `--secret` or, kept off the process
 * list, `PIKE13_WEBHOOK_SECRET`) and prints each notification as one JSON line on stdout. The receiver's
 * caps hold: a body over 1 MiB is answered 413, one not all there within `--body-deadline` ms (10 s) 408,
 * and neither is buffered or waited for.
 */
async function serve(args: string[]): Promise<void> {
  const values = parseCommandLine(args, SERVE);
  if (!values) return;
  const [{ createWebhookHandler }, { toNodeListener }, { TOPICS }] = await Promise.all([
    import('../webhooks/handler.ts'),
    import('../webhooks/node.ts'),
    import('../webhooks/topics.ts'),
  ]);
  const print = (notification: unknown) => writeStdout(`${JSON.stringify(notification)}\n`);
  const { stderr, env } = cliIo();
  const secret = values.secret ?? env.PIKE13_WEBHOOK_SECRET;
  const on = Object.fromEntries(TOPICS.map((topic) => [topic, print])) as TopicHandlers;
  const bodyDeadlineMs = timerMs(values['body-deadline'], '--body-deadline');
  const handler = createWebhookHandler({
    on,
    onUnknown: print,
    bodyDeadlineMs,
    ...(secret === undefined ? {} : { secret }),
    onError: (error) => stderr.write(`pike13: ${error instanceof Error ? error.message : String(error)}\n`),
  });
  const server = createServer(toNodeListener(handler));
  const port = wholeNumber(values.port, '--port');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, values.host, resolve);
  });
  const bound = (server.address() as { port: number }).port;
  const needs = secret === undefined ? '' : ' (the target must carry the secret: webhookTarget(url, secret))';
  stderr.write(`Receiving webhooks at http://${values.host}:${bound}/${needs}. Ctrl-C stops.\n`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
