import type { CatalogEntry } from '../internal/catalog.ts';
import { TARGET_OPTIONS } from './client-from-env.ts';
import { flagOf } from './endpoint-args.ts';
import { kebab, verbName } from './endpoint-command.ts';

/**
 * What completes after the words typed so far, by those words joined with spaces: `''` → the commands,
 * `desk` → its resources, `desk people` → its verbs, `desk people list` → that command's flags.
 */
export type CompletionTree = ReadonlyMap<string, readonly string[]>;

/** The flags every endpoint command takes besides its own fields. */
const COMMON_FLAGS = [
  '--json',
  '--ndjson',
  '--table',
  '--csv',
  '--no-csv-escape',
  '--columns',
  '--data',
  '--verbose',
  '--trace',
  '--help',
  ...Object.keys(TARGET_OPTIONS).map((name) => `--${name}`),
];

/** A word a shell script may hold between single quotes and in a `case` pattern. */
const SAFE_WORD = /^[A-Za-z0-9_.:-]+$/;

/**
 * The completion tree of the `pike13` bin: its commands, then for each namespace of the endpoint table
 * (`extra` adds words such as `webhooks serve`) its resources, their verbs and each verb's flags, and the
 * words and flags of the commands with their own (`report <name>`, `sandbox --port`).
 */
export function completionTree(
  catalog: readonly CatalogEntry[],
  own: Readonly<Record<string, readonly string[]>>,
): CompletionTree {
  const tree = new Map<string, Set<string>>();
  const add = (key: string, words: readonly string[]) => {
    const set = tree.get(key) ?? new Set<string>();
    for (const word of words) if (SAFE_WORD.test(word)) set.add(word);
    tree.set(key, set);
  };
  for (const [key, words] of Object.entries(own)) add(key, words);
  for (const entry of catalog) {
    const resource = entry.resource === '' ? [] : [kebab(entry.resource)];
    const verb = verbName(entry);
    add(entry.namespace, [...resource, ...(resource.length ? [] : [verb])]);
    if (resource.length) add(`${entry.namespace} ${resource[0]}`, [verb]);
    add([entry.namespace, ...resource, verb].join(' '), flagsOf(entry));
  }
  return new Map([...tree].map(([key, words]) => [key, [...words]]));
}

/** The flags of one endpoint command: its fields, `--all` when paged, `--yes` when destructive, the common ones. */
function flagsOf(entry: CatalogEntry): string[] {
  const fields = Object.keys((entry.inputSchema.properties ?? {}) as Record<string, unknown>);
  return [
    ...fields.filter((field) => !entry.pathParams.includes(field)).map(flagOf),
    ...(entry.endpoint.returns === 'page' ? ['--all'] : []),
    ...(entry.effect === 'destructive' ? ['--yes'] : []),
    ...COMMON_FLAGS,
  ];
}
