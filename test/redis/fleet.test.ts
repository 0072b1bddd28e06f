import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { expect, it, onTestFinished } from 'vitest';
import { ConnectionError } from '../../src/core/errors.ts';
import { redisDedupe } from '../../src/redis/index.ts';
import { notification } from '../webhooks/fixtures.ts';
import { serve } from '../webhooks/serve.ts';
import { describeWithRedisServer, ownRedis, uniquePrefix } from './support.ts';

const RECEIVER = fileURLToPath(new URL('./receiver-process.ts', import.meta.url));
const SECRET = 'fleet-secret-0123456789abcdef';

/** Starts a receiver process; resolves to its URL once it listens. Killed by pid after the test. */
function startReceiver(env: Record<string, string>): Promise<string> {
  const child: ChildProcess = spawn(process.execPath, [RECEIVER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onTestFinished(() => {
    child.kill('SIGTERM');
  });
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', (line: Buffer) => resolve(line.toString().trim()));
    child.once('exit', (code) => reject(new Error(`receiver exited with ${code}`)));
  });
}

/** The delivery of person `id`'s update, POSTed to `url` with the secret. */
function deliver(url: string, id: number): Promise<number> {
  const body = notification('person.updated', { people: [{ id, updated_at: '2026-03-02T17:04:05Z' }] });
  return fetch(`${url}?webhook_secret=${SECRET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => {
    await response.text();
    return response.status;
  });
}

describeWithRedisServer('redisDedupe in a fleet of receivers', () => {
  it('three receiver processes handle each of 200 deliveries sent to all of them once; a failed one is handled on redelivery', async () => {
    const redis = await ownRedis(onTestFinished);
    const prefix = uniquePrefix();
    const env = { REDIS_URL: redis.url, PIKE13_PREFIX: prefix, PIKE13_SECRET: SECRET };
    const urls = await Promise.all(['a', 'b', 'c'].map((name) => startReceiver({ ...env, RECEIVER: name })));
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);

    const statuses = await Promise.all(ids.flatMap((id) => urls.map((url) => deliver(url, id))));
    const failedIds = ids.filter((_, i) => statuses.slice(3 * i, 3 * i + 3).includes(500));
    const redelivered = await Promise.all(failedIds.map((id) => deliver(urls[0] as string, id)));

    const probe = new Redis(redis.url);
    onTestFinished(() => probe.disconnect());
    const log = await probe.lrange(`${prefix}log`, 0, -1);
    const handled = log
      .filter((line) => line.startsWith('handled '))
      .map((line) => Number(line.split(' ')[1]));
    const failed = log.filter((line) => line.startsWith('failed ')).map((line) => Number(line.split(' ')[1]));
    const receivers = new Set(log.map((line) => line.split(' ')[2]));
    console.info(
      `fleet: ${statuses.length} deliveries → ${handled.length} handled, ${failed.length} failed first, ` +
        `${statuses.filter((s) => s === 500).length} × 500, redelivered ${failedIds.length}; receivers ${[...receivers].sort().join('')}`,
    );
    expect(handled.sort((x, y) => x - y)).toEqual(ids);
    expect(failed.sort((x, y) => x - y)).toEqual(ids.filter((id) => id % 10 === 0));
    expect(statuses.every((status) => status === 200 || status === 500)).toBe(true);
    expect(redelivered.every((status) => status === 200)).toBe(true);
  }, 60_000);
});

describeWithRedisServer('redisDedupe while Redis is down', () => {
  it('answers 500 (the service retries) without running the handler, and reports a ConnectionError naming the store', async () => {
    const redis = await ownRedis(onTestFinished);
    const client = new Redis(`redis://:s3cret-pw@127.0.0.1:${redis.port}`, { maxRetriesPerRequest: 1 });
    client.on('error', () => {});
    onTestFinished(() => client.disconnect());
    const handled: unknown[] = [];
    const errors: unknown[] = [];
    const url = await serve({
      secret: SECRET,
      dedupe: redisDedupe(client, { prefix: uniquePrefix(), timeoutMs: 1_000 }),
      on: { 'person.updated': (n) => handled.push(n) },
      onError: (error) => errors.push(error),
    });
    expect(await deliver(url, 1)).toBe(200);
    await redis.stop();
    const started = Date.now();
    expect(await deliver(url, 2)).toBe(500);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(handled).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ConnectionError);
    expect((errors[0] as Error).message).toMatch(
      new RegExp(`^the dedupe store \\(Redis at 127\\.0\\.0\\.1:${redis.port}\\) (failed|did not answer)`),
    );
    expect((errors[0] as Error).message).not.toContain('s3cret-pw');
  }, 20_000);
});
