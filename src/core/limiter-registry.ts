import type { Limiter, LimiterStore } from './limiter.ts';
import { WindowLimiter } from './window-limiter.ts';

/**
 * The limiters of one window length, shared by every client of the process. A sweep every half window
 * drops the limiters idle for a whole window, so an idle token is released within two windows whether or
 * not other tokens come, at O(1) per request amortised (each limiter is looked at by a few sweeps).
 * The sweep's timer is unref'd and stops once nothing is left: it never keeps a process alive.
 */
class Registry {
  readonly #windowMs: number;
  /** The limiters by their limit, then their key: no key string is built per request. */
  readonly #limiters = new Map<number, Map<string, WindowLimiter>>();
  #sweeper: ReturnType<typeof setInterval> | undefined;

  constructor(windowMs: number) {
    this.#windowMs = windowMs;
  }

  limiter(key: string, limit: number): WindowLimiter {
    let byKey = this.#limiters.get(limit);
    if (byKey === undefined) {
      byKey = new Map();
      this.#limiters.set(limit, byKey);
    }
    const existing = byKey.get(key);
    if (existing) return existing;
    const limiter = new WindowLimiter(limit, this.#windowMs);
    byKey.set(key, limiter);
    this.#sweeper ??= unref(setInterval(this.#sweep, Math.ceil(this.#windowMs / 2)));
    return limiter;
  }

  #sweep = (): void => {
    const now = Date.now();
    for (const [limit, byKey] of this.#limiters) {
      for (const [key, limiter] of byKey) if (limiter.isIdle(now)) byKey.delete(key);
      if (byKey.size === 0) this.#limiters.delete(limit);
    }
    if (this.#limiters.size === 0) {
      clearInterval(this.#sweeper);
      this.#sweeper = undefined;
    }
  };
}

function unref<T>(timer: T): T {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

const registries = new Map<number, Registry>();

/** The process-wide limiter for `key`, made on first use and dropped within two windows of going idle. */
export function sharedLimiter(key: string, limit: number, windowMs: number): Limiter {
  let registry = registries.get(windowMs);
  if (registry === undefined) {
    registry = new Registry(windowMs);
    registries.set(windowMs, registry);
  }
  return registry.limiter(key, limit);
}

/**
 * Forgets every process-wide limiter, as a new process starts: for a test runner that keeps the SDK's modules
 * from one test file to the next (`test/support/fresh-file.ts`); a limiter in use keeps working on its own.
 */
export function forgetSharedLimiters(): void {
  registries.clear();
}

/** The default store: limiters shared by every client of this process. */
export const processLimiterStore: LimiterStore = { limiter: sharedLimiter };
