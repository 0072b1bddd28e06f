import pg from 'pg';
import { afterAll, beforeAll, expect, it, type TestContext, vi } from 'vitest';
import { openPostgresStore } from '../../../src/mcp/remote/postgres-store.ts';
import { sealedStore } from '../../../src/mcp/remote/sealed-store.ts';
import { describeWithPostgres, type OwnPostgres, startPostgres } from '../../support/postgres.ts';
import { closedAfter, everythingIn, PIKE13_TOKEN, storeContract, TEST_KEY } from './store-contract.ts';

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describeWithPostgres('the Postgres store (a cluster of its own, from Debian postgresql)', () => {
  let postgres: OwnPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop());

  storeContract(async (context: TestContext, options) => {
    if (options?.fresh) await query(postgres.url, 'DROP TABLE IF EXISTS pike13_mcp_store');
    return closedAfter(context, await openPostgresStore(postgres.url));
  });

  it('processes that start together all create or find the one table', async (context) => {
    await query(postgres.url, 'DROP TABLE IF EXISTS pike13_mcp_store');
    const stores = await Promise.all(Array.from({ length: 6 }, () => openPostgresStore(postgres.url)));
    for (const store of stores) closedAfter(context, store);
    await stores[0]?.put('clients', 'one', { n: 1 });
    expect(await stores[5]?.get('clients', 'one')).toEqual({ n: 1 });
  });

  it('a write sweeps expired rows: the table does not grow with codes nobody redeemed', async (context) => {
    await query(postgres.url, 'DROP TABLE IF EXISTS pike13_mcp_store');
    const store = closedAfter(context, await openPostgresStore(postgres.url));
    for (let i = 0; i < 50; i++) await store.put('codes', `unused-${i}`, { i }, 20);
    await store.put('clients', 'kept', { name: 'kept' });
    await vi.waitFor(async () => expect(await store.get('codes', 'unused-49')).toBeUndefined());
    await store.put('pending', 'next', { state: 'x' }, 60_000);
    const rows = await query(postgres.url, 'SELECT space, key FROM pike13_mcp_store ORDER BY key');
    expect(rows).toEqual([
      { space: 'clients', key: 'kept' },
      { space: 'pending', key: 'next' },
    ]);
  });

  it('the table holds no Pike13 token in the clear when sealed (unsealed, it would)', async (context) => {
    const grant = { accessToken: PIKE13_TOKEN, subdomain: 'studio' };
    const tableText = async (seal: boolean) => {
      await query(postgres.url, 'DROP TABLE IF EXISTS pike13_mcp_store');
      const inner = closedAfter(context, await openPostgresStore(postgres.url));
      const store = seal ? await sealedStore(inner, TEST_KEY) : inner;
      await store.put('pike13', 'f'.repeat(64), grant);
      expect(await store.get('pike13', 'f'.repeat(64))).toEqual(grant);
      return JSON.stringify(await query(postgres.url, 'SELECT * FROM pike13_mcp_store'));
    };
    expect(await tableText(false)).toContain(PIKE13_TOKEN);
    const sealed = await tableText(true);
    expect(sealed).not.toContain(PIKE13_TOKEN.slice(8, 24));
    expect(sealed).not.toContain('studio');
  });

  it('a server that does not answer is a clear error, the password in its URL hidden', async () => {
    const closed = new URL(postgres.url);
    closed.port = '9';
    closed.password = 'hunter2-secret';
    const error = await openPostgresStore(closed.toString()).catch((thrown: Error) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `cannot open the Postgres store at postgres://postgres:***@127.0.0.1:9/postgres`,
    );
    expect(everythingIn(error)).not.toContain('hunter2-secret');
  });
});
