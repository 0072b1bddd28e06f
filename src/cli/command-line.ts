import { type ParseArgsOptionDescriptor, parseArgs } from 'node:util';
import { didYouMean } from './did-you-mean.ts';
import { writeHelp } from './help-layout.ts';
import { UsageError } from './usage-error.ts';

/** An option of a command and what its help says of it: `value` names its argument (`--port <port>`). */
export type HelpedOption = ParseArgsOptionDescriptor & { help: string; value?: string };

/** A command's grammar and help, from one table: the help cannot list an option the parser lacks. */
export interface CommandLine<O extends Record<string, HelpedOption>> {
  /** What follows `pike13` (`login [options]`). */
  usage: string;
  /** What the command does, in a sentence or two. */
  about: string;
  options: O;
  /** `--no-<flag>` for boolean flags. */
  allowNegative?: boolean;
}

/** The values a command line parses to, typed from its options. */
export type ValuesOf<O extends Record<string, HelpedOption>> = ReturnType<
  typeof parseArgs<{ options: O; strict: true }>
>['values'];

const HELP_OPTION: HelpedOption = { type: 'boolean', short: 'h', help: 'this help' };

/**
 * Parses a command's arguments (unknown options refused, as `util.parseArgs` does); with `--help` or `-h`
 * among them, prints the command's help on stdout and answers `undefined`: the command then does nothing.
 */
export function parseCommandLine<O extends Record<string, HelpedOption>>(
  args: string[],
  line: CommandLine<O>,
): ValuesOf<O> | undefined {
  if (args.includes('--help') || args.includes('-h')) {
    writeHelp(helpOf(line));
    return undefined;
  }
  const options = Object.fromEntries(
    Object.entries(line.options).map(([name, option]) => [name, parserOption(option)]),
  );
  try {
    const { values } = parseArgs({ args, options, strict: true, allowNegative: line.allowNegative ?? false });
    return values as ValuesOf<O>;
  } catch (error) {
    throw unknownOption(error, line) ?? error;
  }
}

/** `util.parseArgs`'s refusal of an unknown option, with the option probably meant and where help is. */
function unknownOption(
  error: unknown,
  line: CommandLine<Record<string, HelpedOption>>,
): UsageError | undefined {
  if ((error as { code?: unknown }).code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return undefined;
  const given = /Unknown option '([^']+)'/.exec((error as Error).message)?.[1];
  if (given === undefined) return undefined;
  const known = Object.keys(line.options).map((name) => `--${name}`);
  const command = line.usage.replace(/ \[options\]$/, '');
  return new UsageError(`unknown option ${given}${didYouMean(given, known)} (see pike13 ${command} --help)`);
}

/**
 * The help of a command: usage, what it does, each option with its argument, meaning and default (a row
 * `term\tmeaning` that `layoutHelp` fits to the terminal).
 */
export function helpOf(line: CommandLine<Record<string, HelpedOption>>): string {
  const options = Object.entries(line.options).map(([name, option]) => optionRow(name, option, line));
  const help = optionRow('help', HELP_OPTION, { ...line, allowNegative: false });
  return [`Usage: pike13 ${line.usage}`, '', line.about, '', 'Options:', ...options, help].join('\n');
}

/** `  --port <port>\twhat it is (default: 4013)`. */
function optionRow(name: string, option: HelpedOption, line: CommandLine<Record<string, HelpedOption>>) {
  const short = option.short ? `-${option.short}, ` : '    ';
  const negatable = line.allowNegative && option.type === 'boolean' && option.default === true;
  const value = option.type === 'string' ? ` <${option.value ?? name}>` : '';
  const flag = `${short}--${negatable ? '[no-]' : ''}${name}${value}`;
  return `  ${flag}\t${option.help}${defaultOf(option)}`;
}

function defaultOf(option: HelpedOption): string {
  const { default: value } = option;
  if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) return '';
  if (value === true) return ' (default: on)';
  return ` (default: ${Array.isArray(value) ? value.join(', ') : String(value)})`;
}

/** An option as `util.parseArgs` takes it: without the help's words. */
function parserOption({ help: _help, value: _value, ...option }: HelpedOption): ParseArgsOptionDescriptor {
  return option;
}
