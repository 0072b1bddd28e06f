/**
 * A webhook receiver process for `fleet.test.ts`: one receiver on its own loopback port, deduping through
 * the shared Redis. The handler logs each notification it handled (or failed) to a Redis list; the
 * notification of a person whose id is a multiple of 10 fails on its first try, in whichever process.
 * Prints its URL, then serves until killed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { redisDedupe } from '../../src/redis/index.ts';
import { createWebhookHandler, toNodeListener } from '../../src/webhooks/index.ts';

const env = (name: string) => process.env[name] as string;
const [PIKE13_PREFIX, PIKE13_SECRET, RECEIVER] = ['PIKE13_PREFIX', 'PIKE13_SECRET', 'RECEIVER'].map(env);
const redis = new Redis(env('REDIS_URL'));
const log = `${PIKE13_PREFIX}log`;

const handler = createWebhookHandler({
  secret: PIKE13_SECRET,
  dedupe: redisDedupe(redis, { prefix: `${PIKE13_PREFIX}dedupe:` }),
  on: {
    'person.updated': async (notification) => {
      const id = notification.data.people[0]?.id as number;
      if (id % 10 === 0 && (await redis.incr(`${PIKE13_PREFIX}tries:${id}`)) === 1) {
        await redis.rpush(log, `failed ${id} ${RECEIVER}`);
        throw new Error('the first try fails');
      }
      await redis.rpush(log, `handled ${id} ${RECEIVER}`);
    },
  },
});

const server = createServer(toNodeListener(handler));
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`);
});
