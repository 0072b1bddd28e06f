import { expect, it, type TestContext } from 'vitest';
import { openRedisStore } from '../../../src/mcp/remote/redis-store.ts';
import { sealedStore } from '../../../src/mcp/remote/sealed-store.ts';
import { connect, describeWithRedis, REDIS_URL, uniquePrefix } from '../../redis/support.ts';
import { closedAfter, everythingIn, PIKE13_TOKEN, storeContract, TEST_KEY } from './store-contract.ts';

describeWithRedis('the Redis store (ioredis, the test Redis)', () => {
  const prefixes = new WeakMap<TestContext, string>();
  storeContract(async (context, options) => {
    if (options?.fresh || !prefixes.has(context)) prefixes.set(context, uniquePrefix());
    return closedAfter(context, await openRedisStore(REDIS_URL, { prefix: prefixes.get(context) }));
  });

  it('a record with a lifetime expires in Redis itself; one without has none', async (context) => {
    const prefix = uniquePrefix();
    const store = closedAfter(context, await openRedisStore(REDIS_URL, { prefix }));
    await store.put('access', 'token-hash', { sub: 1 }, 60_000);
    await store.put('clients', 'client-1', { name: 'c' });
    const redis = connect(context.onTestFinished);
    const ttl = await redis.pttl(`${prefix}access:token-hash`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.pttl(`${prefix}clients:client-1`)).toBe(-1);
  });

  it('the default prefix is pike13-mcp:, so the store can share a Redis', async (context) => {
    const store = closedAfter(context, await openRedisStore(REDIS_URL));
    const key = `test-${uniquePrefix()}`;
    await store.put('pending', key, 'x', 10_000);
    const redis = connect(context.onTestFinished);
    expect(await redis.get(`pike13-mcp:pending:${key}`)).toBe('"x"');
    await store.delete('pending', key);
  });

  it('Redis holds no Pike13 token in the clear when sealed (unsealed, it would)', async (context) => {
    const grant = { accessToken: PIKE13_TOKEN, subdomain: 'studio' };
    const redis = connect(context.onTestFinished);
    const valuesText = async (seal: boolean) => {
      const prefix = uniquePrefix();
      const inner = closedAfter(context, await openRedisStore(REDIS_URL, { prefix }));
      const store = seal ? await sealedStore(inner, TEST_KEY) : inner;
      await store.put('pike13', 'f'.repeat(64), grant);
      expect(await store.get('pike13', 'f'.repeat(64))).toEqual(grant);
      const keys = await redis.keys(`${prefix}*`);
      return JSON.stringify(await Promise.all(keys.map((key) => redis.get(key))));
    };
    expect(await valuesText(false)).toContain(PIKE13_TOKEN);
    const sealed = await valuesText(true);
    expect(sealed).not.toContain(PIKE13_TOKEN.slice(8, 24));
    expect(sealed).not.toContain('studio');
  });

  it('a Redis that does not answer is a clear error at start, the password in its URL hidden', async () => {
    const error = await openRedisStore('redis://:hunter2-secret@127.0.0.1:9').catch(
      (thrown: Error) => thrown,
    );
    expect((error as Error).message).toBe('cannot open the Redis store at redis://:***@127.0.0.1:9');
    expect(everythingIn(error)).not.toContain('hunter2-secret');
  });
});
