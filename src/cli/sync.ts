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

/** Per resource: a progress line while it is read (when shown), then a summary line, on stderr. */
class SyncReport {
  readonly #showProgress: boolean;
  #resource: SyncResource | undefined;
  #progress: Progress | undefined;
  #changes = 0;
  #pages = 0;
  #deleted = 0;

  constructor(showProgress: boolean) {
    this.#showProgress = showProgress;
  }

  batch(batch: SyncBatch, deleted: number): void {
    if (batch.resource !== this.#resource) this.#start(batch.resource);
    const upserts = batch.changes.filter((change) => change.op === 'upsert').length;
    this.#changes += upserts;
    this.#deleted += deleted;
    this.#pages += 1;
    this.#progress?.page(upserts, batch.total);
  }

  finish(): void {
    if (this.#resource === undefined) return;
    this.#progress?.finish();
    const count = (n: number) => n.toLocaleString('en-US');
    cliIo().stderr.write(
      `${this.#resource}: ${count(this.#changes)} written, ${count(this.#deleted)} deleted, ${count(this.#pages)} page${this.#pages === 1 ? '' : 's'}\n`,
    );
    this.#resource = undefined;
  }

  #start(resource: SyncResource): void {
    this.finish();
    this.#resource = resource;
    this.#changes = 0;
    this.#pages = 0;
    this.#deleted = 0;
    if (this.#showProgress) {
      const { stderr } = cliIo();
      stderr.write(`${resource}\n`);
      this.#progress = new Progress((text) => stderr.write(text));
    }
  }
}
