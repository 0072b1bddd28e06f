import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { memoryStore } from '../../../src/mcp/remote/memory-store.ts';
import { sealedStore } from '../../../src/mcp/remote/sealed-store.ts';
import { openSqliteStore } from '../../../src/mcp/remote/sqlite-store.ts';
import { closedAfter, everythingIn, PIKE13_TOKEN, storeContract, TEST_KEY } from './store-contract.ts';

const OTHER_KEY = Buffer.alloc(32, 9).toString('base64url');
const grant = { accessToken: PIKE13_TOKEN, subdomain: 'studio' };

describe('the sealed store (AES-256-GCM over any store)', () => {
  const files = new WeakMap<TestContext, string>();
  storeContract(async (context, options) => {
    if (options?.fresh || !files.has(context)) {
      const dir = mkdtempSync(join(tmpdir(), 'pike13-mcp-sealed-'));
      context.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      files.set(context, join(dir, 'store.db'));
    }
    return closedAfter(
      context,
      await sealedStore(await openSqliteStore(files.get(context) as string), TEST_KEY),
    );
  });

  it('the store under it holds only sealed text, a new one each put', async () => {
    const inner = memoryStore();
    const store = await sealedStore(inner, TEST_KEY);
    await store.put('pike13', 'grant', grant);
    const first = await inner.get('pike13', 'grant');
    await store.put('pike13', 'grant', grant);
    const second = await inner.get('pike13', 'grant');
    expect(first).toMatch(/^v1\.[A-Za-z0-9+/=]{16}\.[A-Za-z0-9+/=]+$/);
    expect(second).not.toBe(first);
    expect(JSON.stringify([first, second])).not.toContain('studio');
    expect(await store.get('pike13', 'grant')).toEqual(grant);
  });

  it('a key that is not 32 bytes of base64 is refused, never quoted', async () => {
    for (const key of [
      '',
      'short-key',
      'a'.repeat(64),
      Buffer.alloc(48, 1).toString('base64'),
      `${'!'.repeat(43)}=`,
    ]) {
      const error = await sealedStore(memoryStore(), key).catch((thrown: Error) => thrown);
      expect((error as Error).message).toBe(
        'PIKE13_MCP_STORE_KEY: 32 bytes in base64 (44 characters); make one with: openssl rand -base64 32',
      );
    }
    await expect(sealedStore(memoryStore(), ` ${OTHER_KEY}\n`)).resolves.toBeDefined(); // base64url, spaces trimmed
  });

  it('a store sealed with another key is refused at start, neither key quoted', async () => {
    const inner = memoryStore();
    await (await sealedStore(inner, TEST_KEY)).put('pike13', 'grant', grant);
    const error = await sealedStore(inner, OTHER_KEY).catch((thrown: Error) => thrown);
    expect((error as Error).message).toBe(
      'PIKE13_MCP_STORE_KEY does not open this store: another key sealed its records',
    );
    expect(everythingIn(error)).not.toContain(TEST_KEY);
    expect(everythingIn(error)).not.toContain(OTHER_KEY);
    expect(await (await sealedStore(inner, TEST_KEY)).get('pike13', 'grant')).toEqual(grant);
  });

  it('a sealed value moved to another key or space, or changed, does not open: an error, not garbage', async () => {
    const inner = memoryStore();
    const store = await sealedStore(inner, TEST_KEY);
    await store.put('access', 'token-a', { sub: 'owner' });
    const sealed = (await inner.get('access', 'token-a')) as string;
    await inner.put('access', 'token-b', sealed);
    await inner.put('refresh', 'token-a', sealed);
    const at = sealed.lastIndexOf('.') + 1; // the first character of the ciphertext: all six bits are data
    const flipped = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    await inner.put('access', 'token-c', flipped);
    await inner.put('access', 'token-d', 'not sealed');
    const opened = (space: 'access' | 'refresh', key: string) =>
      store.get(space, key).catch((thrown: Error) => thrown.message);
    expect(await opened('access', 'token-b')).toBe(
      'a stored access record does not open with PIKE13_MCP_STORE_KEY: sealed by another key, or changed',
    );
    expect(await opened('refresh', 'token-a')).toBe(
      'a stored refresh record does not open with PIKE13_MCP_STORE_KEY: sealed by another key, or changed',
    );
    expect(await opened('access', 'token-c')).toMatch(/does not open/);
    expect(await opened('access', 'token-d')).toMatch(/does not open/);
    expect(await store.get('access', 'token-a')).toEqual({ sub: 'owner' });
  });
});
