import { json } from './http.ts';
import type { SnapshotPart } from './snapshots/part.ts';

/**
 * Fixed one-minute windows: per token 180, per IP 360, the Reporting API 60 per token (spec limits;
 * configurable), and `/oauth/authorize` 10 per IP (each answer mints a code or a token). Every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`
 * (epoch seconds when the window ends); beyond the limit the answer is 429.
 */
export interface SandboxRateLimits {
  /** Requests per minute per access token. Default 180. */
  perToken?: number;
  /** Requests per minute per IP address, authenticated or not. Default 360. */
  perIp?: number;
  /** Requests per minute per access token on the Reporting API. Default 60. */
  reports?: number;
  /** `/oauth/authorize` requests per minute per IP address. Default 10. */
  authorize?: number;
}

/** Which limit a request counts against besides its IP's: its token's, the Reporting API's, or OAuth's. */
export type RateBucket = 'core' | 'reports' | 'authorize';

export interface RateDecision {
  allowed: boolean;
  headers: Record<string, string>;
}

interface Window {
  start: number;
  count: number;
}

const WINDOW_MS = 60_000;
/** Past this many windows, the ended ones are dropped (a flood of made-up tokens keeps memory flat). */
const PRUNE_ABOVE = 10_000;

/** The windows as a snapshot holds them: key, start, count. */
export type SavedWindows = [string, number, number][];

export class RateLimiter implements SnapshotPart<SavedWindows> {
  readonly #limits: Required<SandboxRateLimits>;
  readonly #windows = new Map<string, Window>();

  constructor(options: SandboxRateLimits = {}) {
    this.#limits = { perToken: 180, perIp: 360, reports: 60, authorize: 10, ...options };
  }

  /** Counts one request of `token` (if any) from `ip` against its IP's limit and its `bucket`'s. */
  take(now: number, ip: string, token: string | undefined, bucket: RateBucket): RateDecision {
    const buckets: [string, number][] = [[`ip:${ip}`, this.#limits.perIp]];
    if (bucket === 'authorize') buckets.push([`authorize:${ip}`, this.#limits.authorize]);
    else if (token !== undefined) {
      buckets.push(
        bucket === 'reports'
          ? [`reports:${token}`, this.#limits.reports]
          : [`token:${token}`, this.#limits.perToken],
      );
    }
    const windows = buckets.map(([key, limit]) => ({ limit, window: this.#window(key, now) }));
    const allowed = windows.every(({ limit, window }) => window.count < limit);
    if (allowed) for (const { window } of windows) window.count += 1;
    const tightest = windows.reduce((a, b) => (b.limit - b.window.count < a.limit - a.window.count ? b : a));
    const reset = Math.ceil((tightest.window.start + WINDOW_MS) / 1000);
    const headers = {
      'ratelimit-limit': String(tightest.limit),
      'ratelimit-remaining': String(Math.max(0, tightest.limit - tightest.window.count)),
      'ratelimit-reset': String(reset),
    };
    return { allowed, headers };
  }

  #window(key: string, now: number): Window {
    const current = this.#windows.get(key);
    // A window that starts after now belongs to a time the clock was set back from: a new one begins.
    if (current && now >= current.start && now - current.start < WINDOW_MS) return current;
    const fresh = { start: now, count: 0 };
    if (this.#windows.size >= PRUNE_ABOVE) this.#prune(now);
    this.#windows.set(key, fresh);
    return fresh;
  }

  save(): SavedWindows {
    return [...this.#windows].map(([key, window]) => [key, window.start, window.count]);
  }

  load(saved: SavedWindows): void {
    this.#windows.clear();
    for (const [key, start, count] of saved) this.#windows.set(key, { start, count });
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= WINDOW_MS) this.#windows.delete(key);
    }
  }
}

/** The service's 429: its message and `Retry-After` in seconds until `RateLimit-Reset` (at least 1). */
export function tooMany(headers: Record<string, string>, now: number): Response {
  const response = json({ error: 'Rate limit exceeded. Retry after the time in RateLimit-Reset.' }, 429);
  const reset = Number(headers['ratelimit-reset']);
  response.headers.set('retry-after', String(Math.max(1, reset - Math.floor(now / 1000))));
  return response;
}
