import { parseArgs } from 'node:util';
import { Pike13 } from '../client.ts';
import { endpointCatalog } from '../internal/catalog.ts';
import { loadEndpointDocs } from '../internal/endpoint-docs.ts';
import { clientFromEnv, TARGET_OPTIONS, targetOf } from './client-from-env.ts';
import { type ExtraVerb, endpointCommand } from './endpoint-command.ts';
import { takeFormat, writeMany, writeOne } from './output.ts';
import { writeStdout } from './stdout.ts';

/** Where the client that only reads the command line points: it sends nothing. */
const PLACEHOLDER = 'http://127.0.0.1';

/** `pike13 <front|desk|account> <resource> <verb> [args]`: one command per endpoint of the registry. */
export function namespaceCommand(
  namespace: 'front' | 'desk' | 'account' | 'webhooks',
  extra: readonly ExtraVerb[] = [],
) {
  return async (args: string[]): Promise<void> => {
    const { format, rest: endpointArgs } = takeFormat(args, process.stdout.isTTY === true);
    const { target, rest } = splitTarget(endpointArgs);
    // The words are read once without credentials (help needs none), then again over the real client.
    const placeholder = new Pike13({ baseUrl: PLACEHOLDER });
    const resolved = endpointCommand(namespace, rest, endpointCatalog(placeholder), extra);
    if (resolved.kind === 'help') {
      const described = endpointCommand(
        namespace,
        rest,
        endpointCatalog(placeholder, await loadEndpointDocs()),
        extra,
      );
      console.log(described.kind === 'help' ? described.text : resolved.text);
      return;
    }
    const command = endpointCommand(namespace, rest, endpointCatalog(await clientFromEnv(target)));
    if (command.kind !== 'call') throw new Error('the command changed between two readings');
    const result = await command.run();
    if (result.kind === 'one') writeOne(result.value, format, writeStdout);
    if (result.kind === 'many') await writeMany(result.records, format, writeStdout);
  };
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
