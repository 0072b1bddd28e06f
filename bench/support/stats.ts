/** The median of `values` (not sorted in place). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The `q` quantile (0..1) of `values`, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** Milliseconds, as µs below 1 ms and whole ms from 100 ms. */
export function ms(value: number): string {
  if (value < 1) return `${(value * 1000).toFixed(1)} µs`;
  return value < 100 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`;
}

/** A met / missed mark for a target. */
export function verdict(ok: boolean): string {
  return ok ? 'target met' : 'TARGET MISSED';
}

/** Client CPU (user + system) in µs spent by `run`, per `count` operations. */
export async function cpuPer(count: number, run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / count;
}

/** Runs `task(i)` for i in 0..count-1, at most `concurrency` at a time. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** Waits until `phase` ms into a window of `windowMs` aligned on the epoch; returns the time it woke. */
export async function atPhase(windowMs: number, phase: number): Promise<number> {
  const wait = (windowMs + phase - (Date.now() % windowMs)) % windowMs;
  await new Promise((resolve) => setTimeout(resolve, wait < 1 ? windowMs : wait));
  return Date.now();
}

/**
 * The rate a client kept under fixed windows (aligned on the epoch), as a share of `limit` per
 * `windowMs`: the requests before the last window over the time from the opening of the first window to
 * the first request of the last. The last window's burst is left out: counting it would report more than
 * the limit allows of a rate that was never exceeded.
 */
export function fixedWindowRate(arrivals: readonly number[], limit: number, windowMs: number): number {
  const opening = (t: number) => t - (t % windowMs);
  const paced = arrivals.findIndex((t) => t >= opening(arrivals.at(-1) as number));
  const pacedMs = (arrivals[paced] as number) - opening(arrivals[0] as number);
  return paced / pacedMs / (limit / windowMs);
}
