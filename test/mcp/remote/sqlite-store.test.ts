import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, type TestContext, vi } from 'vitest';
import { sealedStore } from '../../../src/mcp/remote/sealed-store.ts';
import { openSqliteStore } from '../../../src/mcp/remote/sqlite-store.ts';
import { closedAfter, PIKE13_TOKEN, storeContract, TEST_KEY } from './store-contract.ts';

/** A temporary folder of the test's own, removed when it ends. */
function folder(context: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'pike13-mcp-store-'));
  context.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function rowCount(path: string): number {
  const db = new DatabaseSync(path);
  try {
    return Number((db.prepare('SELECT count(*) AS n FROM pike13_mcp_store').get() as { n: number }).n);
  } finally {
    db.close();
  }
}

describe('the SQLite store (node:sqlite, one file)', () => {
  const files = new WeakMap<TestContext, string>();
  storeContract(async (context, options) => {
    if (options?.fresh || !files.has(context)) files.set(context, join(folder(context), 'store.db'));
    return closedAfter(context, await openSqliteStore(files.get(context) as string));
  });

  it('a write sweeps expired rows: the file does not grow with codes nobody redeemed', async (context) => {
    const path = join(folder(context), 'store.db');
    const store = closedAfter(context, await openSqliteStore(path));
    for (let i = 0; i < 50; i++) await store.put('codes', `unused-${i}`, { i }, 20);
    await store.put('clients', 'kept', { name: 'kept' });
    expect(rowCount(path)).toBeGreaterThanOrEqual(2);
    await vi.waitFor(async () => expect(await store.get('codes', 'unused-49')).toBeUndefined());
    await store.put('pending', 'next', { state: 'x' }, 60_000);
    expect(rowCount(path)).toBe(2);
    expect(await store.get('clients', 'kept')).toEqual({ name: 'kept' });
  });

  it('the file holds no Pike13 token in the clear when sealed (unsealed, it would)', async (context) => {
    const dir = folder(context);
    const grant = { accessToken: PIKE13_TOKEN, subdomain: 'studio' };
    const fileBytes = async (name: string, seal: boolean) => {
      const inner = await openSqliteStore(join(dir, name));
      const store = seal ? await sealedStore(inner, TEST_KEY) : inner;
      await store.put('pike13', 'f'.repeat(64), grant);
      expect(await store.get('pike13', 'f'.repeat(64))).toEqual(grant);
      await store.close();
      return Buffer.concat(
        [name, `${name}-wal`].map((file) => readFileSync(join(dir, file), { flag: 'a+' })),
      );
    };
    expect((await fileBytes('plain.db', false)).includes(PIKE13_TOKEN)).toBe(true);
    const sealed = await fileBytes('sealed.db', true);
    expect(sealed.includes(PIKE13_TOKEN.slice(8, 24))).toBe(false);
    expect(sealed.includes('studio')).toBe(false);
  });

  it('a file that is not SQLite is refused with its path, before anything is written', async (context) => {
    const path = join(folder(context), 'notes.txt');
    writeFileSync(path, 'not a database at all, just some text that is long enough to have a header');
    await expect(openSqliteStore(path)).rejects.toThrow(`cannot use ${path} as the store`);
    expect(readFileSync(path, 'utf8')).toMatch(/^not a database/);
  });
});
