import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/sync/cursor.ts';
import type { SqlDatabase } from '../../src/sync/database.ts';
import { syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { Mirror } from '../../src/sync/mirror.ts';
import { openSqliteDatabase, openSqliteMirror } from '../../src/sync/sqlite.ts';
import type { SyncDeletion, SyncDigests, SyncRereadDone, SyncUpsert } from '../../src/sync/types.ts';
import { sandboxFor, sdk } from '../sandbox/support.ts';
import { mirroredRows, tempDb } from '../support/sync-mirror.ts';

const upsert = (id: number, first_name: string): SyncUpsert => ({
  op: 'upsert',
  resource: 'people',
  id,
  record: { id, first_name },
});

/** A mirror over the SQLite file, every statement that writes the digests' table recorded. */
async function digestWritesRecorded(file: string) {
  const db = await openSqliteDatabase(file);
  const writes: string[] = [];
  const recording: SqlDatabase = {
    dialect: db.dialect,
    exec: (sql) => db.exec(sql),
    query: (sql, params) => {
      if (/^(INSERT INTO|UPDATE|DELETE FROM) pike13_sync_digests /.test(sql)) writes.push(sql);
      return db.query(sql, params);
    },
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
  };
  return { mirror: new Mirror(recording), writes, db };
}

describe('Mirror.apply', () => {
  it('a batch of 250 records stores each once; a later copy of a record in the same batch wins', async () => {
    const file = tempDb();
    const mirror = await openSqliteMirror(file);
    await mirror.prepare(['people']);
    const changes = Array.from({ length: 250 }, (_, i) => upsert(i + 1, `P${i + 1}`));
    await mirror.apply({
      resource: 'people',
      changes: [...changes, upsert(7, 'Seventh again')],
      cursor: 'c1',
    });
    expect(await mirror.cursor()).toBe('c1');
    await mirror.close();
    const rows = mirroredRows(file, 'people');
    expect(rows.map((row) => row.id)).toEqual(changes.map((change) => change.id));
    expect(rows[6]?.first_name).toBe('Seventh again');
  });

  it('a batch that fails stores none of its rows and not its cursor', async () => {
    const file = tempDb();
    const mirror = await openSqliteMirror(file);
    await mirror.prepare(['people']);
    await mirror.apply({ resource: 'people', changes: [upsert(1, 'Kept')], cursor: 'c1' });
    const broken = { op: 'upsert', resource: 'people', id: 2, record: { id: 2n } } as unknown as SyncUpsert;
    await expect(
      mirror.apply({ resource: 'people', changes: [upsert(3, 'Lost'), broken], cursor: 'c2' }),
    ).rejects.toThrow();
    expect(await mirror.cursor()).toBe('c1');
    await mirror.close();
    expect(mirroredRows(file, 'people').map((row) => row.first_name)).toEqual(['Kept']);
  });

  it('a person a report lists as deleted marks the mirrored row once; an absent id writes nothing', async () => {
    const file = tempDb();
    const mirror = await openSqliteMirror(file);
    await mirror.prepare(['people']);
    await mirror.apply({ resource: 'people', changes: [upsert(1, 'Ada'), upsert(2, 'Bo')], cursor: 'c1' });
    const listed = (id: number): SyncDeletion => ({ op: 'delete', resource: 'people', id, listed: true });
    expect(await mirror.apply({ resource: 'people', changes: [listed(1), listed(99)], cursor: 'c2' })).toBe(
      1,
    );
    const marked = mirroredRows(file, 'people', '1 = 1')[0]?._deleted_at;
    expect(await mirror.apply({ resource: 'people', changes: [listed(1)], cursor: 'c3' })).toBe(0);
    await mirror.close();
    const rows = mirroredRows(file, 'people', '1 = 1');
    expect(rows.map((row) => [row.id, row.first_name, row._deleted_at === null])).toEqual([
      [1, 'Ada', false],
      [2, 'Bo', true],
    ]);
    expect(typeof marked).toBe('string');
    expect(rows[0]?._deleted_at).toBe(marked);
  });

  it('a visit marked again after its re-read began stays marked; one marked before is cleared', async () => {
    const mirror = await openSqliteMirror(tempDb());
    await mirror.prepare(['visits']);
    await mirror.apply({ resource: 'visits', changes: [{ op: 'reread', resource: 'visits', id: 7 }] });
    const readBefore: SyncRereadDone = {
      op: 'reread-done',
      resource: 'visits',
      ids: [7],
      readAt: '2000-01-01T00:00:00.000Z',
    };
    await mirror.apply({ resource: 'visits', changes: [readBefore] });
    expect(await mirror.rereads('visits')).toEqual([7]);
    const readAfter: SyncRereadDone = { ...readBefore, readAt: new Date(Date.now() + 60_000).toISOString() };
    await mirror.apply({ resource: 'visits', changes: [readAfter] });
    expect(await mirror.rereads('visits')).toEqual([]);
    await mirror.close();
  });
});

describe('Mirror: the digests of diffed resources', () => {
  it('keeps each batch’s page of digests, puts them back into the cursor, and makes them the baseline at the end', async () => {
    const file = tempDb();
    const mirror = await openSqliteMirror(file);
    await mirror.prepare(['plans']);
    const base = { plans: { sweeps: 1, digests: { 1: 'a', 2: 'b', 3: 'c' } } };
    await mirror.apply({
      resource: 'plans',
      changes: [],
      cursor: encodeCursor(base),
      digests: { start: true, kept: { 1: 'a', 2: 'b', 3: 'c' }, read: [1, 2, 3], end: true },
    });
    expect(decodeCursor(await mirror.cursor())).toEqual(base);

    // A diff run stopped after its first page (ids 1 and 4 read again; 2 and 3 not yet).
    const run = {
      mode: 'diff' as const,
      startedAt: '2026-03-02T12:00:00.000Z',
      page: 2,
      digestsStarted: true as const,
    };
    const running = { plans: { ...base.plans, run: { ...run, seen: { 1: 'a', 4: 'd' }, unseen: [2, 3] } } };
    const stored = encodeCursor(running);
    expect(decodeCursor(stored)).toEqual({ plans: { sweeps: 1, digestsKept: true, run } });
    await mirror.apply({
      resource: 'plans',
      changes: [],
      cursor: stored,
      digests: { start: true, kept: { 1: 'a', 4: 'd' }, read: [1, 4] },
    });
    expect(decodeCursor(await mirror.cursor())).toEqual(running);

    await mirror.apply({
      resource: 'plans',
      changes: [],
      cursor: encodeCursor({ plans: { sweeps: 1, digests: { 1: 'a', 4: 'd', 3: 'c' } } }),
      digests: { kept: { 3: 'c' }, read: [3], end: true },
    });
    expect(decodeCursor(await mirror.cursor())).toEqual({
      plans: { sweeps: 1, digests: { 1: 'a', 3: 'c', 4: 'd' } },
    });
    await mirror.close();
  });

  it('a first sync writes the digests a diff needs and nothing more: no row is marked as read again', {
    timeout: 60_000,
  }, async () => {
    const sandbox = await sandboxFor({ clients: 40 });
    const { mirror, writes, db } = await digestWritesRecorded(tempDb());
    const pages: SyncDigests[] = [];
    await syncIntoMirror(sdk(sandbox), mirror, {
      resources: ['plans', 'visits'],
      onBatch: (batch) => batch.digests && pages.push(batch.digests),
    });
    const kept = pages.map((page) => Object.keys(page.kept).length);
    const stored = await db.query('SELECT count(*) AS "rows" FROM pike13_sync_digests');
    expect(stored).toEqual([{ rows: kept.reduce((sum, n) => sum + n, 0) }]);
    expect(pages.length).toBeGreaterThan(2);
    // Each read: its first page drops an unfinished read's digests and marks (2 statements), each page
    // inserts its digests (100 a statement), its last page makes them the baseline (2 statements).
    const inserts = kept.reduce((sum, n) => sum + Math.ceil(n / 100), 0);
    expect(writes.filter((sql) => sql.includes('"reread" = 1'))).toEqual([]);
    expect(writes).toHaveLength(2 * 2 + inserts + 2 * 2);
    await mirror.close();
  });
});
