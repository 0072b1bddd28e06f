import { parseArgs } from 'node:util';
import { endpointCatalog } from '../internal/catalog.ts';
import { clientFromEnv } from './client-from-env.ts';
import { endpointCommand } from './endpoint-command.ts';
import { takeFormat, writeMany, writeOne } from './output.ts';

const TARGET_FLAGS = { subdomain: { type: 'string' }, 'base-url': { type: 'string' } } as const;

/** `pike13 <front|desk|account> <resource> <verb> [args]`: one command per endpoint of the registry. */
export function namespaceCommand(namespace: 'front' | 'desk' | 'account') {
  return async (args: string[]): Promise<void> => {
    const { format, rest: endpointArgs } = takeFormat(args, process.stdout.isTTY === true);
    const { target, rest } = splitTarget(endpointArgs);
    const helpOnly = rest.includes('--help') || rest.includes('-h') || rest.length < 2;
    const client = helpOnly ? undefined : clientFromEnv(target);
    const catalog = endpointCatalog(
      client ?? clientFromEnv({ baseUrl: 'http://127.0.0.1' }, { PIKE13_TOKEN: 'help' }),
    );
    const command = endpointCommand(namespace, rest, catalog);
    if (command.kind === 'help') {
      console.log(command.text);
      return;
    }
    const result = await command.run();
    const write = (text: string) => process.stdout.write(text);
    if (result.kind === 'one') writeOne(result.value, format, write);
    if (result.kind === 'many') await writeMany(result.records, format, write);
  };
}

/** The flags that pick the business, wherever they stand; the rest is the endpoint's. */
function splitTarget(args: string[]) {
  const { values, tokens } = parseArgs({ args, options: TARGET_FLAGS, strict: false, tokens: true });
  const used = new Set(
    tokens
      .filter((token) => token.kind === 'option' && token.name in TARGET_FLAGS)
      .flatMap((token) => {
        const option = token as { index: number; inlineValue?: boolean };
        return option.inlineValue ? [option.index] : [option.index, option.index + 1];
      }),
  );
  const target = {
    subdomain: values.subdomain as string | undefined,
    baseUrl: values['base-url'] as string | undefined,
  };
  return { target, rest: args.filter((_, index) => !used.has(index)) };
}
