import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { describeStore, openRemoteStore } from '../../../src/mcp/remote/open-store.ts';
import { openSqliteStore } from '../../../src/mcp/remote/sqlite-store.ts';
import { closedAfter, TEST_KEY } from './store-contract.ts';

const OTHER_KEY = Buffer.alloc(32, 9).toString('base64');
const NO_KEY =
  'PIKE13_MCP_STORE_KEY is not set: the store keeps Pike13 tokens sealed with it (make one with: openssl ' +
  'rand -base64 32); or choose --store memory (one process, forgotten on restart)';

/** A temporary folder the test works in (its working directory), removed when it ends. */
function workIn(context: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'pike13-mcp-open-'));
  const before = process.cwd();
  process.chdir(dir);
  context.onTestFinished(() => {
    process.chdir(before);
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

describe('openRemoteStore', () => {
  it('by default, a sealed SQLite file pike13-mcp.db in the working directory, that outlives the process', async (context) => {
    const dir = workIn(context);
    const store = await openRemoteStore({ key: TEST_KEY });
    await store.put('pike13', 'grant', { subdomain: 'studio' });
    await store.close();
    expect(existsSync(join(dir, 'pike13-mcp.db'))).toBe(true);
    const raw = closedAfter(context, await openSqliteStore(join(dir, 'pike13-mcp.db')));
    expect(await raw.get('pike13', 'grant')).toMatch(/^v1\./);
    const again = closedAfter(context, await openRemoteStore({ key: TEST_KEY }));
    expect(await again.get('pike13', 'grant')).toEqual({ subdomain: 'studio' });
  });

  it('without a key, or with a malformed one, refuses before any file is made', async (context) => {
    const dir = workIn(context);
    await expect(openRemoteStore()).rejects.toThrow(NO_KEY);
    await expect(openRemoteStore({ store: 'state.db', key: '  ' })).rejects.toThrow(NO_KEY);
    const malformed = await openRemoteStore({ key: 'hunter2-not-a-key' }).catch((thrown: Error) => thrown);
    expect((malformed as Error).message).toBe(
      'PIKE13_MCP_STORE_KEY: 32 bytes in base64 (44 characters); make one with: openssl rand -base64 32',
    );
    expect(existsSync(join(dir, 'pike13-mcp.db'))).toBe(false);
    expect(existsSync(join(dir, 'state.db'))).toBe(false);
  });

  it('refuses a store another key sealed', async (context) => {
    const dir = workIn(context);
    await (await openRemoteStore({ store: `sqlite:${join(dir, 'state.db')}`, key: TEST_KEY })).close();
    await expect(openRemoteStore({ store: join(dir, 'state.db'), key: OTHER_KEY })).rejects.toThrow(
      'PIKE13_MCP_STORE_KEY does not open this store: another key sealed its records',
    );
  });

  it('memory needs no key: nothing outlives the process', async (context) => {
    workIn(context);
    const store = closedAfter(context, await openRemoteStore({ store: 'memory' }));
    await store.put('codes', 'c', 1, 60_000);
    expect(await store.take('codes', 'c')).toBe(1);
    expect(existsSync('pike13-mcp.db')).toBe(false);
  });

  it('refuses a URL of a kind it cannot keep records in', async () => {
    for (const store of ['mysql://db.example/app', 'https://store.example/', '']) {
      await expect(openRemoteStore({ store, key: TEST_KEY })).rejects.toThrow(
        'store: a SQLite file path, a postgres:// or redis:// URL, or memory',
      );
    }
  });

  it('describes where the store is for a banner, a password hidden', () => {
    expect(describeStore()).toBe('SQLite file pike13-mcp.db');
    expect(describeStore('sqlite:/var/lib/mcp.db')).toBe('SQLite file /var/lib/mcp.db');
    expect(describeStore('postgres://mcp:s3cret-pass@db:5432/mcp')).toBe(
      'Postgres postgres://mcp:***@db:5432/mcp',
    );
    expect(describeStore('rediss://:s3cret-pass@cache:6380')).toBe('Redis rediss://:***@cache:6380');
    expect(describeStore('memory')).toBe('memory (one process, forgotten on restart)');
  });
});
