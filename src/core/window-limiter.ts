import { Fifo } from './fifo.ts';
import {
  abortError,
  type Limiter,
  resetMargin,
  type ServiceWindow,
  SlotWaitError,
  slackWindow,
} from './limiter.ts';

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
  deadline: ReturnType<typeof setTimeout> | undefined;
  /** Granted, aborted or expired: skipped when its turn comes. */
  done: boolean;
}

/** The service's window as its answers describe it, once one has. */
interface FollowedWindow {
  /** When the window ends, epoch ms: the service's `RateLimit-Reset`, or one assumed after the last it gave. */
  end: number;
  /** Whether the service gave `end` (false: assumed, a window after the last one it described). */
  told: boolean;
  /** Slots this limiter may still grant before `end`. */
  budget: number;
  /** Requests allowed per window: ours, or the service's `RateLimit-Limit` when lower. */
  limit: number;
  /** Requests in flight when the budget was set: subtracted from it, though an earlier window may count them. */
  carried: number;
}

/**
 * The in-process limiter. Without word from the service it keeps a sliding window counted from answers:
 * a slot counts from its request's answer (the service counts arrivals, which come before it), so a
 * service counting arrivals in any window never sees more than `limit`. Once answers carry
 * `RateLimit-Remaining` and `RateLimit-Reset`, it follows the service's window instead: no more than it
 * says it still accepts, and a fresh window the moment it resets. A free slot is taken synchronously,
 * with no timer hop; callers beyond the limit wait in FIFO order, at most `maxWait` each.
 */
export class WindowLimiter implements Limiter {
  readonly limit: number;
  readonly windowMs: number;
  /** How long an answered slot keeps counting: the window with its slack. */
  readonly #span: number;
  /** How long after the service's reset a fresh window is assumed: 0.5% of the window, for clock skew. */
  readonly #margin: number;
  #inFlight = 0;
  /** When recent slots were answered, oldest first, within `span`. */
  readonly #answers = new Fifo<number>();
  /** Made when a first caller waits, dropped when the last is gone: most limiters never need one. */
  #waiters: Fifo<Waiter> | undefined;
  #waiting = 0;
  #pausedUntil = 0;
  #lastUsed = 0;
  #service: FollowedWindow | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #timerAt = Number.POSITIVE_INFINITY;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.#span = slackWindow(windowMs);
    this.#margin = resetMargin(windowMs);
  }

  acquire(signal?: AbortSignal, maxWait = Number.POSITIVE_INFINITY): Promise<void> | undefined {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const now = Date.now();
    const freeAt = this.#freeAt(now);
    if (this.#waiting === 0 && freeAt === 0) {
      this.#take(now);
      return undefined;
    }
    if (Number.isFinite(freeAt) && freeAt - now > maxWait) return Promise.reject(new SlotWaitError(freeAt));
    return new Promise((resolve, reject) => this.#enqueue(resolve, reject, signal, maxWait));
  }

  answered(window?: ServiceWindow): void {
    const now = Date.now();
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    this.#answers.push(now);
    this.#forgetBefore(now - this.#span);
    this.#lastUsed = now;
    if (window) this.#follow(window, now);
    if (this.#service) this.#service.carried = Math.min(this.#service.carried, this.#inFlight);
    this.#schedule(now);
  }

  pauseUntil(until: number): void {
    if (!Number.isFinite(until) || until <= this.#pausedUntil) return;
    this.#pausedUntil = until;
    this.#schedule(Date.now());
  }

  /** True when nothing waits or is in flight, no pause holds and the last answer left the window. */
  isIdle(now: number): boolean {
    return (
      this.#waiting === 0 &&
      this.#inFlight === 0 &&
      this.#pausedUntil <= now &&
      this.#lastUsed <= now - this.#span &&
      (this.#service === undefined || this.#service.end <= now)
    );
  }

  #take(now: number): void {
    this.#inFlight++;
    this.#lastUsed = now;
    if (this.#service) this.#service.budget--;
  }

  /** 0 if a slot is free at `now`; else when one will be (epoch ms), or Infinity until an answer comes. */
  #freeAt(now: number): number {
    if (this.#pausedUntil > now) return this.#pausedUntil;
    return this.#service ? this.#serviceFreeAt(this.#service, now) : this.#windowFreeAt(now);
  }

  #windowFreeAt(now: number): number {
    this.#forgetBefore(now - this.#span);
    if (this.#inFlight + this.#answers.length < this.limit) return 0;
    const oldest = this.#answers.peek();
    return oldest === undefined ? Number.POSITIVE_INFINITY : oldest + this.#span;
  }

  #serviceFreeAt(service: FollowedWindow, now: number): number {
    this.#roll(service, now);
    return service.budget > 0 ? 0 : service.end + this.#margin;
  }

  #forgetBefore(since: number): void {
    while ((this.#answers.peek() ?? Number.POSITIVE_INFINITY) <= since) this.#answers.shift();
  }

  /** Past the service's reset, a fresh window: its whole limit, less what is still in flight. */
  #roll(service: FollowedWindow, now: number): void {
    if (now < service.end + this.#margin) return;
    service.end += (Math.floor((now - service.end) / this.windowMs) + 1) * this.windowMs;
    service.told = false;
    service.budget = service.limit - this.#inFlight;
    service.carried = this.#inFlight;
  }

  /** Takes in what an answer said of the service's window. */
  #follow({ limit, remaining, reset }: ServiceWindow, now: number): void {
    const current = this.#service;
    if (current) this.#roll(current, now);
    if (reset <= now) {
      // Counted in a window that is over: its slot, subtracted from this one, comes back.
      if (current && current.carried > 0) {
        current.carried--;
        current.budget++;
      }
      return;
    }
    const cap = Math.min(this.limit, limit ?? this.limit);
    const left = Math.min(Math.floor(remaining), cap) - this.#inFlight;
    if (current === undefined || reset > current.end || (!current.told && reset !== current.end)) {
      this.#service = { end: reset, told: true, budget: left, limit: cap, carried: this.#inFlight };
      return;
    }
    current.budget = Math.min(current.budget, left);
    current.limit = Math.min(current.limit, cap);
  }

  #enqueue(
    resolve: () => void,
    reject: (error: unknown) => void,
    signal: AbortSignal | undefined,
    maxWait: number,
  ): void {
    const waiter: Waiter = { resolve, reject, signal, onAbort: () => {}, deadline: undefined, done: false };
    if (signal) {
      waiter.onAbort = () => this.#drop(waiter, abortError(signal));
      signal.addEventListener('abort', waiter.onAbort, { once: true });
    }
    if (Number.isFinite(maxWait)) {
      waiter.deadline = setTimeout(
        () => this.#drop(waiter, new SlotWaitError(this.#expectedFreeAt())),
        maxWait,
      );
    }
    this.#waiters ??= new Fifo();
    this.#waiters.push(waiter);
    this.#waiting++;
    this.#schedule(Date.now());
  }

  #expectedFreeAt(): number | undefined {
    const at = this.#freeAt(Date.now());
    return at > 0 && Number.isFinite(at) ? at : undefined;
  }

  /** Ends a waiter's wait without a slot. */
  #drop(waiter: Waiter, error: unknown): void {
    if (waiter.done) return;
    this.#finish(waiter);
    if (this.#waiting === 0) this.#waiters = undefined;
    waiter.reject(error);
    this.#schedule(Date.now());
  }

  #finish(waiter: Waiter): void {
    waiter.done = true;
    this.#waiting--;
    waiter.signal?.removeEventListener('abort', waiter.onAbort);
    clearTimeout(waiter.deadline);
  }

  #release(): void {
    this.#timer = undefined;
    this.#timerAt = Number.POSITIVE_INFINITY;
    const now = Date.now();
    while (this.#waiting > 0 && this.#freeAt(now) === 0) {
      const waiter = this.#waiters?.shift() as Waiter;
      if (waiter.done) continue;
      this.#finish(waiter);
      this.#take(now);
      waiter.resolve();
    }
    if (this.#waiting === 0) this.#waiters = undefined;
    this.#schedule(now);
  }

  /** Wakes the waiters when the next slot frees; an answer wakes them when that time is not known. */
  #schedule(now: number): void {
    if (this.#waiting === 0) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
      this.#timerAt = Number.POSITIVE_INFINITY;
      return;
    }
    const at = this.#freeAt(now);
    if (!Number.isFinite(at) || (this.#timer !== undefined && this.#timerAt <= at)) return;
    clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(() => this.#release(), Math.max(0, at - now));
  }
}
