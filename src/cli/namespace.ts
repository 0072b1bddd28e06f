import { parseArgs } from 'node:util';
import { endpointCatalog } from '../internal/catalog.ts';
import { loadEndpointDocs } from '../internal/endpoint-docs.ts';
import { clientOptionsFromEnv, TARGET_OPTIONS, targetOf } from './client-from-env.ts';
import { callOf, confirmDestructive } from './confirm.ts';
import { EndpointClient } from './endpoint-client.ts';
import { type ExtraVerb, endpointCommand } from './endpoint-command.ts';
import { writeHelp } from './help-layout.ts';
import { cliIo } from './io.ts';
import { type ColumnOptions, takeFormat, terminalWidth, writeMany, writeOne } from './output.ts';
import { writeStdout } from './stdout.ts';
import { pickColumns } from './table-columns.ts';

/** Where the client that only reads the command line points: it sends nothing. */
export const PLACEHOLDER = 'http://127.0.0.1';

/** `pike13 <front|desk|account> <resource> <verb> [args]`: one command per endpoint of the registry. */
export function namespaceCommand(
  namespace: 'front' | 'desk' | 'account' | 'webhooks',
  extra: readonly ExtraVerb[] = [],
) {
  return async (args: string[]): Promise<void> => {
    const { format, columns, csvEscape, rest: outputless } = takeFormat(args, cliIo().stdout.isTTY === true);
    const yes = outputless.includes('--yes') || outputless.includes('-y');
    const endpointArgs = outputless.filter((arg) => arg !== '--yes' && arg !== '-y');
    const { target, rest } = splitTarget(endpointArgs);
    const help = await endpointHelp(namespace, rest, extra);
    if (help !== undefined) {
      writeHelp(help);
      return;
    }
    const client = new EndpointClient(await clientOptionsFromEnv(target));
    const command = endpointCommand(namespace, rest, endpointCatalog(client));
    if (command.kind !== 'call') throw new Error('the command changed between two readings');
    const call = command.entry.effect === 'destructive' ? callOf(command.entry, command.input) : undefined;
    if (call) await confirmDestructive(command.words, call, yes);
    const result = await command.run();
    const table: ColumnOptions = {
      ...(columns === undefined ? {} : { columns }),
      ...(csvEscape === undefined ? {} : { csvEscape }),
      pick: (keys) => pickColumns(command.entry.name, keys),
      ...terminalWidth(),
    };
    if (result.kind === 'one') writeOne(result.value, format, writeStdout, table);
    if (result.kind === 'many') await writeMany(result.records, format, writeStdout, table);
    if (call) cliIo().stderr.write(`Done: ${call} (${command.words}).\n`);
  };
}

/**
 * The help `words` ask for (`people --help`, or a missing word), unlaid, or `undefined` for a call; an
 * unknown word or a bad flag throws a `UsageError`. The words are read without credentials: help needs none.
 */
export async function endpointHelp(
  namespace: string,
  words: readonly string[],
  extra: readonly ExtraVerb[] = [],
): Promise<string | undefined> {
  const placeholder = new EndpointClient({ baseUrl: PLACEHOLDER });
  const resolved = endpointCommand(namespace, words, endpointCatalog(placeholder), extra);
  if (resolved.kind !== 'help') return undefined;
  const docs = await loadEndpointDocs();
  const described = endpointCommand(namespace, words, endpointCatalog(placeholder, docs), extra);
  return described.kind === 'help' ? described.text : resolved.text;
}

/** The flags that pick the business, wherever they stand; the rest is the endpoint's. */
function splitTarget(args: string[]) {
  const { values, tokens } = parseArgs({ args, options: TARGET_OPTIONS, strict: false, tokens: true });
  const used = new Set(
    tokens
      .filter((token) => token.kind === 'option' && token.name in TARGET_OPTIONS)
      .flatMap((token) => {
        const option = token as { index: number; inlineValue?: boolean };
        return option.inlineValue ? [option.index] : [option.index, option.index + 1];
      }),
  );
  return { target: targetOf(values), rest: args.filter((_, index) => !used.has(index)) };
}
