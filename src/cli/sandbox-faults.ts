import { ControlInputError } from '../sandbox/controls/control-input.ts';
import { checkedFault, type Fault, type FaultInput } from '../sandbox/controls/faults.ts';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { wholeNumber } from './flags.ts';
import { cliIo } from './io.ts';
import { BASE_URL_OPTION, controlFromEnv } from './sandbox-control.ts';
import { UsageError } from './usage-error.ts';

const FAULTS = {
  usage: 'sandbox faults add|list|remove ID|clear [options]',
  about: [
    'Makes the running sandbox fail on purpose. add: matching requests get the status, after the delay, or a reset',
    'connection, --times times (every time without it); list: the faults in force; remove ID; clear: all of them.',
  ].join(' '),
  options: {
    path: {
      type: 'string',
      value: 'glob',
      help: "add: the paths it matches, * any characters ('/api/v2/desk/people*')",
    },
    method: { type: 'string', help: 'add: only requests of this method' },
    status: {
      type: 'string',
      value: 'code',
      help: 'add: answer this status (400-599; 429 with Retry-After)',
    },
    'delay-ms': { type: 'string', value: 'ms', help: 'add: wait this long first (at most 60000)' },
    reset: { type: 'boolean', help: 'add: reset the connection instead of answering' },
    times: { type: 'string', value: 'n', help: 'add: how many requests it affects' },
    json: { type: 'boolean', help: 'list: as JSON' },
    ...BASE_URL_OPTION,
  },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/** `pike13 sandbox faults add|list|remove|clear`. */
export async function runFaults(args: string[]): Promise<void> {
  const [verb, ...rest] = args;
  const values = parseCommandLine(verb === undefined || verb.startsWith('-') ? args : rest, FAULTS);
  if (!values) return;
  const out = cliIo().stdout;
  if (verb === 'add') {
    const fault = faultOf(values);
    const control = controlFromEnv(values['base-url']);
    const { id } = await control.call<{ id: string }>('POST', '/_sandbox/faults', fault);
    out.write(`${id}\n`);
  } else if (verb === 'list') {
    const control = controlFromEnv(values['base-url']);
    const { faults } = await control.call<{ faults: Fault[] }>('GET', '/_sandbox/faults');
    for (const fault of faults) out.write(`${values.json ? JSON.stringify(fault) : describe(fault)}\n`);
  } else if (verb === 'remove') {
    const id = rest.find((arg) => !arg.startsWith('-'));
    if (id === undefined || !/^fault_\d+$/.test(id))
      throw new UsageError('faults remove needs the id add printed (fault_1)');
    await controlFromEnv(values['base-url']).call('DELETE', `/_sandbox/faults/${id}`);
    out.write(`removed ${id}\n`);
  } else if (verb === 'clear') {
    await controlFromEnv(values['base-url']).call('DELETE', '/_sandbox/faults');
    out.write('cleared every fault\n');
  } else {
    throw new UsageError(
      `faults needs add, list, remove or clear${verb ? `, got ${JSON.stringify(verb)}` : ''}`,
    );
  }
}

/** The fault the flags describe, checked as the sandbox checks it: bad input is refused before sending. */
function faultOf(values: {
  path?: string;
  method?: string;
  status?: string;
  'delay-ms'?: string;
  reset?: boolean;
  times?: string;
}): FaultInput {
  const number = (flag: 'status' | 'delay-ms' | 'times') => {
    const text = values[flag];
    return text === undefined ? undefined : wholeNumber(text, `--${flag}`);
  };
  try {
    return checkedFault({
      path: values.path as string,
      ...(values.method === undefined ? {} : { method: values.method }),
      ...(values.status === undefined ? {} : { status: number('status') }),
      ...(values['delay-ms'] === undefined ? {} : { delayMs: number('delay-ms') }),
      ...(values.reset ? { reset: true } : {}),
      ...(values.times === undefined ? {} : { times: number('times') }),
    });
  } catch (error) {
    if (error instanceof ControlInputError) throw new UsageError(flagWords(error.message));
    throw error;
  }
}

/** The sandbox's message in the words of the flags (`delayMs` → `--delay-ms`). */
function flagWords(message: string): string {
  return message
    .replace(/^faults\.add: /, 'faults add: ')
    .replace(/\bdelayMs\b/g, '--delay-ms')
    .replace(/\b(path|status|times|method|reset)\b must/, '--$1 must');
}

/** `fault_1  GET /api/v2/desk/people*  503  2 left`. */
function describe(fault: Fault): string {
  const does = [
    fault.status === undefined ? undefined : String(fault.status),
    fault.delayMs === undefined ? undefined : `after ${fault.delayMs} ms`,
    fault.reset ? 'reset' : undefined,
  ].filter(Boolean);
  const left = fault.remaining === null ? 'until removed' : `${fault.remaining} left`;
  return `${fault.id}  ${fault.method ?? '*'} ${fault.path}  ${does.join(', ')}  ${left}`;
}
