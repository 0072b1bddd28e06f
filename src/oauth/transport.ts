import type { CustomFetchOptions } from 'oauth4webapi';
import { DEFAULT_MAX_RESPONSE_BYTES, readBytes } from '../core/read-body.ts';
import { fetchSend, transmit } from '../core/transport.ts';
import type { FailureContext } from './failure.ts';

/** The `fetch` oauth4webapi calls through its `customFetch` option. */
type OAuthFetch = (url: string, options: CustomFetchOptions<'POST', URLSearchParams>) => Promise<Response>;

/**
 * The core's transport (over a plain `fetch`: no ky in `pike13/oauth`) as oauth4webapi's `fetch`: one deadline over the answer and its body (read here,
 * then handed on), and a request that got no answer mapped as every other request of the SDK.
 */
export function transport(fetchImpl: typeof fetch, timeout: number, context: FailureContext): OAuthFetch {
  return async (url, options) => {
    const outgoing = {
      method: options.method,
      url,
      headers: new Headers(options.headers),
      body: options.body,
    };
    const settings = {
      send: fetchSend(fetchImpl),
      timeout,
      signal: options.signal,
      label: context.label,
      secrets: context.secrets,
    };
    const { result } = await transmit(outgoing, settings, (response) => buffered(response, context));
    return result;
  };
}

/** The answer with its body read (at most the SDK's default cap), so that the deadline covers the body too. */
async function buffered(response: Response, context: FailureContext): Promise<Response> {
  const body = await readBytes(response, DEFAULT_MAX_RESPONSE_BYTES, context.label, context.request);
  const { status, statusText, headers } = response;
  return new Response(status === 204 || status === 304 ? null : body, { status, statusText, headers });
}
