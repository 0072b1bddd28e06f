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
