import { parseArgs } from 'node:util';
import { endpointCatalog } from '../internal/catalog.ts';
import { clientFromEnv } from './client-from-env.ts';
import { type EndpointResult, endpointCommand } from './endpoint-command.ts';

const TARGET_FLAGS = { subdomain: { type: 'string' }, 'base-url': { type: 'string' } } as const;

/** `pike13 <front|desk|account> <resource> <verb> [args]`: one command per endpoint of the registry. */
export function namespaceCommand(namespace: 'front' | 'desk' | 'account') {
  return async (args: string[]): Promise<void> => {
    const { target, rest } = splitTarget(args);
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
    await write(await command.run());
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

/** JSON on stdout: one value, or one record a line for lists. */
async function write(result: EndpointResult): Promise<void> {
  if (result.kind === 'one') console.log(JSON.stringify(result.value, null, 2));
  if (result.kind === 'many') for await (const record of result.records) console.log(JSON.stringify(record));
}
