import { endpointCatalog } from '../internal/catalog.ts';
import { Pike13 } from '../pike13.ts';
import { REPORT_DEFINITIONS } from '../reports/by-name.ts';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { COMPLETION_SCRIPTS, type Shell } from './completion-scripts.ts';
import { completionTree } from './completion-tree.ts';
import { didYouMean } from './did-you-mean.ts';
import { cliIo } from './io.ts';
import { LOGIN, LOGOUT } from './login.ts';
import { MCP } from './mcp.ts';
import { PLACEHOLDER } from './namespace.ts';
import { reportWords } from './report.ts';
import { SANDBOX } from './sandbox.ts';
import { UsageError } from './usage-error.ts';
import { SERVE } from './webhooks.ts';

const COMPLETION = {
  usage: 'completion <bash|zsh|fish>',
  about: [
    "Prints the shell's completion script for pike13: commands, resources, verbs and each verb's flags.",
    '',
    '  bash\tsource <(pike13 completion bash)',
    '  zsh\tsource <(pike13 completion zsh) (after compinit)',
    '  fish\tpike13 completion fish > ~/.config/fish/completions/pike13.fish',
  ].join('\n'),
  options: {},
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/** The commands with options of their own, by the words that name them. */
const OWN_OPTIONS: Readonly<Record<string, CommandLine<Record<string, HelpedOption>>>> = {
  sandbox: SANDBOX,
  login: LOGIN,
  logout: LOGOUT,
  mcp: MCP,
  'webhooks serve': SERVE,
};

const isShell = (name: string): name is Shell => Object.hasOwn(COMPLETION_SCRIPTS, name);

/**
 * `pike13 completion bash|zsh|fish`: the completion script, generated from the endpoint table, the bin's
 * `commands`, the report names (then each report's flags and fields) and the flags of the commands with
 * options of their own.
 */
export async function runCompletion(args: string[], commands: readonly string[]): Promise<void> {
  const shell = args[0]?.startsWith('-') ? undefined : args[0];
  if (!parseCommandLine(shell === undefined ? args : args.slice(1), COMPLETION)) return;
  if (shell === undefined)
    throw new UsageError('completion needs a shell: bash, zsh or fish (see pike13 completion --help)');
  if (!isShell(shell)) {
    const shells = Object.keys(COMPLETION_SCRIPTS);
    throw new UsageError(
      `no completion for ${shell}${didYouMean(shell, shells)} (shells: ${shells.join(', ')})`,
    );
  }
  const catalog = endpointCatalog(new Pike13({ baseUrl: PLACEHOLDER }));
  const reports = REPORT_DEFINITIONS.map((report) => report.resource);
  const reportFields = REPORT_DEFINITIONS.map((report) => [`report ${report.resource}`, reportWords(report)]);
  const own = Object.entries(OWN_OPTIONS).map(([words, line]) => [
    words,
    [...Object.keys(line.options).map((name) => `--${name}`), '--help'],
  ]);
  const tree = completionTree(catalog, {
    '': [...commands, '--help', '--version'],
    report: reports,
    webhooks: ['serve'],
    completion: Object.keys(COMPLETION_SCRIPTS),
    ...Object.fromEntries(reportFields),
    ...Object.fromEntries(own),
  });
  cliIo().stdout.write(COMPLETION_SCRIPTS[shell](tree));
}
