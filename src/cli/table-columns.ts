import { didYouMean } from './did-you-mean.ts';
import { UsageError } from './usage-error.ts';

/** Most columns a table picks by itself; `--columns` asks for others, `--columns all` for every one. */
const MOST_PICKED = 6;

/** Where the picking rules below choose poorly: the columns shown, by `namespace.resource` or namespace. */
const PICKED_BY_HAND: Readonly<Record<string, readonly string[]>> = {
  webhooks: ['id', 'topic', 'target', 'name'],
  // An invoice has no name: its number, whom it bills, its state, how much and when it is due.
  'desk.invoices': ['id', 'invoice_number', 'person', 'state', 'total', 'invoice_date'],
};

/** Groups of fields a table shows, in order; the first group with a field present gives its fields. */
const PICKING_RULES: readonly (readonly (readonly string[])[])[] = [
  [['id']],
  [['name'], ['full_name'], ['title'], ['first_name', 'last_name']],
  [['email']],
  [['state'], ['status']],
  [['start_at', 'end_at'], ['start_date', 'end_date'], ['date'], ['created_at']],
];

/**
 * The columns a table shows when none are asked for: the record's id, its name, email, state and when it
 * starts and ends (else when it was created); every column (up to six) when fewer than two of those exist.
 */
export function pickColumns(endpoint: string, keys: readonly string[]): string[] {
  const present = new Set(keys);
  const [namespace, resource] = endpoint.split('.');
  const byHand = PICKED_BY_HAND[`${namespace}.${resource}`] ?? PICKED_BY_HAND[namespace as string];
  if (byHand) return byHand.filter((key) => present.has(key));
  const picked = PICKING_RULES.flatMap(
    (group) => group.find((fields) => fields.some((field) => present.has(field))) ?? [],
  ).filter((field) => present.has(field));
  return picked.length >= 2 ? picked : keys.slice(0, MOST_PICKED);
}

/** `--columns a,b,c` read: the names given, or `all`; empty names refused. */
export function parseColumns(text: string): readonly string[] | 'all' {
  if (text === 'all') return 'all';
  const names = text.split(',').map((name) => name.trim());
  if (names.some((name) => name === ''))
    throw new UsageError(`--columns takes names separated by commas, got ${JSON.stringify(text)}`);
  return names;
}

/** The columns asked for, each checked against those the records have. */
export function askedColumns(asked: readonly string[] | 'all', keys: readonly string[]): readonly string[] {
  if (asked === 'all') return keys;
  const unknown = asked.find((name) => !keys.includes(name));
  if (unknown !== undefined)
    throw new UsageError(
      `--columns: no column ${unknown}${didYouMean(unknown, keys)} (columns: ${keys.join(', ')})`,
    );
  return asked;
}
