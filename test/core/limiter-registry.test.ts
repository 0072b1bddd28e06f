import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedLimiter } from '../../src/core/limiter-registry.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ONE_CALL = fileURLToPath(new URL('./support/one-call.ts', import.meta.url));

describe('the process registry of limiters', () => {
  it('keeps a limiter while it is in use, and releases it within two windows of going idle', async () => {
    const limiter = sharedLimiter('registry:kept', 2, 200);
    limiter.acquire();
    await sleep(500); // in flight for more than two windows: still the same limiter
    expect(sharedLimiter('registry:kept', 2, 200)).toBe(limiter);
    limiter.answered();
    await sleep(150);
    expect(sharedLimiter('registry:kept', 2, 200)).toBe(limiter);
    await sleep(250); // 400 ms (two windows) after its answer, and no other key came
    expect(sharedLimiter('registry:kept', 2, 200)).not.toBe(limiter);
  });

  it('keeps a limiter paused by the service until the pause ends', async () => {
    const limiter = sharedLimiter('registry:paused', 2, 100);
    limiter.pauseUntil(Date.now() + 600);
    await sleep(450);
    expect(sharedLimiter('registry:paused', 2, 100)).toBe(limiter);
  });

  it('never keeps a process alive: a process that made a call exits at once', async () => {
    const started = Date.now();
    const child = spawn(process.execPath, [ONE_CALL], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect([code, output.trim()]).toEqual([0, 'called']);
    expect(Date.now() - started).toBeLessThan(10_000); // the sweep of a minute's window runs every 30 s
  }, 20_000);
});
