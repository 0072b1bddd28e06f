import { InputError } from './errors.ts';
import type { Send } from './send.ts';
import { fetchSend } from './transport.ts';

/** What a `beforeRequest` hook sees: the request about to go, and how many retries came before it. */
export interface BeforeRequestState {
  request: Request;
  retryCount: number;
}

/** What an `afterResponse` hook sees: the request, its answer (status, headers), the retry count. */
export interface AfterResponseState {
  request: Request;
  response: Response;
  retryCount: number;
}

/** What a `beforeError` hook sees: the error the call is about to throw (secrets already removed). */
export interface BeforeErrorState {
  error: Error;
  retryCount: number;
}

/**
 * Hooks into every request the client sends (ky's shapes, run by the SDK): for tracing, metrics and logging.
 * `beforeRequest` may change the request (headers) or return a `Response` to answer it itself;
 * `afterResponse` may replace the answer; `beforeError` may replace the error a call throws.
 */
export interface Hooks {
  /** Before each attempt: change the request, or answer it with a `Response`. */
  beforeRequest?: ((
    state: BeforeRequestState,
  ) => Request | Response | undefined | Promise<Request | Response | undefined>)[];
  /** After each answer: replace it by returning another `Response`. */
  afterResponse?: ((state: AfterResponseState) => Response | undefined | Promise<Response | undefined>)[];
  /** Before a call throws: return the error to throw (redacted already). */
  beforeError?: ((state: BeforeErrorState) => Error | Promise<Error>)[];
}

const HOOK_NAMES = ['beforeRequest', 'afterResponse', 'beforeError'] as const;

/** Refuses hooks that are not arrays of functions, or hook names that do not exist. */
export function checkHooks(hooks: unknown): Hooks | undefined {
  if (hooks === undefined) return undefined;
  if (typeof hooks !== 'object' || hooks === null) throw new InputError('hooks must be an object', 'hooks');
  for (const [name, list] of Object.entries(hooks)) {
    if (!(HOOK_NAMES as readonly string[]).includes(name)) {
      throw new InputError(`hooks.${name} is not a hook (valid: ${HOOK_NAMES.join(', ')})`, `hooks.${name}`);
    }
    if (!Array.isArray(list) || !list.every((hook) => typeof hook === 'function')) {
      throw new InputError(`hooks.${name} must be an array of functions`, `hooks.${name}`);
    }
  }
  return hooks as Hooks;
}

/**
 * The Core API's `Send` for one attempt: with `beforeRequest` or `afterResponse` hooks, the request is a
 * `Request` the hooks may change or answer themselves (returning a `Response` skips the network), and each
 * `afterResponse` hook sees a clone of the answer, so reading it leaves the body to the SDK, and may replace
 * it. Without such hooks the request goes to `fetch` as it is.
 */
export function coreSend(fetchImpl: typeof fetch, hooks: Hooks | undefined, retryCount: number): Send {
  if (!hooks?.beforeRequest?.length && !hooks?.afterResponse?.length) return fetchSend(fetchImpl);
  return async (outgoing, signal) => {
    let request = new Request(outgoing.url, {
      method: outgoing.method,
      headers: outgoing.headers,
      body: outgoing.body ?? null,
      redirect: 'manual',
    });
    let response: Response | undefined;
    for (const hook of hooks.beforeRequest ?? []) {
      const result = await hook({ request, retryCount });
      if (result instanceof Response) {
        response = result;
        break;
      }
      if (result instanceof Request) request = result;
    }
    // The signal goes with the call, not the request: one a hook made carries the deadline too.
    response ??= await fetchImpl(request, { signal, redirect: 'manual' });
    for (const hook of hooks.afterResponse ?? []) {
      const result = await hook({ request, response: response.clone(), retryCount });
      if (result instanceof Response) response = result;
    }
    return response;
  };
}

/** Runs the `beforeError` hooks in turn; each may replace the error. */
export async function runBeforeError(
  hooks: Hooks | undefined,
  error: Error,
  retryCount: number,
): Promise<Error> {
  let current = error;
  for (const hook of hooks?.beforeError ?? []) current = await hook({ error: current, retryCount });
  return current;
}
