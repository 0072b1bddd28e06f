// `npm run build` writes dist/cli-help/<namespace>.json: the help of every endpoint command line (namespace, resource,
// verb, with or without --help), so that the bin answers them without loading the SDK (src/cli/help-table.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EndpointClient } from '../src/cli/endpoint-client.ts';
import { kebab, verbName } from '../src/cli/endpoint-command.ts';
import { HELP_TABLE_FOLDER, helpTableKey } from '../src/cli/help-table.ts';
import { endpointHelp, PLACEHOLDER } from '../src/cli/namespace.ts';
import { WEBHOOKS_EXTRA_VERBS } from '../src/cli/webhooks.ts';
import { endpointCatalog } from '../src/internal/catalog.ts';
import { NAMESPACES } from '../src/internal/registry.ts';

/** Every endpoint command line that answers a help, by its `helpTableKey`, with the help the CLI works out. */
export async function helpTable(): Promise<Record<string, string>> {
  const catalog = endpointCatalog(new EndpointClient({ baseUrl: PLACEHOLDER }));
  const table: Record<string, string> = {};
  for (const namespace of NAMESPACES) {
    const extra = namespace === 'webhooks' ? WEBHOOKS_EXTRA_VERBS : [];
    const entries = catalog.filter((entry) => entry.namespace === namespace);
    const lines = [
      [],
      ...entries.map((entry) => [kebab(entry.resource)].filter(Boolean)),
      ...entries.map((entry) => [kebab(entry.resource), verbName(entry)].filter(Boolean)),
    ];
    for (const words of lines) {
      for (const argv of [words, [...words, '--help']]) {
        const help = await endpointHelp(namespace, argv, extra).catch(() => undefined);
        const key = helpTableKey([namespace, ...argv]);
        if (help !== undefined && key !== undefined) table[key] = help;
      }
    }
  }
  return table;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = join(process.argv[2] ?? 'dist', HELP_TABLE_FOLDER);
  mkdirSync(folder, { recursive: true });
  const byNamespace = new Map<string, Record<string, string>>();
  for (const [key, help] of Object.entries(await helpTable())) {
    const namespace = key.split(' ')[0] as string;
    byNamespace.set(namespace, { ...byNamespace.get(namespace), [key]: help });
  }
  for (const [namespace, table] of byNamespace) {
    writeFileSync(join(folder, `${namespace}.json`), JSON.stringify(table));
  }
}
