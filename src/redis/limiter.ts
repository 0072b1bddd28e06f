import { randomUUID } from 'node:crypto';
import type Bottleneck from 'bottleneck';
import type { Redis } from 'ioredis';
import { ConnectionError } from '../core/errors.ts';
import { abortError, type Limiter, type ServiceWindow, SlotWaitError, slackWindow } from '../core/limiter.ts';
import { followService } from './follow.ts';
import { giveBack } from './give-back.ts';
import { GrantLog } from './grants.ts';
import type { StoreHealth } from './health.ts';
import { pauseClustered } from './pause.ts';

/**
 * How long a process that gave its grants back to a state made afresh waits before taking a slot of it,
 * in ms: time for the other processes, which reconnect a little later, to give theirs back first.
 */
function restartHold(windowMs: number): number {
  return Math.min(2_000, Math.ceil(windowMs / 5));
}

/** What a clustered limiter needs: its bottleneck, where to pause it, where to report failures. */
interface ClusteredContext {
  /** Makes the limiter's bottleneck (again after a retirement): same id, same shared Redis state. */
  make: () => Bottleneck;
  client: Redis;
  health: StoreHealth;
  /** The in-process limiter of the same key and window, used while Redis is down (`onOutage: 'local'`). */
  fallback: (() => Limiter) | undefined;
  onError: (error: unknown) => void;
  /** Called when the limiter retires after two idle windows: the store forgets it. */
  onRetire: (limiter: RedisLimiter) => void;
}

/** A caller waiting for a slot of the live bottleneck: called to make it wait again, elsewhere. */
type Waiter = () => void;

/**
 * A limiter whose window lives in Redis, shared by every process using the same id. Each slot is an
 * empty bottleneck job: bottleneck's Lua scripts take it from the shared reservoir atomically. While the
 * store's Redis is down, a call fails at once with `ConnectionError`, or takes its slot from the
 * in-process limiter when the store falls back to it.
 */
export class RedisLimiter implements Limiter {
  readonly id: string;
  readonly limit: number;
  readonly windowMs: number;
  private readonly context: ClusteredContext;
  private live: Bottleneck | undefined;
  /** Resolves once the live bottleneck's state is in Redis, with this process's pause applied to it. */
  private prepared: Promise<void> = Promise.resolve();
  /** Whether the live state's count already follows the service (see `follow.ts`). */
  private counted = false;
  private readonly waiters = new Set<Waiter>();
  /** Callers waiting for a shared slot, or holding the limiter awake. */
  private pending = 0;
  private retireTimer: ReturnType<typeof setTimeout> | undefined;
  /** The latest pause this process set: the reset a caller that may not wait so long is told. */
  private pausedUntil = 0;
  /** The slots this process took within the last window: given back to a state Redis lost. */
  private readonly grants: GrantLog;
  /** The epoch of the shared state this process last used (see `give-back.ts`). */
  private epoch: string | undefined;

  constructor(id: string, limit: number, windowMs: number, context: ClusteredContext) {
    this.id = id;
    this.limit = limit;
    this.windowMs = windowMs;
    this.context = context;
    this.grants = new GrantLog(limit, slackWindow(windowMs));
  }

  /** Waits at most `maxWait` (a pause this process knows of that ends later fails at once). */
  acquire(signal?: AbortSignal, maxWait = Number.POSITIVE_INFINITY): Promise<void> {
    return this.acquireUntil(signal, Date.now() + maxWait);
  }

  /** Counts the answer in the shared window, as the service's `RateLimit-*` headers describe it. */
  answered(window?: ServiceWindow): void {
    this.context.fallback?.().answered(window);
    const bottleneck = this.live;
    if (bottleneck === undefined || (window === undefined && this.counted)) return;
    if (this.context.health.state() !== 'up') return;
    this.prepared
      .then(() => followService(this.context.client, this.id, this.windowMs, window))
      .then(() => {
        if (this.live === bottleneck) this.counted = true;
      })
      .catch(this.context.onError);
  }

  pauseUntil(until: number): void {
    if (!Number.isFinite(until) || until <= Date.now()) return;
    this.pausedUntil = Math.max(this.pausedUntil, until);
    this.context.fallback?.().pauseUntil(until);
    // While Redis is down, the pause waits in `pausedUntil`: a new bottleneck puts it back in Redis.
    if (this.context.health.state() === 'down') return;
    this.bottleneck();
    this.prepared
      .then(() => pauseClustered(this.context.client, this.id, until))
      .catch(this.context.onError)
      .finally(() => this.settle());
  }

  /** Redis is unreachable: every caller waiting for a shared slot fails, or moves to the in-process limiter. */
  redisDown(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  /**
   * Redis is back, perhaps without its counts: the next slot comes from a new bottleneck. One that granted
   * slots in the window gives them back at once, even when idle, before other processes take the window's.
   */
  redisUp(): void {
    this.dropBottleneck();
    if (this.live === undefined && this.grants.count(Date.now()) > 0) {
      this.bottleneck();
      this.settle();
    }
  }

  /** Stops the limiter for good (the store is closing). */
  async close(): Promise<void> {
    clearTimeout(this.retireTimer);
    await this.dropBottleneck();
  }

  private acquireUntil(signal: AbortSignal | undefined, deadline: number): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (this.pausedUntil > deadline) return Promise.reject(new SlotWaitError(this.pausedUntil));
    const state = this.context.health.state();
    if (state === 'down') return this.duringOutage(signal, deadline);
    if (state === 'starting') {
      return this.context.health.settled().then(() => this.acquireUntil(signal, deadline));
    }
    return this.fromRedis(signal, deadline);
  }

  /** A slot from the in-process limiter when the store falls back to it; else the outage's error. */
  private duringOutage(signal: AbortSignal | undefined, deadline: number): Promise<void> {
    const local = this.context.fallback?.();
    if (local === undefined) return Promise.reject(this.context.health.outageError());
    return Promise.resolve(local.acquire(signal, Math.max(0, deadline - Date.now())));
  }

  /**
   * A slot of the shared window. The wait ends with the slot, the signal, the deadline, or elsewhere
   * (Redis lost, or its state gone): the caller then waits again through `acquireUntil`.
   */
  private fromRedis(signal: AbortSignal | undefined, deadline: number): Promise<void> {
    const bottleneck = this.bottleneck();
    this.pending++;
    clearTimeout(this.retireTimer);
    return new Promise<void>((resolve, reject) => {
      let done = false;
      const finish = (outcome: () => void) => {
        if (done) return;
        done = true;
        signal?.removeEventListener('abort', onAbort);
        clearTimeout(timer);
        this.waiters.delete(waiter);
        this.pending--;
        this.settle();
        outcome();
      };
      const again = () => this.acquireUntil(signal, deadline).then(resolve, reject);
      const waiter = () => finish(again);
      const onAbort = () => finish(() => reject(abortError(signal as AbortSignal)));
      const timer = Number.isFinite(deadline)
        ? setTimeout(() => finish(() => reject(new SlotWaitError(this.knownPause()))), deadline - Date.now())
        : undefined;
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.add(waiter);
      this.prepared
        .then(() =>
          bottleneck.schedule(() =>
            this.grant(
              bottleneck,
              () => done,
              () => finish(resolve),
            ),
          ),
        )
        .catch((error: unknown) => {
          if (!isMissingState(error))
            return finish(() => reject(storeError(error, this.context.health.name)));
          // Its Redis state vanished (flushed, evicted, Redis restarted): wait again on a new one.
          if (this.live === bottleneck) this.dropBottleneck(); // moves every waiter, this one too
          finish(again);
        });
    });
  }

  private knownPause(): number | undefined {
    return this.pausedUntil > Date.now() ? this.pausedUntil : undefined;
  }

  /**
   * The bottleneck, made again after a retirement or a loss; this process's grants are given back to a
   * state made afresh, and its pause is put back in it.
   */
  private bottleneck(): Bottleneck {
    if (this.live) return this.live;
    const made = this.context.make();
    this.live = made;
    this.counted = false;
    this.prepared = made
      .ready()
      .then(() => this.giveBack())
      .then(async (opens) => {
        if (this.pausedUntil > Date.now())
          await pauseClustered(this.context.client, this.id, this.pausedUntil);
        if (opens > Date.now()) await sleep(opens - Date.now());
      })
      .catch(this.context.onError);
    return made;
  }

  /** Gives this process's recent grants back to a state that lacks them; when its slots may be taken. */
  private async giveBack(): Promise<number> {
    const now = Date.now();
    const opens = now + restartHold(this.windowMs);
    const count = this.grants.count(now);
    const state = { epoch: randomUUID(), known: this.epoch, count, opens };
    const found = await giveBack(this.context.client, this.id, state);
    if (found === undefined) return 0;
    this.epoch = found.epoch;
    return found.gave ? opens : 0;
  }

  /**
   * Once nothing waits, the limiter retires after two idle windows, well before bottleneck's Redis keys
   * expire (four windows). It must never outlive them: bottleneck 2.19.5 no longer recognises its own
   * missing-state error on Redis 7 (which prefixes it with `ERR`), and would report every heartbeat as a
   * failure.
   */
  private settle(): void {
    if (this.pending > 0) return;
    clearTimeout(this.retireTimer);
    this.retireTimer = setTimeout(() => this.retire(), 2 * this.windowMs);
    (this.retireTimer as { unref?: () => void }).unref?.();
  }

  private retire(): void {
    this.dropBottleneck();
    this.context.onRetire(this);
  }

  /**
   * Forgets the live bottleneck; its waiters wait again on the next one. On a shared connection,
   * bottleneck's disconnect() only stops the heartbeat and unsubscribes.
   */
  private async dropBottleneck(): Promise<void> {
    const bottleneck = this.live;
    this.live = undefined;
    for (const waiter of [...this.waiters]) waiter();
    if (bottleneck) await Promise.resolve(bottleneck.disconnect()).catch(this.context.onError);
  }

  /**
   * The slot is ours. A caller that gave up while waiting (aborted, past its longest wait, moved) cannot
   * be taken out of bottleneck's queue (it has no API for that), so its slot is handed back to the shared
   * reservoir instead: the request is never sent, and the slot goes to the next waiter in any process.
   * (Should the window refill or a pause land in the few ms between the grant and the hand-back, the
   * window holds one slot too many.)
   */
  private async grant(bottleneck: Bottleneck, gaveUp: () => boolean, take: () => void) {
    if (!gaveUp()) {
      this.grants.add(Date.now());
      return take();
    }
    await bottleneck.incrementReservoir(1).catch(this.context.onError);
  }
}

/** Waits `ms` on a timer that keeps no process alive. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    (timer as { unref?: () => void }).unref?.();
  });
}

function isMissingState(error: unknown): boolean {
  return error instanceof Error && error.message.includes('SETTINGS_KEY_NOT_FOUND');
}

/** A failure of the store, named by its address; the Redis error is not kept (it may hold a command's arguments). */
function storeError(error: unknown, name: string): ConnectionError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ConnectionError(`the rate-limit store (${name}) failed: ${reason}`);
}
