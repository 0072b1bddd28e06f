/** Retries of a notification the target answered 429 or 5xx (or did not answer): 20, over about 4 days. */
export const MAX_RETRIES = 20;

/** The first retry's mean delay: doubling 20 times from it sums to about 4 days (330 ms × 2²⁰). */
const FIRST_DELAY_MS = 330;

/**
 * The wait before retry `retry` (1 to 20): exponential, with a jitter of ±50% so that a target's
 * notifications do not come back all at once, scaled by `timeScale` (1 is the service's own pace).
 */
export function deliveryRetryDelay(retry: number, timeScale: number, random: () => number): number {
  return FIRST_DELAY_MS * 2 ** (retry - 1) * (0.5 + random()) * timeScale;
}
