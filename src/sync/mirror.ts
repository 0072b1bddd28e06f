import { type BatchTrace, batchTracing } from './batch-tracing.ts';
import { type Column, columnsOf, columnValue, keyOf } from './columns.ts';
import { cursorWithDigests, type StoredDigests } from './cursor.ts';
import type { SqlDatabase } from './database.ts';
import type {
  SyncBatch,
  SyncChange,
  SyncDeletion,
  SyncDigests,
  SyncReread,
  SyncRereadDone,
  SyncResource,
  SyncSweepEnd,
  SyncUpsert,
} from './types.ts';

/** The table that holds the cursor, written in the same transaction as the rows it covers. */
const CURSOR_TABLE = 'pike13_sync';

/** The table of the records marked for the next run to re-read by id (`reread` changes), and since when. */
const REREAD_TABLE = 'pike13_sync_reread';

/**
 * The digests of the diffed resources (`SyncBatch.digests`): the last run's baseline (`next` 0) and those the
 * read under way kept so far (`next` 1), each baseline row marked once the read under way has read it again.
 */
const DIGEST_TABLE = 'pike13_sync_digests';

/** Columns every mirrored table has besides the schema's: the raw JSON and the sync's own bookkeeping. */
const META = ['_raw', '_deleted_at', '_merged_into_id', '_sweep', '_synced_at'] as const;

const quote = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a column name: ${name}`);
  return `"${name}"`;
};

/**
 * A mirror of a studio in a SQL database: one table per resource (typed columns from the schemas, the raw
 * JSON in `_raw`, the service's id as primary key, deletions kept with `_deleted_at`), and the sync's
 * cursor in `pike13_sync`, stored in the same transaction as each batch's rows.
 */
export class Mirror {
  readonly #db: SqlDatabase;
  readonly #columns = new Map<SyncResource, Column[]>();

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  /** Creates the tables of `resources` and the cursor's table where they do not exist yet. */
  async prepare(resources: readonly SyncResource[]): Promise<void> {
    const { types } = this.#db.dialect;
    await this.#db.exec(
      `CREATE TABLE IF NOT EXISTS ${CURSOR_TABLE} ("name" text PRIMARY KEY, "cursor" text NOT NULL, "updated_at" text NOT NULL)`,
    );
    await this.#db.exec(
      `CREATE TABLE IF NOT EXISTS ${REREAD_TABLE} ("resource" text NOT NULL, "id" ${types.id} NOT NULL, "marked_at" text NOT NULL, PRIMARY KEY ("resource", "id"))`,
    );
    await this.#db.exec(
      `CREATE TABLE IF NOT EXISTS ${DIGEST_TABLE} ("resource" text NOT NULL, "id" ${types.id} NOT NULL, "next" integer NOT NULL, "digest" text NOT NULL, "reread" integer NOT NULL, PRIMARY KEY ("resource", "next", "id"))`,
    );
    for (const resource of resources) {
      const columns = this.#columnsOf(resource);
      const typed = columns.map(
        (c) => `${quote(c.name)} ${types[c.kind]}${c.name === keyOf(resource) ? ' PRIMARY KEY' : ''}`,
      );
      const meta = [
        `"_raw" ${types.json} NOT NULL`,
        '"_deleted_at" text',
        `"_merged_into_id" ${types.id}`,
        '"_sweep" integer',
        '"_synced_at" text NOT NULL',
      ];
      await this.#db.exec(
        `CREATE TABLE IF NOT EXISTS ${quote(resource)} (${[...typed, ...meta].join(', ')})`,
      );
    }
  }

  /** The cursor stored by the last batch, if any, with the digests the batches left with the mirror. */
  async cursor(): Promise<string | undefined> {
    const rows = await this.#db.query(
      `SELECT "cursor" FROM ${CURSOR_TABLE} WHERE "name" = ${this.#db.dialect.param(1)}`,
      ['cursor'],
    );
    const cursor = rows[0]?.cursor;
    return typeof cursor === 'string' ? cursorWithDigests(cursor, await this.#storedDigests()) : undefined;
  }

  /** Every digest kept, read once when a run begins. */
  async #storedDigests(): Promise<Partial<Record<SyncResource, StoredDigests>>> {
    const stored: Partial<Record<SyncResource, StoredDigests>> = {};
    const rows = await this.#db.query(
      `SELECT "resource", "id", "next", "digest", "reread" FROM ${DIGEST_TABLE}`,
    );
    for (const row of rows) {
      const resource = row.resource as SyncResource;
      stored[resource] ??= { base: {}, next: {}, unread: [] };
      const digests = stored[resource];
      const id = Number(row.id);
      if (Number(row.next) === 1) digests.next[id] = String(row.digest);
      else {
        digests.base[id] = String(row.digest);
        if (Number(row.reread) === 0) digests.unread.push(id);
      }
    }
    return stored;
  }

  /** The ids of `resource` marked for the next run to re-read (`reread` changes not yet done), in order. */
  async rereads(resource: SyncResource): Promise<number[]> {
    const sql = `SELECT "id" FROM ${REREAD_TABLE} WHERE "resource" = ${this.#db.dialect.param(1)} ORDER BY "id"`;
    return (await this.#db.query(sql, [resource])).map((row) => Number(row.id));
  }

  /**
   * Writes a batch's changes and its cursor (when it has one) in one transaction; the number of records its
   * `delete` changes recorded as deleted (a `listed` one counts only when it marked a row not yet marked).
   */
  apply(batch: SyncBatch): Promise<number> {
    if (!batchTracing?.hasSubscribers) return this.#apply(batch);
    const trace: BatchTrace = { batch, deleted: undefined };
    return batchTracing.tracePromise(async () => (trace.deleted = await this.#apply(batch)), trace);
  }

  async #apply(batch: SyncBatch): Promise<number> {
    const now = new Date().toISOString();
    let deleted = 0;
    await this.#db.transaction(async () => {
      for (const group of inGroups(batch.changes)) deleted += await this.#write(group, now);
      if (batch.digests !== undefined) await this.#storeDigests(batch.resource, batch.digests);
      if (batch.cursor !== undefined) await this.#storeCursor(batch.cursor, now);
    });
    return deleted;
  }

  /** Closes the connection. */
  close(): Promise<void> {
    return this.#db.close();
  }

  #columnsOf(resource: SyncResource): Column[] {
    let columns = this.#columns.get(resource);
    if (columns === undefined) {
      columns = columnsOf(resource);
      this.#columns.set(resource, columns);
    }
    return columns;
  }

  /** Writes one change (or a run of upserts); the number of records it recorded as deleted. */
  async #write(change: SyncChange | SyncUpsert[], now: string): Promise<number> {
    if (Array.isArray(change)) await this.#upsert(change, now);
    else if (change.op === 'upsert') await this.#upsert([change], now);
    else if (change.op === 'delete') return this.#delete(change, now);
    else if (change.op === 'sweep-end') await this.#endSweep(change, now);
    else if (change.op === 'reread') await this.#markReread(change, now);
    else await this.#rereadDone(change);
    return 0;
  }

  /** Upserts records of one resource with one statement (one round trip for a page). */
  #upsert(changes: SyncUpsert[], now: string): Promise<unknown> {
    const { dialect } = this.#db;
    const resource = (changes[0] as SyncUpsert).resource;
    const columns = this.#columnsOf(resource);
    const names = [...columns.map((c) => c.name), ...META];
    const values = changes.flatMap((change) => {
      const record = change.record as Record<string, unknown>;
      const typed = columns.map((c) => {
        const value = columnValue(c, record);
        return typeof value === 'boolean' ? dialect.boolean(value) : value;
      });
      return [...typed, JSON.stringify(record), null, null, change.sweep ?? null, now];
    });
    const rows = changes.map(
      (_, row) => `(${names.map((_, i) => dialect.param(row * names.length + i + 1)).join(', ')})`,
    );
    const updates = names
      .filter((name) => name !== keyOf(resource))
      .map((name) =>
        name === '_sweep'
          ? `"_sweep" = COALESCE(excluded."_sweep", ${quote(resource)}."_sweep")`
          : `${quote(name)} = excluded.${quote(name)}`,
      );
    const sql = `INSERT INTO ${quote(resource)} (${names.map(quote).join(', ')}) VALUES ${rows.join(', ')} ON CONFLICT (${quote(keyOf(resource))}) DO UPDATE SET ${updates.join(', ')}${this.#notOlder(resource, columns)}`;
    return this.#db.query(sql, values);
  }

  /**
   * A record older than the stored one (a webhook delivered late, after a sync read a newer copy) does not
   * overwrite it: compared on `updated_at` where both have one.
   */
  #notOlder(resource: SyncResource, columns: Column[]): string {
    if (!columns.some((column) => column.name === 'updated_at')) return '';
    const { time } = this.#db.dialect;
    const stored = `${quote(resource)}."updated_at"`;
    return ` WHERE excluded."updated_at" IS NULL OR ${stored} IS NULL OR ${time('excluded."updated_at"')} >= ${time(stored)}`;
  }

  async #delete(change: SyncDeletion, now: string): Promise<number> {
    const p = (n: number) => this.#db.dialect.param(n);
    const key = quote(keyOf(change.resource));
    if (change.listed) {
      const sql = `UPDATE ${quote(change.resource)} SET "_deleted_at" = ${p(1)}, "_synced_at" = ${p(2)} WHERE ${key} = ${p(3)} AND "_deleted_at" IS NULL RETURNING ${key}`;
      return (await this.#db.query(sql, [now, now, change.id])).length;
    }
    const sql = `INSERT INTO ${quote(change.resource)} (${key}, "_raw", "_deleted_at", "_merged_into_id", "_synced_at") VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}) ON CONFLICT (${key}) DO UPDATE SET "_deleted_at" = excluded."_deleted_at", "_merged_into_id" = excluded."_merged_into_id", "_synced_at" = excluded."_synced_at"`;
    await this.#db.query(sql, [
      change.id,
      JSON.stringify({ [keyOf(change.resource)]: change.id }),
      change.deletedAt ?? now,
      change.mergedIntoId ?? null,
      now,
    ]);
    return 1;
  }

  /** Rows a sweep did not re-read, and nothing wrote since it began, are gone from the service. */
  #endSweep(change: SyncSweepEnd, now: string): Promise<unknown> {
    const p = (n: number) => this.#db.dialect.param(n);
    const sql = `UPDATE ${quote(change.resource)} SET "_deleted_at" = ${p(1)} WHERE "_deleted_at" IS NULL AND ("_sweep" IS NULL OR "_sweep" < ${p(2)}) AND "_synced_at" < ${p(3)}`;
    return this.#db.query(sql, [now, change.sweep, change.startedAt]);
  }

  #markReread(change: SyncReread, now: string): Promise<unknown> {
    const p = (n: number) => this.#db.dialect.param(n);
    const sql = `INSERT INTO ${REREAD_TABLE} ("resource", "id", "marked_at") VALUES (${p(1)}, ${p(2)}, ${p(3)}) ON CONFLICT ("resource", "id") DO UPDATE SET "marked_at" = excluded."marked_at"`;
    return this.#db.query(sql, [change.resource, change.id, now]);
  }

  /** Clears the marks of records re-read, unless made after the read began (a change the read may miss). */
  #rereadDone(change: SyncRereadDone): Promise<unknown> {
    if (change.ids.length === 0) return Promise.resolve();
    const p = (n: number) => this.#db.dialect.param(n);
    const ids = change.ids.map((_, i) => p(i + 3)).join(', ');
    const sql = `DELETE FROM ${REREAD_TABLE} WHERE "resource" = ${p(1)} AND "marked_at" < ${p(2)} AND "id" IN (${ids})`;
    return this.#db.query(sql, [change.resource, change.readAt, ...change.ids]);
  }

  /**
   * Keeps a page's digests: a read's first page drops what an unfinished read kept and the marks of the
   * baseline; its last page makes what it kept the baseline.
   */
  async #storeDigests(resource: SyncResource, digests: SyncDigests): Promise<void> {
    const p = (n: number) => this.#db.dialect.param(n);
    if (digests.start) {
      await this.#db.query(`DELETE FROM ${DIGEST_TABLE} WHERE "resource" = ${p(1)} AND "next" = 1`, [
        resource,
      ]);
      await this.#db.query(`UPDATE ${DIGEST_TABLE} SET "reread" = 0 WHERE "resource" = ${p(1)}`, [resource]);
    }
    const kept = Object.entries(digests.kept);
    for (let start = 0; start < kept.length; start += ROWS_A_STATEMENT) {
      const rows = kept.slice(start, start + ROWS_A_STATEMENT);
      const values = rows
        .map((_, i) => `(${p(i * 3 + 1)}, ${p(i * 3 + 2)}, 1, ${p(i * 3 + 3)}, 0)`)
        .join(', ');
      const sql = `INSERT INTO ${DIGEST_TABLE} ("resource", "id", "next", "digest", "reread") VALUES ${values} ON CONFLICT ("resource", "next", "id") DO UPDATE SET "digest" = excluded."digest"`;
      await this.#db.query(
        sql,
        rows.flatMap(([id, digest]) => [resource, Number(id), digest]),
      );
    }
    for (let start = 0; start < digests.read.length; start += ROWS_A_STATEMENT) {
      const ids = digests.read.slice(start, start + ROWS_A_STATEMENT);
      const sql = `UPDATE ${DIGEST_TABLE} SET "reread" = 1 WHERE "resource" = ${p(1)} AND "next" = 0 AND "id" IN (${ids.map((_, i) => p(i + 2)).join(', ')})`;
      await this.#db.query(sql, [resource, ...ids]);
    }
    if (digests.end) {
      await this.#db.query(`DELETE FROM ${DIGEST_TABLE} WHERE "resource" = ${p(1)} AND "next" = 0`, [
        resource,
      ]);
      await this.#db.query(`UPDATE ${DIGEST_TABLE} SET "next" = 0, "reread" = 0 WHERE "resource" = ${p(1)}`, [
        resource,
      ]);
    }
  }

  #storeCursor(cursor: string, now: string): Promise<unknown> {
    const p = (n: number) => this.#db.dialect.param(n);
    const sql = `INSERT INTO ${CURSOR_TABLE} ("name", "cursor", "updated_at") VALUES (${p(1)}, ${p(2)}, ${p(3)}) ON CONFLICT ("name") DO UPDATE SET "cursor" = excluded."cursor", "updated_at" = excluded."updated_at"`;
    return this.#db.query(sql, ['cursor', cursor, now]);
  }
}

/** Most rows a statement upserts: within every database's limit of parameters (SQLite 32,766). */
const ROWS_A_STATEMENT = 100;

/**
 * The changes in order, each run of upserts of one resource gathered (at most `ROWS_A_STATEMENT`, each id
 * once: a later copy of a record in the same run starts a new group, so that it still wins).
 */
function inGroups(changes: readonly SyncChange[]): (SyncChange | SyncUpsert[])[] {
  const groups: (SyncChange | SyncUpsert[])[] = [];
  let run: SyncUpsert[] = [];
  let ids = new Set<number>();
  for (const change of changes) {
    const fits =
      change.op === 'upsert' &&
      run.length < ROWS_A_STATEMENT &&
      !ids.has(change.id) &&
      (run[0] === undefined || run[0].resource === change.resource);
    if (!fits && run.length > 0) {
      groups.push(run);
      run = [];
      ids = new Set();
    }
    if (change.op === 'upsert') {
      run.push(change);
      ids.add(change.id);
    } else groups.push(change);
  }
  if (run.length > 0) groups.push(run);
  return groups;
}
