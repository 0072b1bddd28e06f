import { isTopic, TOPICS } from '../webhooks/topics.ts';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { didYouMean } from './did-you-mean.ts';
import { wholeNumber } from './flags.ts';
import { cliIo } from './io.ts';
import { BASE_URL_OPTION, controlFromEnv } from './sandbox-control.ts';
import { UsageError } from './usage-error.ts';

const TRIGGER = {
  usage: 'sandbox trigger <topic> [options]',
  about: [
    'Makes a real change in the running sandbox (a visit completed, a person updated) through its Core API rules,',
    'so that webhook deliveries, the Core API and the reports agree; prints the notification data of the change.',
  ].join(' '),
  options: {
    id: { type: 'string', value: 'id', help: 'the record to change (else one the sandbox picks)' },
    data: {
      type: 'string',
      value: 'json',
      help: 'fields of the change, a JSON object: \'{"state":"completed"}\'',
    },
    ...BASE_URL_OPTION,
  },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/** `pike13 sandbox trigger <topic> [--id N] [--data JSON]`. */
export async function runTrigger(args: string[]): Promise<void> {
  const topic = args[0]?.startsWith('-') ? undefined : args[0];
  const values = parseCommandLine(topic === undefined ? args : args.slice(1), TRIGGER);
  if (!values) return;
  if (topic === undefined)
    throw new UsageError('trigger needs a topic: pike13 sandbox trigger visit.updated');
  if (!isTopic(topic)) throw new UsageError(`unknown topic ${topic}${didYouMean(topic, TOPICS)}`);
  const id = values.id === undefined ? undefined : wholeNumber(values.id, '--id');
  const data = values.data === undefined ? undefined : dataOf(values.data);
  const control = controlFromEnv(values['base-url']);
  const answer = await control.call<{ data: unknown }>('POST', '/_sandbox/triggers', { topic, id, data });
  cliIo().stdout.write(`${JSON.stringify(answer.data, null, 2)}\n`);
}

function dataOf(text: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError('--data must be a JSON object, e.g. \'{"state":"completed"}\'');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new UsageError('--data must be a JSON object of fields, e.g. \'{"state":"completed"}\'');
  }
  return data as Record<string, unknown>;
}
