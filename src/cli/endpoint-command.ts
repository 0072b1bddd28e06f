import type { Effect } from '../core/endpoint.ts';
import type { CatalogEntry, JsonSchema } from '../internal/catalog.ts';
import type { EntryInput } from '../internal/registry.ts';
import { didYouMean } from './did-you-mean.ts';
import { dateKindOf, flagOf, parseEndpointArgs } from './endpoint-args.ts';
import { UsageError } from './usage-error.ts';

/** What an endpoint command line resolves to: a call to make, or a help text to print (for `writeHelp`). */
type EndpointCommand =
  | {
      kind: 'call';
      entry: CatalogEntry;
      input: EntryInput;
      words: string;
      run: () => Promise<EndpointResult>;
    }
  | { kind: 'help'; text: string };

/** What a call gives the output: one value, a list of records, or nothing (a status-only answer). */
export type EndpointResult =
  | { kind: 'one'; value: unknown }
  | { kind: 'many'; records: AsyncIterable<unknown> }
  | { kind: 'none' };

/** `eventOccurrences` → `event-occurrences`; `bookings.leases` → `bookings.leases`. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Resolves `<resource> <verb> [args]` of one namespace (`people list --is-member`); `--help` (or a missing
 * word) answers the help of the level reached: the namespace's resources, a resource's verbs, a verb's params.
 */
export function endpointCommand(
  namespace: string,
  words: readonly string[],
  catalog: readonly CatalogEntry[],
  extra: readonly ExtraVerb[] = [],
): EndpointCommand {
  const entries = catalog.filter((entry) => entry.namespace === namespace);
  const wantsHelp = words.includes('--help') || words.includes('-h');
  const [first, second, ...rest] = words.filter((word) => word !== '--help' && word !== '-h');
  const own = entries.find((entry) => entry.resource === '' && verbName(entry) === first);
  if (own) return commandOf(namespace, own, [second, ...rest].filter(isWord), wantsHelp);
  const resourceEntries = entries.filter((entry) => kebab(entry.resource) === first);
  if (first === undefined || first.startsWith('-') || resourceEntries.length === 0) {
    if (first !== undefined && !first.startsWith('-') && !wantsHelp) {
      const names = [
        ...entries.map((entry) => kebab(entry.resource)),
        ...entries.filter(isOwn).map(verbName),
      ];
      throw new UsageError(
        `unknown ${namespace} ${kindOfWord(entries)} ${first}${didYouMean(first, names)} (see pike13 ${namespace} --help)`,
      );
    }
    return { kind: 'help', text: namespaceHelp(namespace, entries, extra) };
  }
  const entry = resourceEntries.find((candidate) => verbName(candidate) === second);
  if (!entry) {
    if (second !== undefined && !second.startsWith('-') && !wantsHelp) {
      const verbs = resourceEntries.map(verbName);
      throw new UsageError(
        `unknown verb ${second} of ${namespace} ${first}${didYouMean(second, verbs)} (see pike13 ${namespace} ${first} --help)`,
      );
    }
    return { kind: 'help', text: resourceHelp(namespace, first, resourceEntries) };
  }
  return commandOf(namespace, entry, rest, wantsHelp);
}

/**
 * The command line's name of a verb: its method's name in kebab case (`update-end-date`), but `trigger` for
 * `webhooks.triggerSample`, the word the service's docs and every webhook tool use.
 */
export function verbName(entry: CatalogEntry): string {
  return entry.name === 'webhooks.triggerSample' ? 'trigger' : kebab(entry.verb);
}

/** What the first word after a namespace names: a resource, or a verb where the namespace has no resources. */
function kindOfWord(entries: readonly CatalogEntry[]): string {
  return entries.some((entry) => !isOwn(entry)) ? 'resource' : 'verb';
}

const isOwn = (entry: CatalogEntry): boolean => entry.resource === '';

const isWord = (word: string | undefined): word is string => word !== undefined;

function commandOf(
  namespace: string,
  entry: CatalogEntry,
  args: string[],
  wantsHelp: boolean,
): EndpointCommand {
  if (wantsHelp) return { kind: 'help', text: verbHelp(namespace, entry) };
  const { input, all } = parseEndpointArgs(entry, args);
  if (all && entry.endpoint.returns !== 'page') throw new UsageError(`--all: ${entry.name} is not paged`);
  const words = wordsOf(namespace, entry);
  return { kind: 'call', entry, input, words, run: () => resultOf(entry, entry.invoke(input), all) };
}

async function resultOf(entry: CatalogEntry, call: unknown, all: boolean): Promise<EndpointResult> {
  const { returns } = entry.endpoint;
  if (returns === 'none') {
    await call;
    return { kind: 'none' };
  }
  if (returns === 'page') {
    const pages = call as AsyncIterable<unknown> & PromiseLike<{ items: unknown[] }>;
    if (all) return { kind: 'many', records: pages };
    const first = await pages;
    return { kind: 'many', records: listOf(first.items) };
  }
  const value = await call;
  return returns === 'list' ? { kind: 'many', records: listOf(value as unknown[]) } : { kind: 'one', value };
}

async function* listOf(items: readonly unknown[]): AsyncIterable<unknown> {
  yield* items;
}

/** The words that name an endpoint's command: `desk people delete`. */
function wordsOf(namespace: string, entry: CatalogEntry): string {
  return [namespace, kebab(entry.resource), verbName(entry)].filter(Boolean).join(' ');
}

function usageOf(namespace: string, entry: CatalogEntry): string {
  const words = wordsOf(namespace, entry);
  const ids = entry.pathParams.map((name) => `<${name}>`).join(' ');
  const paged = entry.endpoint.returns === 'page' ? ' [--all]' : '';
  return `pike13 ${words}${ids ? ` ${ids}` : ''} [options]${paged}`;
}

/** A command of a namespace besides its endpoints (`webhooks serve`): its name and one-line summary. */
export interface ExtraVerb {
  name: string;
  summary: string;
}

/** The help of a namespace: its own verbs with their summaries, then its resources with their verbs. */
function namespaceHelp(
  namespace: string,
  entries: readonly CatalogEntry[],
  extra: readonly ExtraVerb[],
): string {
  const verbs = [
    ...entries
      .filter((entry) => entry.resource === '')
      .map((entry) => ({ name: verbName(entry), summary: entry.summary })),
    ...extra,
  ];
  const resources = [...new Set(entries.map((entry) => entry.resource))].filter(
    (resource) => resource !== '',
  );
  const resourceLines = resources.map((resource) => {
    const names = entries.filter((entry) => entry.resource === resource).map(verbName);
    return `  ${kebab(resource)}\t${names.join(', ')}`;
  });
  const shapes = [resources.length ? '<resource> <verb>' : '', verbs.length ? '<verb>' : ''].filter(Boolean);
  return [
    `Usage: pike13 ${namespace} ${shapes.join(' | ')} [options]`,
    ...(verbs.length ? ['', 'Verbs:', ...verbs.map((verb) => `  ${verb.name}\t${verb.summary}`)] : []),
    ...(resources.length ? ['', 'Resources:', ...resourceLines] : []),
    '',
    `Help of one: pike13 ${namespace} <${resources.length ? 'resource' : 'verb'}> --help`,
  ].join('\n');
}

function resourceHelp(namespace: string, resource: string, entries: readonly CatalogEntry[]): string {
  const lines = entries.map((entry) => `  ${verbName(entry)}\t${entry.summary}`);
  return [`Usage: pike13 ${namespace} ${resource} <verb> [options]`, '', 'Verbs:', ...lines].join('\n');
}

/** Longest type a flag of a verb's help shows beside it (`<a|b|c>`); a longer one is listed with its meaning. */
const LONGEST_TYPE = 30;

/** What the help of a verb says of its declared effect. */
const EFFECT_NOTES: Readonly<Record<Effect, string>> = {
  read: '',
  write: ' Changes data.',
  destructive: ' Changes data. Cannot be undone.',
};

/** What the help of a verb with a date or a time says of them. */
const DATES_NOTE =
  'A <date> is YYYY-MM-DD, a <time> ISO 8601 with its offset (2026-01-31T09:00:00Z); both also take today, ' +
  "today-30d or today+7d (a day of your computer's calendar; a time is its midnight).";

/** What the help of a destructive verb says of its question. */
const CONFIRM_NOTE =
  'Asks before sending on a terminal; --yes (-y) skips the question and is needed without a terminal.';

function verbHelp(namespace: string, entry: CatalogEntry): string {
  const properties = (entry.inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((entry.inputSchema.required as string[] | undefined) ?? []);
  const options = Object.entries(properties).map(([name, schema]) => {
    const type = typeName(schema);
    // A long list of values goes with the meaning, where it wraps, and leaves the column of flags narrow.
    const [shown, listed] = type.length > LONGEST_TYPE ? ['value', ` (values: ${type})`] : [type, ''];
    const mark = required.has(name) ? ' (required)' : '';
    return `  ${flagOf(name)} <${shown}>\t${schema.description ?? ''}${listed}${mark}`;
  });
  const effect = EFFECT_NOTES[entry.effect];
  return [
    `Usage: ${usageOf(namespace, entry)}`,
    '',
    `${entry.summary}${effect} (${entry.endpoint.method} ${entry.endpoint.path})`,
    ...(options.length ? ['', 'Options:', ...options] : []),
    ...(entry.effect === 'destructive' ? ['', CONFIRM_NOTE] : []),
    ...(Object.values(properties).some((schema) => dateKindOf(schema)) ? ['', DATES_NOTE] : []),
    '',
    'Also: --data <json> (the whole query or body), --json, --ndjson, --table, --csv, --columns <a,b|all>.',
    "CSV cells that start with = + - @ tab or CR get a leading ' (no formula runs in a spreadsheet); --no-csv-escape leaves them as they are.",
  ].join('\n');
}

/** A short name of a field's type for the help (`integer`, `string[]`, `a|b|c`, `date`, `time`). */
function typeName(schema: JsonSchema): string {
  const kind = dateKindOf(schema);
  if (kind) return kind;
  if (Array.isArray(schema.enum)) return schema.enum.join('|');
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return [...new Set(alternatives.map(typeName))].join('|');
  if (schema.type === 'array') return `${typeName((schema.items ?? {}) as JsonSchema)}[]`;
  return typeof schema.type === 'string' ? schema.type : 'value';
}
