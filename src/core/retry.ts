import { ApiError, ConnectionError, RateLimitError, ServerError, TimeoutError } from './errors.ts';

/** How a request may be retried. */
interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Longest wait for a rate-limit reset before giving up with the `RateLimitError`, in ms. */
  maxRetryWait: number;
  /** Whether the request may be sent again at all (a read, a change declared idempotent, a body with an idempotency token). */
  idempotent: boolean;
}

const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 8_000;
const RESET_JITTER_MS = 250;

/**
 * Runs `attempt` until it succeeds or the policy forbids another try; waits between tries, and rejects
 * with the signal's reason when it aborts during a wait.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  if (!policy.idempotent) return attempt();
  for (let retry = 1; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = retry <= policy.maxRetries ? retryDelay(error, retry, policy.maxRetryWait) : undefined;
      if (delay === undefined) throw error;
      await sleep(delay, signal);
    }
  }
}

/** Milliseconds to wait before retry number `retry` after `error`, or undefined when it must not be retried. */
export function retryDelay(error: unknown, retry: number, maxRetryWait: number): number | undefined {
  if (RateLimitError.is(error)) {
    // No status: the client's own limiter refused to wait past maxRetryWait; waiting again would too.
    if (error.status === undefined) return undefined;
    if (error.reset === undefined) return backoff(retry);
    const wait = Math.max(0, error.reset.getTime() - Date.now()) + Math.random() * RESET_JITTER_MS;
    return wait > maxRetryWait ? undefined : wait;
  }
  const transient =
    ServerError.is(error) ||
    ConnectionError.is(error) ||
    TimeoutError.is(error) ||
    (ApiError.is(error) && error.status === 408);
  return transient ? backoff(retry) : undefined;
}

/** Exponential backoff with full jitter: uniform in [0, min(cap, base·2^(retry-1))]. */
function backoff(retry: number): number {
  return Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (retry - 1));
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
