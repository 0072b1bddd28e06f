import { AbortError, ConnectionError, type ErrorContext, isPike13Error, TimeoutError } from './errors.ts';
import { type Secret, safeCause } from './redact.ts';
import { sendWithinOrigin } from './redirects.ts';
import type { Outgoing, Send } from './send.ts';

/** A `Send` over a plain `fetch`: for the OAuth token endpoint and the card gateway (no hooks there). */
export function fetchSend(fetchImpl: typeof fetch): Send {
  return (outgoing, signal) =>
    fetchImpl(outgoing.url, {
      method: outgoing.method,
      headers: outgoing.headers,
      body: outgoing.body,
      redirect: 'manual',
      signal,
    });
}

/** How one request is sent: by what, its deadline, the caller's signal, what to hide. */
interface TransportOptions {
  send: Send;
  /** Milliseconds for the answer and its body together; `false` for none. */
  timeout: number | false;
  signal?: AbortSignal | undefined;
  /** Names the request in errors (`GET /api/v2/desk/people/:id`). */
  label: string;
  /** Secrets the error of a failed request must not show. */
  secrets: readonly Secret[];
}

/**
 * The one way the SDK sends a request, for the Core API, the card gateway and the OAuth token endpoint
 * alike: one deadline over the answer and `read` of its body, redirects followed only within the origin
 * (`sendWithinOrigin`), and one mapping of a request that got no answer. What sends it is given: for the
 * Core API, `fetch` through the client's request hooks (`coreSend`); a plain `fetch` where hooks must not
 * run (the card form, the OAuth token endpoint).
 */
export async function transmit<T>(
  outgoing: Outgoing,
  options: TransportOptions,
  read: (response: Response) => Promise<T>,
): Promise<{ response: Response; result: T }> {
  const deadline = new AbortController();
  const timer =
    options.timeout === false
      ? undefined
      : setTimeout(() => deadline.abort(new DOMException('timed out', 'TimeoutError')), options.timeout);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  try {
    const response = await sendWithinOrigin(outgoing, options.send, signal, options.label);
    return { response, result: await read(response) };
  } catch (error) {
    throw noAnswer(error, outgoing, options, deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** A request that got no answer: aborted by the caller, out of time, or unable to connect. */
function noAnswer(error: unknown, outgoing: Outgoing, options: TransportOptions, deadline: AbortSignal) {
  if (isPike13Error(error)) return error;
  const { label, secrets } = options;
  const cause = safeCause(error, secrets);
  const context: ErrorContext = { method: outgoing.method, url: outgoing.url, cause };
  if (options.signal?.aborted) return abortError(options.signal, label, context);
  if (deadline.aborted)
    return new TimeoutError(`${label} timed out: no answer in ${options.timeout} ms`, context);
  // The cause's message, secrets already removed (a `message` that is not a string reads as the error's text).
  const reason = cause?.message ?? String(error);
  return new ConnectionError(`${label} could not reach the service: ${reason}`, context);
}

/**
 * The error of a call the caller's signal ended: a `TimeoutError` when the signal was a timeout
 * (`AbortSignal.timeout()`), else an `AbortError`. One rule for every request the SDK sends.
 */
export function abortError(signal: AbortSignal, label: string, context: ErrorContext) {
  const reason = signal.reason as { name?: unknown } | undefined;
  if (reason?.name === 'TimeoutError')
    return new TimeoutError(`${label} timed out (the signal's timeout)`, context);
  return new AbortError(`${label} was aborted`, context);
}
