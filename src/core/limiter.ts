import { AbortError, InputError } from './errors.ts';

/** Client-side rate limits, in requests per window (a minute unless `windowMs` says otherwise). */
export interface RateLimitOptions {
  /** Per access token, for Core and Webhooks calls (spec: 180). */
  perToken?: number;
  /** Per access token, and per address, for Reporting queries (spec: 60). */
  reports?: number;
  /**
   * Every request of this process, whatever its token, or none (spec: 360 per IP address, authenticated
   * or not). `false` for a fleet whose processes leave from many addresses; processes behind one address
   * share it through `pike13/redis`.
   */
  perAddress?: number | false;
  /** Length of the window the numbers apply to, in ms (spec: a minute); shorter for tests and benchmarks. */
  windowMs?: number;
  /** Where limiters live: in this process (default), or shared between processes (`pike13/redis`). */
  store?: LimiterStore;
}

/** Hands out the limiter of a key; keys never contain a token, only its fingerprint. */
export interface LimiterStore {
  /** The limiter of `key` (a token or address fingerprint): `limit` requests per `windowMs`, shared by every caller of the key. */
  limiter(key: string, limit: number, windowMs: number): Limiter;
}

/** The rate limits of a client once its options are checked. */
export type RateLimits = Required<RateLimitOptions>;

const DEFAULT_RATE_LIMITS: Omit<RateLimits, 'store'> = {
  perToken: 180,
  reports: 60,
  perAddress: 360,
  windowMs: 60_000,
};

/** What an answer's `RateLimit-*` headers said of the service's current window. */
export interface ServiceWindow {
  /** `RateLimit-Limit`, when sent. */
  limit: number | undefined;
  /** Requests the service still accepts before `reset`. */
  remaining: number;
  /** When the service's window ends, epoch ms. */
  reset: number;
}

/** Gives out request slots; every attempt, retries included, takes one. */
export interface Limiter {
  /** Requests allowed per window. */
  readonly limit: number;
  /**
   * Takes a slot: returns at once when one is free (no promise), or a promise that resolves when one is.
   * Rejects with `AbortError` when `signal` aborts, with `SlotWaitError` when no slot comes in `maxWait` ms.
   */
  acquire(signal?: AbortSignal, maxWait?: number): Promise<void> | undefined;
  /**
   * The request of a slot got its answer, or failed: the slot counts from now (the service counts a
   * request when it arrives, never before its answer). `window` is what the answer said of the service's
   * window, for the limiter that follows it.
   */
  answered(window?: ServiceWindow): void;
  /** Hands out no slot before `until` (epoch ms), for every caller of this limiter. */
  pauseUntil(until: number): void;
}

/** No slot within the longest wait allowed; `freeAt` is when one is expected (epoch ms), when known. */
export class SlotWaitError extends Error {
  readonly freeAt: number | undefined;
  constructor(freeAt: number | undefined) {
    super('no rate-limit slot within the longest wait allowed');
    this.freeAt = freeAt;
  }
}

/** Slack added to every window, absorbing network jitter between our clock and the service's. */
const WINDOW_SLACK = 0.02;

/** A window with the slack added: what a limiter actually waits. */
export function slackWindow(windowMs: number): number {
  return Math.ceil(windowMs * (1 + WINDOW_SLACK));
}

/**
 * How long after the service's reset a limiter waits before its fresh window is used, in ms: 0.5% of the
 * window, room for a clock a little ahead of the service's, small enough that a window opening soon is not
 * idled away. The in-process and the Redis limiters both wait it.
 */
export function resetMargin(windowMs: number): number {
  return Math.ceil(windowMs * 0.005);
}

/** The error of a call whose signal aborted while it waited for a slot. */
export function abortError(signal: AbortSignal): AbortError {
  return new AbortError('the call was aborted while waiting for a rate-limit slot', { cause: signal.reason });
}

const OPTION_NAMES = ['perToken', 'reports', 'perAddress', 'windowMs', 'store'];

/** The client's limits: the defaults, the caller's options, `store` in this process unless given; checked. */
export function resolveRateLimits(
  options: RateLimitOptions | false | undefined,
  processStore: LimiterStore,
): RateLimits | false {
  if (options === false) return false;
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new InputError('rateLimit must be an object of limits or false', 'rateLimit');
  }
  for (const name of Object.keys(options ?? {})) {
    if (!OPTION_NAMES.includes(name)) {
      throw new InputError(
        `rateLimit.${name} is not an option (${OPTION_NAMES.join(', ')})`,
        `rateLimit.${name}`,
      );
    }
  }
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, store: processStore, ...stripUndefined(options) };
  for (const name of ['perToken', 'reports', 'windowMs'] as const) checkCount(limits[name], name, '');
  if (limits.perAddress !== false) checkCount(limits.perAddress, 'perAddress', ' or false');
  if (typeof limits.store?.limiter !== 'function') {
    throw new InputError(
      'rateLimit.store must be a LimiterStore (an object with limiter())',
      'rateLimit.store',
    );
  }
  return limits;
}

function stripUndefined(options: RateLimitOptions | undefined): RateLimitOptions {
  return Object.fromEntries(Object.entries(options ?? {}).filter(([, value]) => value !== undefined));
}

function checkCount(value: unknown, name: string, orElse: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    const shown = typeof value === 'number' ? String(value) : JSON.stringify(value);
    throw new InputError(
      `rateLimit.${name} must be a whole number of at least 1${orElse}, not ${shown}`,
      `rateLimit.${name}`,
    );
  }
}
