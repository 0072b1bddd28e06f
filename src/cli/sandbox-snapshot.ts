import { nameOf } from '../sandbox/snapshots/store.ts';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { cliIo } from './io.ts';
import { leadingWords, usage } from './sandbox-clock.ts';
import { BASE_URL_OPTION, controlFromEnv } from './sandbox-control.ts';
import { UsageError } from './usage-error.ts';

const SNAPSHOT = {
  usage: 'sandbox snapshot save|restore <name> | list [options]',
  about: [
    'Saves everything in the running sandbox (records, clock, tokens, webhook subscriptions) under a name, or',
    'restores it (as often as you like; pending webhook retries are dropped). list: the names kept, at most 50.',
  ].join(' '),
  options: { ...BASE_URL_OPTION },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

const RESET = {
  usage: 'sandbox reset [options]',
  about: 'Returns the running sandbox to the state it started with, its tokens and clock included.',
  options: { ...BASE_URL_OPTION },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/** What the snapshot controls answer: the names kept and the clock after. */
interface SnapshotAnswer {
  now: string;
  snapshots: string[];
}

/** `pike13 sandbox snapshot save|restore NAME`, `pike13 sandbox snapshot list`. */
export async function runSnapshot(args: string[]): Promise<void> {
  const { words, options } = leadingWords(args);
  const values = parseCommandLine(options, SNAPSHOT);
  if (!values) return;
  const [verb, name, ...extra] = words;
  const out = cliIo().stdout;
  if (verb === 'list' && name === undefined) {
    const answer = await controlFromEnv(values['base-url']).call<SnapshotAnswer>(
      'GET',
      '/_sandbox/snapshots',
    );
    for (const kept of answer.snapshots) out.write(`${kept}\n`);
    return;
  }
  if ((verb !== 'save' && verb !== 'restore') || name === undefined || extra.length > 0) {
    throw new UsageError(
      'usage: pike13 sandbox snapshot save|restore <name>, or pike13 sandbox snapshot list',
    );
  }
  const checked = usage(() => nameOf(name));
  const path = `/_sandbox/snapshots/${checked}${verb === 'restore' ? '/restore' : ''}`;
  const answer = await controlFromEnv(values['base-url']).call<SnapshotAnswer>('POST', path);
  out.write(verb === 'save' ? `saved ${checked}\n` : `restored ${checked}; the clock is at ${answer.now}\n`);
}

/** `pike13 sandbox reset`. */
export async function runReset(args: string[]): Promise<void> {
  const values = parseCommandLine(args, RESET);
  if (!values) return;
  const answer = await controlFromEnv(values['base-url']).call<SnapshotAnswer>('POST', '/_sandbox/reset');
  cliIo().stdout.write(`reset to the start; the clock is at ${answer.now}\n`);
}
