import type { HeadersInit } from './headers.ts';
import type { Hooks } from './hooks.ts';
import type { RateLimitOptions } from './limiter.ts';
import type { Locale } from './locale.ts';
import type { AppInfo } from './user-agent.ts';

/** Where the SDK reports what it does; every method optional (`console` fits). */
export interface Logger {
  /** Each request and answer, one line (URL without secrets, status, time). */
  debug?(message: string): void;
  /** Rate-limit pauses, one line each (no secrets). */
  warn?(message: string): void;
}

/** Options of `new Pike13()`. */
export interface ClientOptions {
  /** The business subdomain: calls go to `https://<subdomain>.pike13.com`. */
  subdomain?: string | undefined;
  /** Overrides the host (sandbox, proxy); plain http only on loopback. */
  baseUrl?: string | undefined;
  /** OAuth access token, sent as `Authorization: Bearer`. */
  accessToken?: string | undefined;
  /** The application's client id, sent as `client_id` on public calls made without a token. */
  clientId?: string | undefined;
  /** `X-FD-Locale`: the language of user messages such as validation errors. */
  locale?: Locale | undefined;
  /** Retries of a failed idempotent request (default 3). */
  maxRetries?: number | undefined;
  /**
   * Longest wait, in ms, for a rate-limit reset the service asks for (`RateLimit-Reset` of a 429) before its
   * `RateLimitError` is thrown (default 60 000). Set, it also bounds a call's wait for a slot of the
   * client's own limiters; unset, a call waits for its slot as long as it takes, in the order calls were
   * made, so a burst of any size succeeds at the allowed rate (the call's `signal` ends a wait at once).
   */
  maxRetryWait?: number | undefined;
  /** Per-attempt timeout in ms (default 30 000). */
  timeout?: number | undefined;
  /** Client-side rate limits (defaults from the spec), or `false` for none. */
  rateLimit?: RateLimitOptions | false | undefined;
  /**
   * Largest answer body read, in decoded bytes (default 64 MiB, twice the largest report page); a larger
   * one is refused with `ResponseTooLargeError` without being held. `false` for no cap.
   */
  maxResponseBytes?: number | false | undefined;
  /** Check answers against the schemas (default true). */
  validate?: boolean | undefined;
  /** The `fetch` to use (default the global one). */
  fetch?: typeof fetch | undefined;
  /** Receives one line per request and retry; never a token. */
  logger?: Logger | undefined;
  /** Hooks into every request (ky's shapes): tracing, metrics, logging. */
  hooks?: Hooks | undefined;
  /** Your application, named in the `User-Agent` after the SDK's own name (`{ name: 'myapp', version: '1.2.0' }`). */
  appInfo?: AppInfo | undefined;
}

/** Options every method takes as its last argument. */
export interface RequestOptions {
  /** Aborts the call (and a `for await` over pages). */
  signal?: AbortSignal | undefined;
  /** Per-attempt timeout in ms. */
  timeout?: number | undefined;
  /** Retries of a failed idempotent request. */
  maxRetries?: number | undefined;
  /** Largest answer body read for this call, in decoded bytes, or `false` for no cap. */
  maxResponseBytes?: number | false | undefined;
  /** `X-FD-Locale` for this call. */
  locale?: Locale | undefined;
  /**
   * Headers of this call. A name matches the SDK's own whatever its case and replaces it; `undefined`
   * removes one (`{ 'X-FD-Locale': undefined }`).
   */
  headers?: HeadersInit | undefined;
  /** Query params the spec does not list, sent as they are (the listed ones are checked; unknown names refused). */
  extraQuery?: Readonly<Record<string, string | number | boolean>> | undefined;
  /** Body fields the spec does not list, merged into the (wrapped) body after the listed ones are checked. */
  extraBody?: Readonly<Record<string, unknown>> | undefined;
}
