import { parseArgs } from 'node:util';
import { checkSince } from '../sync/changes.ts';
import { SYNC_RESOURCES } from '../sync/sources.ts';
import type { SyncBatch, SyncResource } from '../sync/types.ts';
import { clientFromEnv, TARGET_OPTIONS, targetOf } from './client-from-env.ts';
import { didYouMean } from './did-you-mean.ts';
import { writeHelp } from './help-layout.ts';
import { cliIo } from './io.ts';
import { Progress } from './progress.ts';
import { UsageError } from './usage-error.ts';

/** The help of `pike13 sync`, laid out by `writeHelp` (rows: `term\tmeaning`). */
const SYNC_USAGE = [
  'Usage: pike13 sync --db <file | postgres://…> [options]',
  '',
  [
    `Mirrors the studio into a database: one table per resource (${SYNC_RESOURCES.join(', ')}), typed columns`,
    'and the raw JSON in _raw, deletions kept in _deleted_at, the cursor in pike13_sync (same transaction as',
    'the rows). A second run reads people and invoices changed since, visits of a window from 7 days before',
    'the last run, plans through the person plans report (500 a request), and writes only what changed; a stopped',
    'run resumes where it stopped.',
  ].join(' '),
  '',
  'Options:',
  '  --db file|url\ta SQLite file (created if missing), or a postgres:// URL (needs the pg package)',
  '  --resources a,b\tthe resources to mirror: people, invoices, plans, visits (default all)',
  "  --since TIME\ton a resource's first run, only what changed since (ISO 8601 with a zone)",
  '  --full\tre-read everything, and record as deleted what the service no longer has (visits changed before the window arrive this way, or through visit webhooks)',
  '  --plans-from-webhooks\ta receiver subscribed to the plan topics keeps the plans: after their first read, runs do not poll them',
  '  --progress\tthe progress line on stderr even when it is not a terminal',
  '  --subdomain S | --base-url URL | --profile P\twhere calls go and the token (pike13 --help)',
].join('\n');

/** What `pike13 sync` was asked. */
interface SyncArgs {
  db: string;
  resources: SyncResource[];
  since: string | undefined;
  full: boolean;
  plansFromWebhooks: boolean;
  progress: boolean;
  target: ReturnType<typeof targetOf>;
}

/** `pike13 sync --db …`: brings the mirror up to date, progress and a summary per resource on stderr. */
export async function runSync(args: string[]): Promise<void> {
  const parsed = readArgs(args);
  if (parsed === undefined) {
    writeHelp(SYNC_USAGE);
    return;
  }
  const client = await clientFromEnv(parsed.target);
  const { openMirror, syncIntoMirror } = await import('../sync/index.ts');
  const mirror = await openMirror(parsed.db);
  const report = new SyncReport(parsed.progress || cliIo().stderr.isTTY === true);
  try {
    await syncIntoMirror(client, mirror, {
      resources: parsed.resources,
      full: parsed.full,
      plansFromWebhooks: parsed.plansFromWebhooks,
      ...(parsed.since === undefined ? {} : { since: parsed.since }),
      onBatch: (batch, deleted) => report.batch(batch, deleted),
    });
  } finally {
    report.finish();
    await mirror.close();
  }
}

function readArgs(args: string[]): SyncArgs | undefined {
  const { values, positionals } = parseArgs({
    args,
    options: {
      db: { type: 'string' },
      resources: { type: 'string' },
      since: { type: 'string' },
      full: { type: 'boolean', default: false },
      'plans-from-webhooks': { type: 'boolean', default: false },
      progress: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      ...TARGET_OPTIONS,
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return undefined;
  if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
  if (values.db === undefined || values.db.trim() === '') {
    throw new UsageError('--db is required: a SQLite file path or a postgres:// URL');
  }
  return {
    db: values.db,
    resources: resourcesOf(values.resources),
    since: checkSince(values.since),
    full: values.full,
    plansFromWebhooks: values['plans-from-webhooks'],
    progress: values.progress,
    target: targetOf(values),
  };
}

function resourcesOf(text: string | undefined): SyncResource[] {
  if (text === undefined) return [...SYNC_RESOURCES];
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new UsageError('--resources needs at least one resource');
  for (const name of names) {
    if (!(SYNC_RESOURCES as string[]).includes(name)) {
      throw new UsageError(
        `--resources: unknown resource ${name}${didYouMean(name, SYNC_RESOURCES)} (resources: ${SYNC_RESOURCES.join(', ')})`,
      );
    }
  }
  return names as SyncResource[];
}

/**
 * Per resource: a progress line while it is read (when shown), then a summary line each, on stderr. The
 * Core lists and the visits are read side by side: the one progress line shows the resource of the last
 * batch, and the summaries come at the end, in the order the resources began.
 */
class SyncReport {
  readonly #showProgress: boolean;
  readonly #tallies = new Map<SyncResource, Tally>();
  #shown = false;

  constructor(showProgress: boolean) {
    this.#showProgress = showProgress;
  }

  batch(batch: SyncBatch, deleted: number): void {
    const tally = this.#tallyOf(batch.resource);
    const upserts = batch.changes.filter((change) => change.op === 'upsert').length;
    tally.changes += upserts;
    tally.deleted += deleted;
    tally.pages += 1;
    tally.progress?.page(upserts, batch.total);
  }

  finish(): void {
    const { stderr } = cliIo();
    if (this.#shown) stderr.write('\n');
    this.#shown = false;
    const count = (n: number) => n.toLocaleString('en-US');
    for (const [resource, { changes, deleted, pages }] of this.#tallies) {
      stderr.write(
        `${resource}: ${count(changes)} written, ${count(deleted)} deleted, ${count(pages)} page${pages === 1 ? '' : 's'}\n`,
      );
    }
    this.#tallies.clear();
  }

  #tallyOf(resource: SyncResource): Tally {
    let tally = this.#tallies.get(resource);
    if (tally === undefined) {
      const { stderr } = cliIo();
      const write = (text: string) => {
        this.#shown = true;
        stderr.write(text.startsWith('\r') ? `\r${resource}: ${text.slice(1)}` : text);
      };
      tally = {
        changes: 0,
        deleted: 0,
        pages: 0,
        ...(this.#showProgress ? { progress: new Progress(write) } : {}),
      };
      this.#tallies.set(resource, tally);
    }
    return tally;
  }
}

/** What a run did to one resource so far. */
interface Tally {
  changes: number;
  deleted: number;
  pages: number;
  progress?: Progress;
}
