import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { redisDedupe } from '../../src/redis/index.ts';
import { completedThenReset } from '../webhooks/fixtures.ts';
import { postInTurn, serve } from '../webhooks/serve.ts';
import { describeWithRedisServer, ownRedis, uniquePrefix } from './support.ts';

describeWithRedisServer('redisDedupe', () => {
  it('handles two changes of one record in the same second, and skips the replay of a delivery at another receiver', async ({
    onTestFinished,
  }) => {
    const redis = await ownRedis(onTestFinished);
    const prefix = uniquePrefix();
    const states: [string, unknown][] = [];
    // Two receivers behind one target, each with its own connection to the shared Redis.
    const [first, second] = await Promise.all(
      ['first', 'second'].map((name) => {
        const client = new Redis(redis.url);
        onTestFinished(() => client.disconnect());
        return serve({
          dedupe: redisDedupe(client, { prefix }),
          on: { 'visit.updated': (n) => void states.push([name, n.data.visits[0]?.state]) },
        });
      }),
    );
    const [completed, reset] = completedThenReset();
    const answers = await postInTurn([
      [first as string, completed],
      [first as string, reset],
      [second as string, completed],
    ]);
    expect(answers).toEqual([
      [200, 'handled'],
      [200, 'handled'],
      [200, 'duplicate: already handled'],
    ]);
    expect(states).toEqual([
      ['first', 'completed'],
      ['first', 'registered'],
    ]);
  });
});
