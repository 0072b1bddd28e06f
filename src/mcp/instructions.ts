import { DEFAULT_ALL_LIMIT } from './paging.ts';

/** What the server tells a model once, so that no tool repeats it: paging, fields, effects, the sandbox. */
export const SERVER_INSTRUCTIONS = [
  'Pike13 (studio and class bookings) tools, one per endpoint: desk_* as staff, front_* as a client, account_*, webhooks_*, reports_* (Reporting API).',
  `Lists answer {items, total_count, has_more, next_cursor}. One call reads one page; all: true reads on up to limit items (default ${DEFAULT_ALL_LIMIT}). When has_more is true the list is cut: pass next_cursor as cursor, with the same other arguments, to go on. total_count is the whole list's size as the service counts it.`,
  'Items of a list carry their plain values that say something: null, false, "" and nested objects or lists are left out. Ask fields: ["id", "location", …] for chosen fields, ["*"] for everything as sent.',
  'Each tool is annotated with its declared effect: readOnlyHint (changes nothing), destructiveHint (overwrites or removes what exists: updates, deletes, voids, refunds, cancels), idempotentHint (safe to repeat). Tools that change data are served only when the server runs with --allow-writes. Unknown arguments are refused before anything is sent.',
  'Against the sandbox (pike13 sandbox, PIKE13_BASE_URL on loopback) every call acts on made-up data kept in memory, so writes are safe to try; against a real business they act on its data.',
  'For analyses (attendance, retention, revenue, unpaid invoices) call reports_fields for what a report offers, then reports_query.',
].join('\n');
