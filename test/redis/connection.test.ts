import Bottleneck from 'bottleneck';
import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { storeConnection } from '../../src/redis/connection.ts';

it('refuses a bottleneck whose connection lacks the parts the store mends, instead of leaving its waiters to hang after a restart', () => {
  const prototype = Bottleneck.IORedisConnection.prototype as unknown as Record<string, unknown>;
  const removal = prototype.__removeLimiter__;
  delete prototype.__removeLimiter__;
  const client = new Redis({ lazyConnect: true });
  try {
    expect(() => storeConnection(client)).toThrow(
      "pike13/redis: bottleneck's IORedisConnection is not the 2.19.5 this store mends",
    );
    expect(client.status).toBe('end'); // the store's own connection closed, not left reconnecting
  } finally {
    prototype.__removeLimiter__ = removal;
  }
});
