// Export every client of the clients report to CSV, page by page, with progress.
// Runs against the sandbox (an in-memory Pike13 on loopback, whose reports have no lag); in real use, pass
// `subdomain` and a staff token. The service allows 60 report queries a minute: the SDK keeps to it.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';

const sandbox = await createSandbox();
const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });

const columns = ['person_id', 'full_name', 'email', 'has_membership', 'completed_visits'] as const;
const query = pike13.reports.clients
  .select(...columns)
  .limit(50)
  .withTotalCount();
const cell = (value: unknown) => (value === null ? '' : JSON.stringify(value));
const lines = [columns.join(',')];
let pages = 0;
for await (const page of query.pages()) {
  pages += 1;
  for (const row of page.rows) lines.push(columns.map((name) => cell(row[name])).join(','));
  console.log(`page ${pages}: ${lines.length - 1} of ${page.totalCount ?? '?'} rows`);
}

const file = join(await mkdtemp(join(tmpdir(), 'pike13-export-')), 'clients.csv');
await writeFile(file, `${lines.join('\n')}\n`);
const seeded = sandbox.state.tables.people.filter((p) => p.role === 'client').length;
console.log(`wrote ${lines.length - 1} rows to ${file}`);
if (lines.length - 1 !== seeded)
  throw new Error(`exported ${lines.length - 1} clients, the studio has ${seeded}`);

await sandbox.close();
