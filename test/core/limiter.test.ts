import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlotWaitError } from '../../src/core/limiter.ts';
import { WindowLimiter } from '../../src/core/window-limiter.ts';
import { AbortError } from '../../src/index.ts';

const START = 1_000_000;

/** Takes a slot whether it is free now or later; resolves with the time it was granted. */
function take(limiter: WindowLimiter, signal?: AbortSignal, maxWait?: number): Promise<number> {
  return Promise.resolve(limiter.acquire(signal, maxWait)).then(() => Date.now());
}

describe('WindowLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives free slots synchronously, with no promise', () => {
    const limiter = new WindowLimiter(3, 1_000);
    expect([limiter.acquire(), limiter.acquire(), limiter.acquire()]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(limiter.acquire()).toBeInstanceOf(Promise);
  });

  it('counts a slot from its answer: the next caller waits a window (with 2% slack) after it', async () => {
    const limiter = new WindowLimiter(1, 1_000);
    limiter.acquire();
    const granted = take(limiter);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(vi.getTimerCount()).toBe(0); // nothing scheduled: the slot is in flight until it is answered
    limiter.answered();
    await vi.advanceTimersByTimeAsync(1_019);
    await vi.advanceTimersByTimeAsync(1);
    expect(await granted).toBe(START + 5_000 + 1_020);
  });

  it('serves waiters in order', async () => {
    const limiter = new WindowLimiter(1, 100);
    limiter.acquire();
    const order: number[] = [];
    const waits = [1, 2, 3].map((n) =>
      take(limiter).then(() => {
        order.push(n);
        limiter.answered();
      }),
    );
    limiter.answered();
    await vi.advanceTimersByTimeAsync(400);
    await Promise.all(waits);
    expect(order).toEqual([1, 2, 3]);
  });

  it('never has more than the limit answered within any window', async () => {
    const limiter = new WindowLimiter(5, 1_000);
    const answers: number[] = [];
    const all = Array.from({ length: 23 }, (_, i) =>
      take(limiter).then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10 * (i % 5)));
        answers.push(Date.now());
        limiter.answered();
      }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(all);
    expect(answers).toHaveLength(23);
    for (const t of answers)
      expect(answers.filter((u) => u > t - 1_020 && u <= t).length).toBeLessThanOrEqual(5);
  });

  it('hands out nothing while paused, for every caller', async () => {
    const limiter = new WindowLimiter(100, 1_000);
    limiter.pauseUntil(START + 5_000);
    const granted = vi.fn();
    take(limiter).then(granted);
    take(limiter).then(granted);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(granted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toHaveBeenCalledTimes(2);
  });

  it('ignores a pause that is not a time', () => {
    const limiter = new WindowLimiter(1, 1_000);
    limiter.pauseUntil(Number.NaN);
    expect(limiter.acquire()).toBeUndefined();
  });

  it('drops a waiter whose signal aborts, with AbortError, and serves the next one', async () => {
    const limiter = new WindowLimiter(1, 1_000);
    limiter.acquire();
    const controller = new AbortController();
    const waiting = take(limiter, controller.signal);
    const next = vi.fn();
    take(limiter).then(next);
    controller.abort();
    await expect(waiting).rejects.toSatisfy((e) => AbortError.is(e));
    limiter.answered();
    await vi.advanceTimersByTimeAsync(1_020);
    expect(next).toHaveBeenCalledOnce();
  });

  it('refuses at once a wait that a pause makes longer than maxWait, naming when the pause ends', async () => {
    const limiter = new WindowLimiter(10, 1_000);
    limiter.pauseUntil(START + 30_000);
    const refused = await take(limiter, undefined, 1_000).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SlotWaitError);
    expect((refused as SlotWaitError).freeAt).toBe(START + 30_000);
    expect(Date.now()).toBe(START);
  });

  it('ends a wait at maxWait with SlotWaitError, and the slot goes to the next caller', async () => {
    const limiter = new WindowLimiter(1, 1_000);
    limiter.acquire();
    const first = take(limiter, undefined, 300).catch((e: unknown) => e);
    const second = take(limiter);
    await vi.advanceTimersByTimeAsync(300);
    expect(await first).toBeInstanceOf(SlotWaitError);
    limiter.answered();
    await vi.advanceTimersByTimeAsync(1_020);
    expect(await second).toBe(START + 300 + 1_020);
  });

  describe('following the service window', () => {
    const window = (remaining: number, reset: number, limit?: number) => ({ limit, remaining, reset });

    it('grants what the service says it still accepts, then its whole limit once it resets', async () => {
      const limiter = new WindowLimiter(10, 1_000);
      limiter.acquire();
      limiter.answered(window(2, START + 400));
      const grants = Array.from({ length: 6 }, () => take(limiter));
      await vi.advanceTimersByTimeAsync(1_000);
      // two at once, the other four at the reset plus the 0.5% margin (5 ms), not a window after the answer
      expect(await Promise.all(grants)).toEqual([START, START, ...Array(4).fill(START + 405)]);
    });

    it('counts requests still in flight against what the service says is left', async () => {
      const limiter = new WindowLimiter(10, 1_000);
      for (let i = 0; i < 3; i++) limiter.acquire();
      limiter.answered(window(4, START + 600)); // 2 still in flight: 2 more at most
      expect([limiter.acquire(), limiter.acquire()]).toEqual([undefined, undefined]);
      expect(limiter.acquire()).toBeInstanceOf(Promise);
    });

    it('never takes more from the service than our own limit, nor than the limit it names', () => {
      const limiter = new WindowLimiter(3, 1_000);
      limiter.acquire();
      limiter.answered(window(50, START + 600, 2));
      expect(limiter.acquire()).toBeUndefined();
      expect(limiter.acquire()).toBeUndefined();
      expect(limiter.acquire()).toBeInstanceOf(Promise);
    });

    it('ignores what an answer says of a window already over', () => {
      const limiter = new WindowLimiter(1, 1_000);
      limiter.acquire();
      limiter.answered(window(100, START - 1));
      expect(limiter.acquire()).toBeInstanceOf(Promise);
    });
  });
});
