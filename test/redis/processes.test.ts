import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import {
  client,
  describeWithRedis,
  getPerson,
  openStore,
  REDIS_URL,
  service,
  uniquePrefix,
} from './support.ts';

const SECOND_PROCESS = fileURLToPath(new URL('./second-process.ts', import.meta.url));

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
  it('shares one window with a second Node process', async ({ onTestFinished }) => {
    const prefix = uniquePrefix();
    const { url, requests, arrivals } = await service(undefined, onTestFinished);
    const store = openStore({ prefix }, onTestFinished);
    await runSecondProcess({
      PIKE13_PREFIX: prefix,
      PIKE13_SERVICE: url,
      PIKE13_TOKEN: 'process-token',
    });
    const childDone = Date.now();
    expect(requests.map((r) => r.headers['x-via'])).toEqual(['child', 'child']);

    const core = client(url, 'process-token', store, 3, 2_000);
    await Promise.all([1, 2].map((id) => core.call(getPerson, { path: { id } })));
    expect(requests.map((r) => r.headers['x-via'])).toEqual(['child', 'child', undefined, undefined]);
    const [first, , third, fourth] = arrivals as [number, number, number, number];
    expect(third - childDone).toBeLessThan(1_000);
    // The 4th waits for the window the child's first grant opened, which began after the child asked for it
    // (the store counts a slot from its grant, so a loaded machine's delay before the request's arrival does
    // not count).
    const childAsked = Number(requests[0]?.headers['x-asked-at']);
    expect(fourth - childAsked).toBeGreaterThanOrEqual(2_000);
    expect(fourth - first).toBeLessThan(3_500);
  }, 20_000);
});
