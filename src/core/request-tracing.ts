import type { Endpoint } from './endpoint.ts';
import { operationName } from './operation-names.ts';
import { tracingChannel } from './tracing-channel.ts';

/**
 * One call as `tracingChannel('pike13:request')` publishes it: filled in as the call goes, it ends with the
 * last attempt's status and, on failure, the error the caller gets (secrets already removed).
 */
export interface RequestTrace {
  /** The method called, as the client names it (`desk.people.get`); `request` for `pike13.request()`. */
  readonly endpoint: string;
  /** The HTTP method. */
  readonly method: string;
  /** The path template (`/api/v2/desk/people/:id`). */
  readonly route: string;
  /** The URL without its query (a query value may carry a secret). */
  readonly url: string;
  /** The page asked for, for a page of a list. */
  readonly page: number | undefined;
  /** The attempt under way or last made: 0 for the first, 1 for the first retry. */
  attempt: number;
  /** The status of the last answer, when one came. */
  status: number | undefined;
  /** Milliseconds spent waiting for rate-limit slots, over every attempt. */
  rateLimitWait: number;
  /** What the call threw (published on the channel's `error`). */
  error?: unknown;
  /** What the call resolved to (published on `asyncEnd`). */
  result?: unknown;
}

/** One attempt of a call as `tracingChannel('pike13:request:attempt')` publishes it: one HTTP request. */
export interface AttemptTrace {
  /** The call this attempt belongs to. */
  readonly request: RequestTrace;
  /** 0 for the first attempt, 1 for the first retry. */
  readonly attempt: number;
  /** Milliseconds this attempt waited for its rate-limit slots before it was sent. */
  readonly rateLimitWait: number;
  /** The answer's status, when one came. */
  status: number | undefined;
  /** Why the attempt failed: the status (`'503'`) or the error's name (`'TimeoutError'`). */
  errorType: string | undefined;
}

/** The calls of every client. */
export const requestTracing = tracingChannel<RequestTrace>('pike13:request');
/** The attempts of every call. */
export const attemptTracing = tracingChannel<AttemptTrace>('pike13:request:attempt');

/** What a request is, as far as its trace tells. */
export interface TracedRequest {
  method: string;
  url: string;
  route: string;
  operation: Endpoint | string;
}

/** A call's trace, made only when the channel has a subscriber. */
export function requestTraceOf(request: TracedRequest): RequestTrace {
  const query = request.url.indexOf('?');
  const url = query < 0 ? request.url : request.url.slice(0, query);
  const page = query < 0 ? null : new URLSearchParams(request.url.slice(query)).get('page');
  const { operation } = request;
  return {
    endpoint: typeof operation === 'string' ? operation : operationName(operation),
    method: request.method,
    route: request.route,
    url,
    page: page === null ? undefined : Number(page),
    attempt: 0,
    status: undefined,
    rateLimitWait: 0,
  };
}

/** Sends one attempt of a traced call, publishing it on the attempt channel when that has a subscriber. */
export async function tracedAttempt<T extends { response: Response }>(
  request: RequestTrace,
  attempt: number,
  rateLimitWait: number,
  send: () => Promise<T>,
): Promise<T> {
  request.attempt = attempt;
  request.rateLimitWait += rateLimitWait;
  const channel = attemptTracing?.hasSubscribers ? attemptTracing : undefined;
  const trace: AttemptTrace = { request, attempt, rateLimitWait, status: undefined, errorType: undefined };
  channel?.start.publish(trace);
  try {
    const result = await send();
    const { status } = result.response;
    request.status = trace.status = status;
    if (status >= 400) trace.errorType = String(status);
    return result;
  } catch (error) {
    trace.errorType = (error as Error | undefined)?.name || 'Error';
    channel?.error.publish(trace);
    throw error;
  } finally {
    channel?.asyncEnd.publish(trace);
  }
}
