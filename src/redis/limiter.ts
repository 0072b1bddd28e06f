import type Bottleneck from 'bottleneck';
import type { Redis } from 'ioredis';
import { ConnectionError } from '../core/errors.ts';
import { abortError, type Limiter, SlotWaitError } from '../core/limiter.ts';
import { pauseClustered } from './pause.ts';

/** What a clustered limiter needs: its bottleneck, where to pause it, where to report failures. */
interface ClusteredContext {
  /** Makes the limiter's bottleneck (again after a retirement): same id, same shared Redis state. */
  make: () => Bottleneck;
  client: Redis;
  onError: (error: unknown) => void;
  /** Called when the limiter retires after two idle windows: the store forgets it. */
  onRetire: (limiter: RedisLimiter) => void;
}

/**
 * A limiter whose window lives in Redis, shared by every process using the same id. Each slot is an
 * empty bottleneck job: bottleneck's Lua scripts take it from the shared reservoir atomically.
 */
export class RedisLimiter implements Limiter {
  readonly id: string;
  readonly limit: number;
  readonly windowMs: number;
  private readonly context: ClusteredContext;
  private live: Bottleneck | undefined;
  private pending = 0;
  private retireTimer: ReturnType<typeof setTimeout> | undefined;
  /** Its Redis state vanished (flushed, evicted): the next slot comes from a new bottleneck. */
  private stale = false;
  /** The latest pause this process set: the reset a caller that may not wait so long is told. */
  private pausedUntil = 0;

  constructor(id: string, limit: number, windowMs: number, context: ClusteredContext) {
    this.id = id;
    this.limit = limit;
    this.windowMs = windowMs;
    this.context = context;
  }

  /** Waits at most `maxWait` (a pause this process knows of that ends later fails at once). */
  acquire(signal?: AbortSignal, maxWait = Number.POSITIVE_INFINITY): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (this.pausedUntil - Date.now() > maxWait) return Promise.reject(new SlotWaitError(this.pausedUntil));
    this.pending++;
    clearTimeout(this.retireTimer);
    return new Promise<void>((resolve, reject) => {
      let gaveUp = false;
      const giveUp = (error: unknown) => {
        gaveUp = true;
        reject(error);
      };
      const onAbort = () => giveUp(abortError(signal as AbortSignal));
      signal?.addEventListener('abort', onAbort, { once: true });
      const deadline = Number.isFinite(maxWait)
        ? setTimeout(() => giveUp(new SlotWaitError(this.knownPause())), maxWait)
        : undefined;
      this.bottleneck()
        .schedule(() => this.grant(() => gaveUp, resolve))
        .catch((error: unknown) => {
          if (isMissingState(error)) this.stale = true;
          reject(storeError(error));
        })
        .finally(() => {
          signal?.removeEventListener('abort', onAbort);
          clearTimeout(deadline);
          this.pending--;
          this.settle();
        });
    });
  }

  /** Bottleneck counts a slot when it grants it (fixed windows, with the slack); the answer adds nothing. */
  answered(): void {}

  pauseUntil(until: number): void {
    if (!Number.isFinite(until) || until <= Date.now()) return;
    this.pausedUntil = Math.max(this.pausedUntil, until);
    const bottleneck = this.bottleneck();
    bottleneck
      .ready()
      .then(() => pauseClustered(this.context.client, this.id, until))
      .catch(this.context.onError)
      .finally(() => this.settle());
  }

  /** Stops the limiter for good (the store is closing). */
  async close(): Promise<void> {
    clearTimeout(this.retireTimer);
    await this.dropBottleneck();
  }

  private knownPause(): number | undefined {
    return this.pausedUntil > Date.now() ? this.pausedUntil : undefined;
  }

  /** The bottleneck, made again if the limiter retired while a call still held it (a long retry wait). */
  private bottleneck(): Bottleneck {
    this.live ??= this.context.make();
    return this.live;
  }

  /**
   * Once nothing waits: a stale bottleneck is dropped at once; otherwise the limiter retires after two
   * idle windows, well before bottleneck's Redis keys expire (four windows). It must never outlive them:
   * bottleneck 2.19.5 no longer recognises its own missing-state error on Redis 7 (which prefixes it
   * with `ERR`), and would report every heartbeat as a failure.
   */
  private settle(): void {
    if (this.pending > 0) return;
    if (this.stale) {
      this.stale = false;
      this.dropBottleneck();
    }
    clearTimeout(this.retireTimer);
    this.retireTimer = setTimeout(() => this.retire(), 2 * this.windowMs);
    (this.retireTimer as { unref?: () => void }).unref?.();
  }

  private retire(): void {
    this.dropBottleneck();
    this.context.onRetire(this);
  }

  /** On a shared connection, bottleneck's disconnect() only stops the heartbeat and unsubscribes. */
  private async dropBottleneck(): Promise<void> {
    const bottleneck = this.live;
    this.live = undefined;
    if (bottleneck) await Promise.resolve(bottleneck.disconnect()).catch(this.context.onError);
  }

  /**
   * The slot is ours. A caller that gave up while waiting (aborted, or past its longest wait) cannot be
   * taken out of bottleneck's queue (it has no API for that), so its slot is handed back to the shared
   * reservoir instead: the request is never sent, and the slot goes to the next waiter in any process.
   * (Should the window refill or a pause land in the few ms between the grant and the hand-back, the
   * window holds one slot too many.)
   */
  private async grant(gaveUp: () => boolean, resolve: () => void) {
    if (!gaveUp()) return resolve();
    await this.bottleneck().incrementReservoir(1).catch(this.context.onError);
  }
}

function isMissingState(error: unknown): boolean {
  return error instanceof Error && error.message.includes('SETTINGS_KEY_NOT_FOUND');
}

function storeError(error: unknown): ConnectionError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ConnectionError(`the shared rate-limit store (Redis) failed: ${reason}`, { cause: error });
}
