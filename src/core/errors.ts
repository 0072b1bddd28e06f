import { redactUrl } from './redact.ts';

/** Where an error happened: the request it belongs to, when one was made or about to be. */
export interface ErrorContext {
  method?: string;
  url?: string;
  status?: number;
  cause?: unknown;
}

const KINDS = Symbol.for('pike13.error.kinds');

type ErrorClass = { readonly kind: string };

function hasKind(value: unknown, kind: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const kinds = (value as { [KINDS]?: unknown })[KINDS];
  return Array.isArray(kinds) && kinds.includes(kind);
}

/**
 * The root of every error the SDK throws. Guards (`Pike13Error.is`, `NotFoundError.is`, …) check a
 * `Symbol.for` brand instead of `instanceof`, so they hold across duplicate copies of the package.
 */
export class Pike13Error extends Error {
  static readonly kind: string = 'Pike13Error';
  /** HTTP method of the request, when there was one. */
  readonly method: string | undefined;
  /** URL of the request, with any `access_token` removed. */
  readonly url: string | undefined;
  /** HTTP status of the answer, when one came. */
  readonly status: number | undefined;

  constructor(message: string, context: ErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = new.target.kind;
    this.method = context.method;
    this.url = context.url === undefined ? undefined : redactUrl(context.url);
    this.status = context.status;
    Object.defineProperty(this, KINDS, { value: kindsOf(new.target), enumerable: false });
  }

  /** True for any error thrown by this SDK, from any copy of the package. */
  static is<T extends abstract new (...args: never[]) => Pike13Error>(
    this: T,
    value: unknown,
  ): value is InstanceType<T> {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass the guard is called on
    return hasKind(value, (this as unknown as ErrorClass).kind);
  }
}

function kindsOf(ctor: unknown): string[] {
  const kinds: string[] = [];
  for (
    let c = ctor as { kind?: string } | null;
    c && typeof c.kind === 'string';
    c = Object.getPrototypeOf(c)
  ) {
    if (!kinds.includes(c.kind)) kinds.push(c.kind);
  }
  return kinds;
}

/** True for any error thrown by this SDK, from any copy of the package. */
export function isPike13Error(value: unknown): value is Pike13Error {
  return hasKind(value, Pike13Error.kind);
}

/** Bad input, refused before any request was sent. */
export class InputError extends Pike13Error {
  static override readonly kind: string = 'InputError';
  /** The parameter that broke a rule (dotted path), when one is to blame. */
  readonly param: string | undefined;
  constructor(message: string, param?: string, context: ErrorContext = {}) {
    super(message, context);
    this.param = param;
  }
}

/** A call needs credentials it was not given: an access token, or `clientId` for public endpoints. */
export class CredentialsError extends Pike13Error {
  static override readonly kind: string = 'CredentialsError';
}

/** The service answered with an error status. */
export class ApiError extends Pike13Error {
  static override readonly kind: string = 'ApiError';
  /** Messages the service gave, collected from whatever shape its body had. */
  readonly messages: string[];
  /** The parsed error body, as the service sent it. */
  readonly body: unknown;
  constructor(message: string, messages: string[], body: unknown, context: ErrorContext) {
    super(message, context);
    this.messages = messages;
    this.body = body;
  }
}

/** 401: the token is missing, wrong or revoked; the app must authenticate the user again. */
export class AuthenticationError extends ApiError {
  static override readonly kind: string = 'AuthenticationError';
}

/** 403: the token's person may not do this (desk needs staff, webhooks need an owner). */
export class PermissionError extends ApiError {
  static override readonly kind: string = 'PermissionError';
}

/** 404: no such resource, or hidden from the caller. */
export class NotFoundError extends ApiError {
  static override readonly kind: string = 'NotFoundError';
}

/** 422: the service refused the input; `messages` holds its reasons. */
export class ValidationError extends ApiError {
  static override readonly kind: string = 'ValidationError';
}

/** Rate-limit state read from the `RateLimit-*` headers. */
export interface RateLimitInfo {
  limit: number | undefined;
  remaining: number | undefined;
  /** When requests may resume. */
  reset: Date | undefined;
}

/** 429: over the rate limit, and waiting for the reset was not allowed. */
export class RateLimitError extends ApiError {
  static override readonly kind: string = 'RateLimitError';
  readonly limit: number | undefined;
  readonly remaining: number | undefined;
  readonly reset: Date | undefined;
  constructor(message: string, info: RateLimitInfo, body: unknown, context: ErrorContext) {
    super(message, [], body, context);
    this.limit = info.limit;
    this.remaining = info.remaining;
    this.reset = info.reset;
  }
}

/** 5xx: the service failed. */
export class ServerError extends ApiError {
  static override readonly kind: string = 'ServerError';
}

/** The request never got an answer: DNS, refused connection, reset socket. */
export class ConnectionError extends Pike13Error {
  static override readonly kind: string = 'ConnectionError';
}

/** No answer within the `timeout`. */
export class TimeoutError extends Pike13Error {
  static override readonly kind: string = 'TimeoutError';
}

/**
 * The answer redirected to another origin, on and on, or (in a browser) somewhere the runtime hides: the
 * SDK follows a redirect only within the origin it sent to, so no request, body or token goes elsewhere.
 */
export class RedirectError extends Pike13Error {
  static override readonly kind: string = 'RedirectError';
}

/** The answer was larger than `maxResponseBytes` (decoded): refused before or while it was read, never kept whole. */
export class ResponseTooLargeError extends Pike13Error {
  static override readonly kind: string = 'ResponseTooLargeError';
  /** The `maxResponseBytes` it passed. */
  readonly limit: number;
  constructor(message: string, limit: number, context: ErrorContext) {
    super(message, context);
    this.limit = limit;
  }
}

/** The caller's `signal` aborted the call. */
export class AbortError extends Pike13Error {
  static override readonly kind: string = 'AbortError';
}

/** The answer did not have the shape the spec gives; `issues` name the paths. */
export class ResponseValidationError extends Pike13Error {
  static override readonly kind: string = 'ResponseValidationError';
  readonly issues: string[];
  constructor(message: string, issues: string[], context: ErrorContext) {
    super(message, context);
    this.issues = issues;
  }
}
