import Bottleneck from 'bottleneck';
import type { Redis } from 'ioredis';

/** A bottleneck as its connection files it: by its two pub/sub channels. */
interface ChannelOwner {
  channel(): string;
  channel_client(): string;
}

/** The inside of bottleneck 2.19.5's `IORedisConnection` (its last release) that the store relies on. */
interface ConnectionInside {
  subscriber: Redis;
  /** Which bottleneck hears the messages of each channel. */
  limiters: Record<string, ChannelOwner>;
  terminated: boolean;
  __removeLimiter__(owner: ChannelOwner): void;
}

/**
 * bottleneck's connection for a store: on the store's own client (disconnected, with its duplicate, if bottleneck
 * is not the version whose parts it mends), its pub/sub on a duplicate of it.
 *
 * bottleneck's own removal of a dropped bottleneck unsubscribes its channels and forgets their owner only
 * once Redis answers, in promises nobody awaits. A bottleneck made again for the same id (after Redis
 * restarts, after a retirement, after its state vanished) subscribes to the same channel: when the
 * process reads both answers at once (a busy process, a slow subscriber connection), the old removal runs
 * last and deletes the new owner, whose waiters never hear a refill again and wait forever. Replaced by a
 * removal that forgets each channel at once, only while the dropped bottleneck still owns it; the
 * unsubscribe's failure is nothing to report (a subscription on a lost connection is gone anyway) and
 * would otherwise be an unhandled rejection, which ends a Node process.
 */
export function storeConnection(client: Redis): Bottleneck.IORedisConnection {
  // `Redis` given so that bottleneck never falls back to its own `eval("require")("ioredis")`.
  const connection = new Bottleneck.IORedisConnection({ client, Redis: client.constructor });
  const inside = connection as unknown as ConnectionInside;
  if (!hasTheInsideReplaced(inside)) {
    client.disconnect();
    inside.subscriber?.disconnect();
    throw new Error("pike13/redis: bottleneck's IORedisConnection is not the 2.19.5 this store mends");
  }
  inside.__removeLimiter__ = (owner) => {
    for (const channel of [owner.channel(), owner.channel_client()]) {
      const current = inside.limiters[channel];
      if (current !== undefined && current !== owner) continue; // a newer bottleneck of the id listens here
      delete inside.limiters[channel];
      if (!inside.terminated) inside.subscriber.unsubscribe(channel).catch(() => 0);
    }
  };
  return connection;
}

/** Whether bottleneck's connection has the parts (2.19.5's) that `storeConnection` replaces and reads. */
function hasTheInsideReplaced(inside: Partial<ConnectionInside>): boolean {
  return (
    typeof inside.__removeLimiter__ === 'function' &&
    typeof inside.limiters === 'object' &&
    typeof inside.subscriber?.unsubscribe === 'function'
  );
}

/** The connection bottleneck duplicated from the store's own for its pub/sub. */
export function subscriberOf(connection: Bottleneck.IORedisConnection): Redis {
  return (connection as unknown as ConnectionInside).subscriber;
}
