import { AbortError } from './errors.ts';

/** Client-side rate limits, in requests per minute. */
export interface RateLimitOptions {
  /** Per access token, for Core and Webhooks calls (spec: 180). */
  perToken?: number;
  /** Per access token, for Reporting queries (spec: 60). */
  reports?: number;
  /** For calls made without a token (spec: 360 per IP address). */
  anonymous?: number;
  /** Length of the window the numbers apply to, in ms (spec: a minute); shorter for tests and benchmarks. */
  windowMs?: number;
  /** Where limiters live: in this process (default), or shared between processes (`pike13/redis`). */
  store?: LimiterStore;
}

/** Hands out the limiter of a key; keys never contain a token, only its fingerprint. */
export interface LimiterStore {
  limiter(key: string, limit: number, windowMs: number): Limiter;
}

export const DEFAULT_RATE_LIMITS: Required<Omit<RateLimitOptions, 'store'>> = {
  perToken: 180,
  reports: 60,
  anonymous: 360,
  windowMs: 60_000,
};

/** Slack added to every window, absorbing network jitter between our clock and the service's. */
const WINDOW_SLACK = 0.02;

/** A window with the slack added: what a limiter actually waits. */
export function slackWindow(windowMs: number): number {
  return Math.ceil(windowMs * (1 + WINDOW_SLACK));
}

/** Gives out request slots; every attempt, retries included, takes one. */
export interface Limiter {
  /** Takes a slot: returns at once when one is free (no promise), or a promise that resolves when one is. */
  acquire(signal?: AbortSignal): Promise<void> | undefined;
  /** Hands out no slot before `until` (epoch ms), for every caller of this limiter. */
  pauseUntil(until: number): void;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/**
 * A sliding-window limiter: at most `limit` grants in any `windowMs`. A free slot is taken
 * synchronously, with no timer hop, so an idle limiter costs nothing per request; callers beyond the
 * limit wait in FIFO order for the oldest grant to leave the window.
 */
export class WindowLimiter implements Limiter {
  private readonly grants: number[] = [];
  private readonly waiters: Waiter[] = [];
  private pausedUntil = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  readonly limit: number;
  readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  acquire(signal?: AbortSignal): Promise<void> | undefined {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (this.waiters.length === 0 && this.nextFreeAt(Date.now()) === 0) {
      this.grants.push(Date.now());
      return undefined;
    }
    return new Promise((resolve, reject) => this.enqueue({ resolve, reject, signal, onAbort: () => {} }));
  }

  pauseUntil(until: number): void {
    if (until <= this.pausedUntil) return;
    this.pausedUntil = until;
    this.schedule();
  }

  /** True when nothing waits and the window is empty: the limiter can be dropped. */
  isIdle(now = Date.now()): boolean {
    return (
      this.waiters.length === 0 &&
      this.pausedUntil <= now &&
      this.grants.every((t) => t <= now - this.windowMs)
    );
  }

  /** 0 if a slot is free at `now`, else the epoch ms when one will be. */
  private nextFreeAt(now: number): number {
    while (this.grants.length > 0 && (this.grants[0] as number) <= now - this.windowMs) this.grants.shift();
    const windowFreeAt = this.grants.length < this.limit ? 0 : (this.grants[0] as number) + this.windowMs;
    const freeAt = Math.max(windowFreeAt, this.pausedUntil);
    return freeAt <= now ? 0 : freeAt;
  }

  private enqueue(waiter: Waiter): void {
    waiter.onAbort = () => {
      const index = this.waiters.indexOf(waiter);
      if (index >= 0) this.waiters.splice(index, 1);
      waiter.reject(abortError(waiter.signal as AbortSignal));
    };
    waiter.signal?.addEventListener('abort', waiter.onAbort, { once: true });
    this.waiters.push(waiter);
    this.schedule();
  }

  private release = (): void => {
    this.timer = undefined;
    const now = Date.now();
    while (this.waiters.length > 0 && this.nextFreeAt(now) === 0) {
      const waiter = this.waiters.shift() as Waiter;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      this.grants.push(now);
      waiter.resolve();
    }
    if (this.waiters.length > 0) this.schedule();
  };

  private schedule(): void {
    if (this.waiters.length === 0) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    const now = Date.now();
    this.timer = setTimeout(this.release, Math.max(0, this.nextFreeAt(now) - now));
  }
}

/** The error of a call whose signal aborted while it waited for a slot. */
export function abortError(signal: AbortSignal): AbortError {
  return new AbortError('the call was aborted while waiting for a rate-limit slot', { cause: signal.reason });
}

/** Limiters shared by every client of the process, by bucket and token. */
const registry = new Map<string, WindowLimiter>();

/** The process-wide limiter for `key`, made on first use; idle ones are dropped as new keys come. */
export function sharedLimiter(key: string, limit: number, windowMs: number): Limiter {
  const registryKey = `${limit}/${windowMs}\u0000${key}`;
  const existing = registry.get(registryKey);
  if (existing) return existing;
  for (const [k, limiter] of registry) if (limiter.isIdle()) registry.delete(k);
  const limiter = new WindowLimiter(limit, slackWindow(windowMs));
  registry.set(registryKey, limiter);
  return limiter;
}

/** The default store: limiters shared by every client of this process. */
export const processLimiterStore: LimiterStore = { limiter: sharedLimiter };

/** A short, stable fingerprint of a token (FNV-1a, 64 bits): a limiter key that does not reveal it. */
export function fingerprint(token: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < token.length; i++) {
    hash ^= BigInt(token.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
