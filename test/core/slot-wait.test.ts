import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pike13, RateLimitError } from '../../src/index.ts';
import { createSandbox } from '../../src/sandbox/index.ts';

/**
 * The sandbox with its own rate limits on (180 per token a minute, fixed windows), called in process
 * through its fetch handler: the test's fake clock is the sandbox's clock too, so minutes pass in seconds.
 */
async function limitedSandbox() {
  const sandbox = await createSandbox({ listen: false, rateLimit: {} });
  const statuses: number[] = [];
  const fetchInProcess: typeof fetch = async (input, init) => {
    const response = await sandbox.engine.handle(new Request(input, init));
    statuses.push(response.status);
    return response;
  };
  return { sandbox, statuses, fetch: fetchInProcess };
}

/** Moves the fake clock in small steps, letting real I/O (the handler's body streams) run between them. */
async function runUntilSettled(work: Promise<unknown>) {
  let settled = false;
  void work.finally(() => {
    settled = true;
  });
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(100);
  }
  return work;
}

const PERSON = 1;
const CALLS = 230;

describe('with default options, a burst waits its turn for rate-limit slots', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Limiters are shared by the whole process: each case starts an hour after the one before.
  it.each([
    [
      'at once',
      '12:00',
      (get: () => Promise<unknown>) => Promise.allSettled(Array.from({ length: CALLS }, get)),
    ],
    [
      'one after another',
      '13:00',
      async (get: () => Promise<unknown>) => {
        const results: PromiseSettledResult<unknown>[] = [];
        for (let i = 0; i < CALLS; i++) results.push(...(await Promise.allSettled([get()])));
        return results;
      },
    ],
  ])(
    '%s: every call of 230 succeeds, none answered 429, in about two windows',
    async (_label, hour, run) => {
      vi.useFakeTimers({
        toFake: ['Date', 'setTimeout', 'clearTimeout', 'performance'],
        now: new Date(`2026-03-02T${hour}:00.250Z`),
      });
      const { sandbox, statuses, fetch } = await limitedSandbox();
      const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff, fetch });
      const started = Date.now();
      const results = (await runUntilSettled(
        run(() => pike13.desk.people.get(PERSON)),
      )) as PromiseSettledResult<{ id: number }>[];
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value.id : undefined))).toEqual(
        Array(CALLS).fill(PERSON),
      );
      expect(statuses).toEqual(Array(CALLS).fill(200));
      // 180 in the first minute, the other 50 once the service's window resets (plus the limiter's margin).
      expect(Date.now() - started).toBeGreaterThanOrEqual(59_000);
      expect(Date.now() - started).toBeLessThan(63_000);
    },
    30_000,
  );

  it('an explicit maxRetryWait still bounds the wait for a slot: RateLimitError, unsent', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'performance'],
      now: new Date('2026-03-02T14:00:00.250Z'),
    });
    const { sandbox, statuses, fetch } = await limitedSandbox();
    const pike13 = new Pike13({
      baseUrl: sandbox.url,
      accessToken: sandbox.tokens.owner,
      fetch,
      maxRetryWait: 5_000,
    });
    const results = (await runUntilSettled(
      Promise.allSettled(Array.from({ length: 181 }, () => pike13.desk.people.get(PERSON))),
    )) as PromiseSettledResult<unknown>[];
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toHaveLength(1);
    const [error] = refused as RateLimitError[];
    expect(RateLimitError.is(error)).toBe(true);
    expect(error?.message).toBe(
      'GET /api/v2/desk/people/:id: no rate-limit slot within maxRetryWait (5000 ms) (the next one at 2026-03-02T14:01:01.000Z)',
    );
    expect(error?.status).toBeUndefined();
    expect(statuses).toEqual(Array(180).fill(200));
  }, 30_000);
});
