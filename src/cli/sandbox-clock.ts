import { ControlInputError } from '../sandbox/controls/control-input.ts';
import { spanMs } from '../sandbox/time/duration.ts';
import { instantOf } from '../sandbox/time/movable-clock.ts';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { cliIo } from './io.ts';
import { BASE_URL_OPTION, controlFromEnv } from './sandbox-control.ts';
import { UsageError } from './usage-error.ts';

const CLOCK = {
  usage: 'sandbox clock [advance <span> | set <timestamp>] [options]',
  about: [
    "Prints the running sandbox's clock, or moves it. advance 2h (90m, 3d, 30s, 1w) runs what falls due on the way,",
    'in order: holds expire, reminders, plans end, webhook retries, and their webhooks go. set 2026-12-01T09:00:00Z',
    'moves to that time: later as advance does; earlier, only the clock moves.',
  ].join(' '),
  options: { ...BASE_URL_OPTION },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/** `pike13 sandbox clock [advance 2h | set 2026-12-01T09:00:00Z]`: prints the clock after it. */
export async function runClock(args: string[]): Promise<void> {
  const { words, options } = leadingWords(args);
  const values = parseCommandLine(options, CLOCK);
  if (!values) return;
  if (words.length > 2) throw new UsageError(`clock takes at most two words; got ${words.join(' ')}`);
  const [verb, value] = words;
  const request = requestOf(verb, value);
  const control = controlFromEnv(values['base-url']);
  const { now } = await control.call<{ now: string }>(request.method, request.path, request.body);
  cliIo().stdout.write(`${now}\n`);
}

/** The control request a clock command line makes, its input checked before anything is sent. */
function requestOf(verb: string | undefined, value: string | undefined) {
  if (verb === undefined) return { method: 'GET', path: '/_sandbox/clock' } as const;
  if (verb !== 'advance' && verb !== 'set') {
    throw new UsageError(
      `unknown clock command ${verb}: pike13 sandbox clock [advance 2h | set 2026-12-01T09:00:00Z]`,
    );
  }
  if (value === undefined) {
    throw new UsageError(
      verb === 'advance'
        ? 'clock advance needs a span: 2h, 90m, 3d'
        : 'clock set needs a timestamp: 2026-12-01T09:00:00Z',
    );
  }
  usage(() => (verb === 'advance' ? spanMs(value) : instantOf(value)));
  const body = verb === 'advance' ? { by: value } : { to: value };
  return { method: 'POST', path: `/_sandbox/clock/${verb}`, body } as const;
}

/** Runs a check of the sandbox's own rules; its refusal is a usage error (exit 2). */
export function usage<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof ControlInputError) throw new UsageError(error.message);
    throw error;
  }
}

/** The words before the first option (`advance 2h`), and the options after them. */
export function leadingWords(args: string[]): { words: string[]; options: string[] } {
  const first = args.findIndex((arg) => arg.startsWith('-'));
  const end = first === -1 ? args.length : first;
  return { words: args.slice(0, end), options: args.slice(end) };
}
