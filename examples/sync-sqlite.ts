// Mirror a studio into SQLite, then read it with SQL: a first sync, a change made in the studio, and a
// second, incremental sync that reads only what changed. Runs against the sandbox (an in-memory Pike13 on
// loopback); with the live service, point the client at your subdomain and token instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';
import { openMirror, syncIntoMirror } from '../src/sync/index.ts';

const sandbox = await createSandbox({ clients: 300 });
const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
const dir = mkdtempSync(join(tmpdir(), 'pike13-example-'));
const file = join(dir, 'studio.db');

async function syncOnce(label: string) {
  const pages: Record<string, number> = {};
  const mirror = await openMirror(file);
  await syncIntoMirror(pike13, mirror, {
    onBatch: (batch) => {
      pages[batch.resource] = (pages[batch.resource] ?? 0) + 1;
    },
  });
  await mirror.close();
  console.log(`${label}: pages read ${JSON.stringify(pages)}`);
}

await syncOnce('first sync');
const [someone] = (await pike13.desk.people.list()).items;
if (someone === undefined) throw new Error('the sandbox has no clients');
await pike13.desk.people.update(someone.id, { first_name: 'Renamed' });
await syncOnce('second sync');

const db = new DatabaseSync(file, { readOnly: true });
const counts = db
  .prepare(
    `SELECT (SELECT count(*) FROM people WHERE _deleted_at IS NULL) AS people,
            (SELECT count(*) FROM people WHERE is_member = 1) AS members,
            (SELECT count(*) FROM invoices WHERE state = 'open') AS open_invoices`,
  )
  .get();
console.log('in the mirror:', counts);
const renamed = db.prepare('SELECT id, first_name, last_name FROM people WHERE id = ?').get(someone.id);
console.log('the change arrived:', renamed);
if (renamed?.first_name !== 'Renamed') throw new Error('the second sync missed the change');
db.close();

rmSync(dir, { recursive: true, force: true });
await sandbox.close();
