import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { redisLimiterStore } from '../../src/redis/index.ts';
import {
  client,
  connect,
  countingService,
  describeWithRedis,
  getPerson,
  REDIS_URL,
  uniquePrefix,
} from './support.ts';

const SECOND_PROCESS = fileURLToPath(new URL('./second-process.ts', import.meta.url));
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** Runs `second-process.ts` in a real second Node process; resolves when it has exited cleanly. */
function runSecondProcess(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SECOND_PROCESS], {
      env: { ...process.env, REDIS_URL, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`second process exited with ${code}: ${stderr}`)),
    );
  });
}

describeWithRedis('redisLimiterStore across processes', () => {
  it('shares one window with a second Node process', async () => {
    const prefix = uniquePrefix();
    const service = await countingService();
    const redis = connect();
    const store = redisLimiterStore(redis, { prefix });
    cleanups.push(service.close, async () => {
      await store.close();
      await redis.quit();
    });
    await runSecondProcess({
      PIKE13_PREFIX: prefix,
      PIKE13_SERVICE: service.url,
      PIKE13_TOKEN: 'process-token',
    });
    const childDone = Date.now();
    expect(service.requests.map((r) => r.headers['x-via'])).toEqual(['child', 'child']);

    const core = client(service.url, 'process-token', store, 3, 2_000);
    await Promise.all([1, 2].map((id) => core.call(getPerson, { path: { id } })));
    const [first, , third, fourth] = service.arrivals as [number, number, number, number];
    expect(third - childDone).toBeLessThan(1_000);
    expect(fourth - first).toBeGreaterThanOrEqual(1_900);
    expect(fourth - first).toBeLessThan(3_500);
  }, 20_000);
});
