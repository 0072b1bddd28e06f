import { type ErrorContext, RateLimitError } from './errors.ts';
import type { Api } from './hosts.ts';
import {
  type Limiter,
  type LimiterStore,
  type RateLimits,
  type ServiceWindow,
  SlotWaitError,
} from './limiter.ts';
import type { Logger } from './options.ts';
import { readRateLimit } from './status.ts';

/** One limit a request counts against: a store key and its requests per window. */
interface Limit {
  key: string;
  limit: number;
}

/** How long a request may wait for its slots, and what to name in the error when it may not. */
interface SlotWait {
  signal: AbortSignal | undefined;
  /** The client's `maxRetryWait` when set (no call waits longer for a slot), else Infinity. */
  maxWait: number;
  label: string;
  context: ErrorContext;
  logger: Logger | undefined;
  /** Milliseconds spent waiting for slots so far: set here, read by tracing. */
  waited?: number;
}

/**
 * The limits one request counts against: its token's (reports first, most specific first), then its
 * address's, shared by every token of the process. Limiters are looked up in the store at each attempt,
 * never kept: the store may release an idle one during a long retry wait.
 */
export class RequestLimits {
  readonly #store: LimiterStore;
  readonly #windowMs: number;
  readonly #own: Limit[];
  /** The token's limits, then the address's. */
  readonly #all: Limit[];

  constructor(store: LimiterStore, windowMs: number, own: Limit[], shared: Limit[]) {
    this.#store = store;
    this.#windowMs = windowMs;
    this.#own = own;
    this.#all = [...own, ...shared];
  }

  /**
   * Sends once a slot of every limit is ours, then counts the slots from the answer and follows what it
   * says of the service's window. Waits at most `maxWait` in all: past it, or when a pause already
   * reaches past it, `RateLimitError` with the time a slot is expected; `signal` ends the wait at once.
   */
  async send<T extends { response: Response }>(send: () => Promise<T>, wait: SlotWait): Promise<T> {
    const held = await this.#take(wait);
    let response: Response | undefined;
    try {
      const result = await send();
      response = result.response;
      return result;
    } finally {
      this.#settle(held, response, wait.logger);
    }
  }

  async #take(wait: SlotWait): Promise<Limiter[]> {
    const deadline = Date.now() + wait.maxWait;
    const held: Limiter[] = [];
    for (const { key, limit } of this.#all) {
      const limiter = this.#store.limiter(key, limit, this.#windowMs);
      try {
        const pending = limiter.acquire(wait.signal, Math.max(0, deadline - Date.now()));
        if (pending) {
          const from = performance.now();
          await pending;
          wait.waited = (wait.waited ?? 0) + performance.now() - from;
        }
      } catch (error) {
        for (const taken of held) taken.answered();
        throw error instanceof SlotWaitError ? slotWaitTooLong(error, limiter, wait) : error;
      }
      held.push(limiter);
    }
    return held;
  }

  /** Every slot counts from now; the limiter the answer's headers describe follows them, or pauses. */
  #settle(held: Limiter[], response: Response | undefined, logger: Logger | undefined): void {
    const info = response && readRateLimit(response.headers);
    const window: ServiceWindow | undefined =
      info?.reset !== undefined && info.remaining !== undefined
        ? { limit: info.limit, remaining: info.remaining, reset: info.reset.getTime() }
        : undefined;
    const described = held.find((limiter) => limiter.limit === info?.limit);
    const follower = described ?? held[0];
    for (const limiter of held) limiter.answered(limiter === follower ? window : undefined);
    if (info?.reset === undefined || (info.remaining !== 0 && response?.status !== 429)) return;
    // Without a `RateLimit-Limit` naming a limit, the token's limits pause: one token's 429 must not stop the others.
    const tokens = held.slice(0, this.#own.length);
    const paused = described ? [described] : tokens.length > 0 ? tokens : held;
    for (const limiter of paused) limiter.pauseUntil(info.reset.getTime());
    const whose = paused.some((limiter) => tokens.includes(limiter)) ? "this token's" : "this process's";
    logger?.warn?.(`rate limit reached; pausing ${whose} requests until ${info.reset.toISOString()}`);
  }
}

/** The limits of a request of `api`, with the token whose fingerprint is `tokenKey` or without one. */
export function requestLimits(limits: RateLimits, tokenKey: string | undefined, api: Api): RequestLimits {
  const reports = api === 'reports';
  const own: Limit[] = [];
  if (tokenKey !== undefined) {
    if (reports) own.push({ key: `reports:${tokenKey}`, limit: limits.reports });
    own.push({ key: `token:${tokenKey}`, limit: limits.perToken });
  }
  const shared: Limit[] = [];
  if (limits.perAddress !== false) {
    if (reports) shared.push({ key: 'reports-address', limit: limits.reports });
    shared.push({ key: 'address', limit: limits.perAddress });
  }
  return new RequestLimits(limits.store, limits.windowMs, own, shared);
}

function slotWaitTooLong(error: SlotWaitError, limiter: Limiter, wait: SlotWait): RateLimitError {
  const reset = error.freeAt === undefined ? undefined : new Date(error.freeAt);
  const when = reset ? ` (the next one at ${reset.toISOString()})` : '';
  return new RateLimitError(
    `${wait.label}: no rate-limit slot within maxRetryWait (${wait.maxWait} ms)${when}`,
    { limit: limiter.limit, remaining: 0, reset },
    undefined,
    wait.context,
  );
}
