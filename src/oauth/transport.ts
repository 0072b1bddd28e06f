import type { CustomFetchOptions } from 'oauth4webapi';
import { AbortError, ConnectionError, TimeoutError } from '../core/errors.ts';
import { redactSecrets, safeCause } from '../core/redact.ts';
import type { FailureContext } from './failure.ts';

/** The `fetch` oauth4webapi calls through its `customFetch` option. */
export type OAuthFetch = (
  url: string,
  options: CustomFetchOptions<'POST', URLSearchParams>,
) => Promise<Response>;

/**
 * Wraps the injected `fetch` so that a request that got no answer becomes a ConnectionError,
 * TimeoutError or AbortError whose message and cause carry no secret.
 */
export function transport(fetchImpl: typeof fetch, context: FailureContext): OAuthFetch {
  return async (url, options) => {
    try {
      return await fetchImpl(url, options);
    } catch (error) {
      throw transportError(error, options.signal, context);
    }
  };
}

function transportError(
  error: unknown,
  signal: AbortSignal | undefined,
  { label, request, secrets }: FailureContext,
) {
  const context = { ...request, cause: safeCause(error, secrets) };
  if ((error as Error | undefined)?.name === 'TimeoutError')
    return new TimeoutError(`${label} timed out`, context);
  if (signal?.aborted) return new AbortError(`${label} was aborted`, context);
  const reason = redactSecrets((error as Error | undefined)?.message ?? String(error), secrets);
  return new ConnectionError(`${label} could not reach the service: ${reason}`, context);
}
