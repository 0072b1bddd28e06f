/**
 * A second Node process for `processes.test.ts`: two calls through a Redis store with the prefix, token
 * and service it is given, then a clean exit (the store closed, the connection quit).
 */
import { Redis } from 'ioredis';
import { redisLimiterStore } from '../../src/redis/index.ts';
import { client, getPerson } from './fixtures.ts';

const { REDIS_URL, PIKE13_PREFIX, PIKE13_SERVICE, PIKE13_TOKEN } = process.env;
const redis = new Redis(REDIS_URL as string);
const store = redisLimiterStore(redis, { prefix: PIKE13_PREFIX as string });
const core = client(PIKE13_SERVICE as string, PIKE13_TOKEN as string, store, 3, 2_000);
// Node loads its fetch (undici) on the first call: done here, before a slot is taken, so that the first
// request's arrival follows its grant as closely as the parent's do (the store counts a slot from its grant).
await (await fetch('data:,')).text();
for (let id = 1; id <= 2; id++) {
  // When the call asked for its slot: the window its grant opens starts no earlier.
  const headers = { 'x-via': 'child', 'x-asked-at': String(Date.now()) };
  await core.call(getPerson, { path: { id } }, { headers });
}
await store.close();
await redis.quit();
