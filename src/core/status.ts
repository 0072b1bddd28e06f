import {
  ApiError,
  AuthenticationError,
  type ErrorContext,
  NotFoundError,
  PermissionError,
  RateLimitError,
  type RateLimitInfo,
  ServerError,
  ValidationError,
} from './errors.ts';
import { collectMessages } from './messages.ts';

/** How far from now a `RateLimit-Reset` may be and still be believed: the service's windows last a minute. */
const SANE_RESET_MS = 24 * 60 * 60 * 1000;

/** Reads the `RateLimit-*` headers of an answer; a reset that is not a sane epoch time counts as absent. */
export function readRateLimit(headers: Headers): RateLimitInfo {
  return {
    limit: numberHeader(headers, 'ratelimit-limit'),
    remaining: numberHeader(headers, 'ratelimit-remaining'),
    reset: resetTime(numberHeader(headers, 'ratelimit-reset')),
  };
}

/** `RateLimit-Reset` (epoch seconds) as a date, when it lies within a day of now. */
function resetTime(seconds: number | undefined): Date | undefined {
  if (seconds === undefined) return undefined;
  const ms = seconds * 1000;
  return Math.abs(ms - Date.now()) <= SANE_RESET_MS ? new Date(ms) : undefined;
}

function numberHeader(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const CLASSES: Record<number, typeof ApiError> = {
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  422: ValidationError,
};

const HINTS: Record<number, string> = {
  401: 'the access token is missing, invalid or revoked: authenticate the user again',
  403: 'the token may not do this (desk endpoints need a staff token, webhooks an owner)',
};

/** The typed error for an answer with a failing status. */
export function errorForStatus(response: Response, body: unknown, context: ErrorContext): ApiError {
  const { status } = response;
  const messages = collectMessages(body);
  const detail = messages.length > 0 ? messages.join('; ') : (HINTS[status] ?? response.statusText);
  const message = `${context.method} ${pathOf(context.url)} answered ${status}${detail ? `: ${detail}` : ''}`;
  if (status === 429) return new RateLimitError(message, readRateLimit(response.headers), body, context);
  const ErrorClass = CLASSES[status] ?? (status >= 500 ? ServerError : ApiError);
  return new ErrorClass(message, messages, body, context);
}

/** The path of a URL, for messages (the host is in `error.url`). */
function pathOf(url: string | undefined): string {
  if (url === undefined) return '';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
