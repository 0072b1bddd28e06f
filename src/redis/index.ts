/**
 * `pike13/redis`: rate limits shared between processes through Redis (an optional peer, `ioredis` 5).
 * A separate entry point, so that the main one never loads bottleneck's clustering or a Redis client.
 */

export { type RedisDedupeOptions, redisDedupe } from './dedupe.ts';
export { type RedisLimiterStore, type RedisLimiterStoreOptions, redisLimiterStore } from './store.ts';
