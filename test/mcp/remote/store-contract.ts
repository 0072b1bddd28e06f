import { expect, it, type TestContext, vi } from 'vitest';
import { InputError } from '../../../src/core/errors.ts';
import type { RemoteStore, StoreSpace } from '../../../src/mcp/remote/store.ts';

/**
 * Opens one more connection to the store under test: every connection a test opens on one run sees the
 * same records (as every process of a fleet does); `fresh` starts a store nobody has written yet.
 */
export type OpenStore = (context: TestContext, options?: { fresh?: boolean }) => Promise<RemoteStore>;

/** Concurrent takes of one code, spread over this many connections (processes of a fleet). */
const CONNECTIONS = 4;
const TAKES = 20;

const record = { client_id: 'c-1', scopes: ['desk'], issued: '2026-11-29T00:00:00Z', note: 'élan ✓', n: 3 };

/** The cases every backend passes: the same calls, the same answers, whatever keeps the records. */
export function storeContract(open: OpenStore): void {
  it('gives back what was put, as JSON; an absent key is undefined; each space is its own', async (context) => {
    const store = await open(context, { fresh: true });
    await store.put('codes', 'a'.repeat(64), record);
    await store.put('access', 'a'.repeat(64), 'another record');
    expect(await store.get('codes', 'a'.repeat(64))).toEqual(record);
    expect(await store.get('access', 'a'.repeat(64))).toBe('another record');
    expect(await store.get('refresh', 'a'.repeat(64))).toBeUndefined();
    expect(await store.get('codes', 'b'.repeat(64))).toBeUndefined();
  });

  it('a put replaces the value and its lifetime; delete removes it, and an absent key is no error', async (context) => {
    const store = await open(context, { fresh: true });
    await store.put('clients', 'client-1', { name: 'first' }, 50);
    await store.put('clients', 'client-1', { name: 'second' });
    await store.delete('clients', 'nobody');
    expect(await store.get('clients', 'client-1')).toEqual({ name: 'second' });
    await store.put('clients', 'client-2', { name: 'other' }, 30);
    await vi.waitFor(async () => expect(await store.get('clients', 'client-2')).toBeUndefined(), {
      timeout: 5_000,
    });
    expect(await store.get('clients', 'client-1')).toEqual({ name: 'second' }); // its lifetime went with the put
    await store.delete('clients', 'client-1');
    expect(await store.get('clients', 'client-1')).toBeUndefined();
  });

  it('an expired record is never returned, by get or by take', async (context) => {
    const store = await open(context, { fresh: true });
    await store.put('access', 'long', 'still valid', 60_000);
    await store.put('access', 'short', 'soon gone', 40);
    await store.put('codes', 'short', 'soon gone', 40);
    expect(await store.get('access', 'long')).toBe('still valid');
    await vi.waitFor(async () => expect(await store.get('access', 'short')).toBeUndefined(), {
      timeout: 5_000,
    });
    expect(await store.take('codes', 'short')).toBeUndefined();
    expect(await store.get('access', 'long')).toBe('still valid');
  });

  it('take gives the value once, then undefined', async (context) => {
    const store = await open(context, { fresh: true });
    await store.put('codes', 'code-hash', record, 60_000);
    expect(await store.take('codes', 'code-hash')).toEqual(record);
    expect(await store.take('codes', 'code-hash')).toBeUndefined();
    expect(await store.get('codes', 'code-hash')).toBeUndefined();
  });

  it(`of ${TAKES} concurrent takes of one code over ${CONNECTIONS} connections, exactly one gets it`, async (context) => {
    const first = await open(context, { fresh: true });
    const stores = [
      first,
      ...(await Promise.all(Array.from({ length: CONNECTIONS - 1 }, () => open(context)))),
    ];
    for (let round = 0; round < 5; round++) {
      const key = `code-${round}`;
      await first.put('codes', key, { round }, 60_000);
      const taken = await Promise.all(
        Array.from({ length: TAKES }, (_, i) => (stores[i % CONNECTIONS] as RemoteStore).take('codes', key)),
      );
      expect(taken.filter((value) => value !== undefined)).toEqual([{ round }]);
    }
  });

  it('a record put through one connection is read through another, and after a reopen', async (context) => {
    const writer = await open(context, { fresh: true });
    const reader = await open(context);
    await writer.put('pike13', 'grant-hash', { subdomain: 'studio' });
    expect(await reader.get('pike13', 'grant-hash')).toEqual({ subdomain: 'studio' });
    await writer.close();
    const reopened = await open(context);
    expect(await reopened.get('pike13', 'grant-hash')).toEqual({ subdomain: 'studio' });
  });

  it('refuses a bad space, key, lifetime or value, naming it, and stores nothing', async (context) => {
    const store = await open(context, { fresh: true });
    const refused = async (call: Promise<unknown>, param: string) => {
      const error = await call.then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).param).toBe(param);
    };
    await refused(store.put('tokens' as StoreSpace, 'k', 1), 'space');
    await refused(store.get('__proto__' as StoreSpace, 'k'), 'space');
    await refused(store.put('codes', '', 1), 'key');
    await refused(store.put('codes', 'k'.repeat(2049), 1), 'key');
    await refused(store.get('codes', 42 as unknown as string), 'key');
    await refused(store.put('codes', 'k', 1, 0), 'ttlMs');
    await refused(store.put('codes', 'k', 1, 1.5), 'ttlMs');
    await refused(store.put('codes', 'k', 1, Number.POSITIVE_INFINITY), 'ttlMs');
    await refused(store.put('codes', 'k', undefined), 'value');
    await refused(store.put('codes', 'k', { size: 10n }), 'value');
    expect(await store.get('codes', 'k')).toBeUndefined();
  });

  it('a key longer than any record may have (a hostile client id) finds nothing, and is no error', async (context) => {
    const store = await open(context, { fresh: true });
    const longest = 'k'.repeat(2048);
    await store.put('clients', longest, { name: 'longest' });
    expect(await store.get('clients', longest)).toEqual({ name: 'longest' });
    const hostile = 'k'.repeat(100_000);
    expect(await store.get('clients', hostile)).toBeUndefined();
    expect(await store.take('codes', hostile)).toBeUndefined();
    await store.delete('clients', hostile);
    expect(await store.get('clients', longest)).toEqual({ name: 'longest' });
  });
}

/** Registers `store.close()` when the test ends. */
export function closedAfter(context: TestContext, store: RemoteStore): RemoteStore {
  context.onTestFinished(() => store.close());
  return store;
}

/** A Pike13 access token as a sign-in stores it: what the stored bytes must never hold in the clear. */
export const PIKE13_TOKEN = 'p13-access-6f1d2c9ab8e7403f9d5a1c2b3e4f5a6b';

/** A store key for tests (32 bytes, base64); not a secret. */
export const TEST_KEY = Buffer.alloc(32, 7).toString('base64');

/** An error's messages and stacks, its causes' too: where a secret must not appear. */
export function everythingIn(error: unknown): string {
  const parts: string[] = [];
  for (let at = error, depth = 0; at !== undefined && depth < 8; depth++) {
    if (!(at instanceof Error)) {
      parts.push(String(at));
      break;
    }
    parts.push(at.message, at.stack ?? '', JSON.stringify(at));
    at = at.cause;
  }
  return parts.join('\n');
}
